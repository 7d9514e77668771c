import { HttpMessages, lockedMessage } from '@studio/contracts';
import type { Locked } from '../domain/lockout.js';
import { HttpError } from '../http/errors.js';

/** How long a client waits after a 503 for a busy password check. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** 423 while the email is locked, with the minutes in the text and the seconds in Retry-After. */
export function lockedError(lock: Locked): HttpError {
  return new HttpError(423, lockedMessage(lock.minutes), {
    'retry-after': String(lock.retryAfterSeconds),
  });
}

/** A refused password: 400 on its field, or 503 when its strength could not be estimated in time. */
export function passwordRefusal(
  verdict: { reason: 'weak'; message: string } | { reason: 'unavailable' },
  field: string,
): HttpError {
  if (verdict.reason === 'unavailable')
    return new HttpError(503, HttpMessages.unavailable, {
      'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
    });
  return new HttpError(400, verdict.message, {}, [{ field, message: verdict.message }]);
}
