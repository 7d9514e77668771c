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

/** Each error of a chain of causes (drizzle wraps the driver's error), outermost first. */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return;
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error (e.g. '22021'), or null. */
export function sqlStateOf(error: unknown): string | null {
  for (const current of causes(error)) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return null;
}

const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection (?:is )?not open/i,
  /PGlite is closed/i,
  // The pool was closed (shutdown in progress): no query can run on this instance any more.
  /cannot use a pool after calling end/i,
];

/**
 * True when the database could not be reached or dropped the connection (server restart,
 * network loss, terminated backend, too many connections): a passing condition, not a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causes(error)) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))
      return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
