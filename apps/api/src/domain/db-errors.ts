/** True when a unique constraint refused the write (node-postgres or PGlite, possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (
      typeof current === 'object' &&
      'code' in current &&
      (current as { code: unknown }).code === '23505'
    )
      return true;
    current =
      typeof current === 'object' && 'cause' in current
        ? (current as { cause: unknown }).cause
        : null;
  }
  return false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and must never reach a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
