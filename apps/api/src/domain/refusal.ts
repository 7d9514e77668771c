/**
 * The one vocabulary of the domain's refusals: why an action was refused, in the domain's own
 * terms, with what the person must be told. The domain never knows HTTP; `http/refusals.ts` is
 * the one place that maps each reason to a status, a message and headers.
 */
export type Refusal =
  /** The thing acted on does not exist (or no longer): the message names it. */
  | { ok: false; reason: 'not_found'; message: string }
  /** The action is not allowed from the current state: the message says why. */
  | { ok: false; reason: 'conflict'; message: string }
  /** A thing that was there for a time and is no longer (an expired link): the message says so. */
  | { ok: false; reason: 'expired'; message: string }
  /** What the action needs is not running on this server (no site renderer): the message says so. */
  | { ok: false; reason: 'unavailable'; message: string }
  /** Too many failed attempts for this email: every attempt is refused until the lock ends. */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number; minutes: number }
  /** A sign-in password step failed, whatever the cause (all causes look the same). */
  | { ok: false; reason: 'bad_credentials' }
  /** A sign-in code was wrong, expired, used, or its challenge spent. */
  | { ok: false; reason: 'bad_code' }
  /** A reset code was wrong, expired, used, or the email's budget spent. */
  | { ok: false; reason: 'bad_reset_code' }
  /** The current password given to a password change was wrong. */
  | { ok: false; reason: 'wrong_current_password' }
  /** A new password equal to the current one. */
  | { ok: false; reason: 'same_password' }
  /** A password the policy refuses; `field` is the input it came in. */
  | { ok: false; reason: 'weak_password'; message: string; field: string }
  /** The password's strength could not be estimated in time: nothing changed, retry soon. */
  | { ok: false; reason: 'estimator_busy' }
  /** The code mail could not be sent: nothing was issued. */
  | { ok: false; reason: 'mail_failed' }
  /** No live session (none, revoked, expired, idle, or its user no longer active). */
  | { ok: false; reason: 'signed_out' }
  /** A live session whose role may not do this. */
  | { ok: false; reason: 'wrong_role' }
  /** A role that may use the route but not this action on this thing: the message says why. */
  | { ok: false; reason: 'not_allowed'; message: string }
  /** Fields that break a rule (a taken slug, a body node, a reversed range): one error each. */
  | {
      ok: false;
      reason: 'invalid_fields';
      message: string;
      errors: { field: string; message: string }[];
    }
  /** A request the API cannot read as asked (not the form it must come in): the message says how. */
  | { ok: false; reason: 'malformed'; message: string }
  /** Too many requests of this kind from this address: retry after the window ends. */
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  /** An upload over its size limit, refused while it arrived. */
  | { ok: false; reason: 'too_large'; message: string }
  /** An upload of a type that is not accepted (or whose name says another type). */
  | { ok: false; reason: 'unsupported_type'; message: string }
  /** An upload of an accepted type that cannot be used (damaged, a decompression bomb). */
  | { ok: false; reason: 'unusable_file'; message: string }
  /** A write naming a version that is no longer the current one: the answer carries the current. */
  | { ok: false; reason: 'stale'; message: string; current: object }
  /** A thing still used elsewhere cannot go: the answer lists where it is used. */
  | { ok: false; reason: 'in_use'; message: string; usedBy: readonly object[] };

export type RefusalReason = Refusal['reason'];
export type RefusalOf<R extends RefusalReason> = Extract<Refusal, { reason: R }>;

/** The thing acted on is not there: the message names it. */
export function notFound(message: string): RefusalOf<'not_found'> {
  return { ok: false, reason: 'not_found', message };
}

/** The action is not allowed from the current state: the message says why. */
export function conflict(message: string): RefusalOf<'conflict'> {
  return { ok: false, reason: 'conflict', message };
}

/** Fields that break a rule, one error each, under the answer's message. */
export function invalidFields(
  message: string,
  errors: { field: string; message: string }[],
): RefusalOf<'invalid_fields'> {
  return { ok: false, reason: 'invalid_fields', message, errors };
}

/** A weak password's refusal, from the policy's verdict and the field it came in. */
export function weakPassword(message: string, field: string): RefusalOf<'weak_password'> {
  return { ok: false, reason: 'weak_password', message, field };
}

/** What the review and inbox actions refuse with: a missing thing, or a state that forbids it. */
export type StateRefusal = RefusalOf<'not_found' | 'conflict'>;
