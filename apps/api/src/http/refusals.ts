import { AuthMessages, HttpMessages, lockedMessage } from '@studio/contracts';
import type { Refusal, RefusalOf } from '../domain/refusal.js';
import { HttpError } from './errors.js';

/** How long a client waits after a 503 for a busy password check. */
const BUSY_RETRY_AFTER_SECONDS = 5;

const field = (name: string, message: string) => [{ field: name, message }];

/**
 * The one map from the domain's refusals to HTTP: status, message (from `@studio/contracts` or
 * the refusal's own sentence) and headers. Routes and plugins throw what this answers; nothing
 * else chooses a status for a refusal.
 */
export function refusalError(refusal: Refusal): HttpError {
  switch (refusal.reason) {
    case 'not_found':
      return new HttpError(404, refusal.message);
    case 'conflict':
      return new HttpError(409, refusal.message);
    case 'expired':
      return new HttpError(410, refusal.message);
    case 'unavailable':
      return new HttpError(503, refusal.message);
    case 'locked':
      return new HttpError(423, lockedMessage(refusal.minutes), {
        'retry-after': String(refusal.retryAfterSeconds),
      });
    case 'bad_credentials':
      return new HttpError(401, AuthMessages.invalidCredentials);
    case 'bad_code':
      return new HttpError(401, AuthMessages.invalidOtp);
    case 'bad_reset_code':
      return new HttpError(
        400,
        AuthMessages.invalidResetCode,
        {},
        field('otp', AuthMessages.invalidResetCode),
      );
    case 'wrong_current_password':
      return new HttpError(
        400,
        AuthMessages.currentPasswordWrong,
        {},
        field('currentPassword', AuthMessages.currentPasswordWrong),
      );
    case 'same_password':
      return new HttpError(
        400,
        AuthMessages.samePassword,
        {},
        field('newPassword', AuthMessages.samePassword),
      );
    case 'weak_password':
      return new HttpError(400, refusal.message, {}, field(refusal.field, refusal.message));
    case 'estimator_busy':
      return new HttpError(503, HttpMessages.unavailable, {
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      });
    case 'mail_failed':
      return new HttpError(503, AuthMessages.codeNotSent);
    case 'signed_out':
      return new HttpError(401, AuthMessages.signInRequired);
    case 'wrong_role':
      return new HttpError(403, AuthMessages.wrongRole);
    case 'not_allowed':
      return new HttpError(403, refusal.message);
    case 'invalid_fields':
      return new HttpError(400, refusal.message, {}, refusal.errors);
    case 'malformed':
      return new HttpError(400, refusal.message);
    case 'rate_limited':
      return new HttpError(429, HttpMessages.tooManyRequests, {
        'retry-after': String(refusal.retryAfterSeconds),
      });
    case 'too_large':
      return new HttpError(413, refusal.message);
    case 'unsupported_type':
      return new HttpError(415, refusal.message);
    case 'unusable_file':
      return new HttpError(422, refusal.message);
    case 'stale':
      return new HttpError(409, refusal.message, {}, undefined, { current: refusal.current });
    case 'in_use':
      return new HttpError(409, refusal.message, {}, undefined, { usedBy: refusal.usedBy });
  }
}

export const SIGNED_OUT: RefusalOf<'signed_out'> = { ok: false, reason: 'signed_out' };
export const WRONG_ROLE: RefusalOf<'wrong_role'> = { ok: false, reason: 'wrong_role' };
