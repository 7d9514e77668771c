/**
 * Which tables a backup carries. Every table of the schema is in exactly one of the two lists
 * (test/unit/backup-tables.test.ts fails otherwise): a new table is added to one of them, in
 * the same change that adds it to src/db/schema/.
 */

/** Tables whose rows a backup holds and a restore brings back. */
export const BACKED_UP_TABLES: readonly string[] = [
  'users',
  'signup_requests',
  'messages',
  'audit_log',
  'content_entries',
  'content_revisions',
  'content_slugs',
  'content_schedules',
  'content_unpublish_schedules',
  'site_redirects',
  'article_likes',
  'article_ratings',
  'article_comments',
  'website_settings',
  'system_settings',
  'media',
  'media_files',
];

/**
 * Tables left out, each with why: what lives only as long as a sign-in, or counts attempts.
 * Recorded in every manifest. After a restore they are empty: everyone signs in again.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'sessions: everyone signs in again after a restore',
  otp_challenges: 'sign-in and reset challenges: short-lived codes',
  auth_lockouts: 'lockout counters',
  reset_code_budgets: 'reset-code attempt counters (a lockout counter)',
  mail_throttles: 'mail throttle counters (a lockout counter)',
  comment_digest: 'when the last new-comments digest was mailed (a mail throttle)',
  presence: 'who is viewing what right now',
};

/**
 * Tables whose rows may refer to a row of the same table, by that column: a restore inserts in
 * batches, so a backup writes the rows that refer to none first (a translation after its source).
 */
export const SELF_REFERENCES: Readonly<Record<string, string>> = { content_entries: 'source_id' };

/** The migrations' record: not data, rebuilt by the migrations a restore applies. */
export const MIGRATIONS_TABLE = 'studio_migrations';

export function isKnownTable(name: string): boolean {
  return BACKED_UP_TABLES.includes(name) || name in EXCLUDED_TABLES || name === MIGRATIONS_TABLE;
}
