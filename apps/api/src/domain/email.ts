/** The one form of an email used for lookups, lockout counters and throttles. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
