/** The sentence an action's answer ends with, by how the email notice it sent fared. */
export function noticeSentence(sent: boolean | null, who: string): string {
  if (sent === null) return '';
  return sent
    ? ` The ${who} was notified by email.`
    : ` The email notification to the ${who} could not be sent.`;
}
