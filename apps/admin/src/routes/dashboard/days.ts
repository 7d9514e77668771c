/** A number of days in a sentence: "1 day", "7 days". */
export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);
