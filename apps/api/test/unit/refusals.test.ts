import { describe, expect, it } from 'vitest';
import { AuthMessages, HttpMessages, lockedMessage } from '@studio/contracts';
import type { Refusal } from '../../src/domain/refusal.js';
import { refusalError } from '../../src/http/refusals.js';

const answer = (refusal: Refusal) => {
  const error = refusalError(refusal);
  return { status: error.statusCode, message: error.message, headers: error.headers };
};

describe('the one map from refusals to HTTP', () => {
  it('answers each reason with its status, the contracts’ message and its headers', () => {
    expect(answer({ ok: false, reason: 'not_found', message: 'User not found' })).toEqual({
      status: 404,
      message: 'User not found',
      headers: {},
    });
    expect(answer({ ok: false, reason: 'conflict', message: 'No.' }).status).toBe(409);
    expect(answer({ ok: false, reason: 'locked', retryAfterSeconds: 900, minutes: 15 })).toEqual({
      status: 423,
      message: lockedMessage(15),
      headers: { 'retry-after': '900' },
    });
    expect(answer({ ok: false, reason: 'bad_credentials' })).toMatchObject({
      status: 401,
      message: AuthMessages.invalidCredentials,
    });
    expect(answer({ ok: false, reason: 'bad_code' })).toMatchObject({
      status: 401,
      message: AuthMessages.invalidOtp,
    });
    expect(refusalError({ ok: false, reason: 'bad_reset_code' }).errors).toEqual([
      { field: 'otp', message: AuthMessages.invalidResetCode },
    ]);
    expect(
      refusalError({
        ok: false,
        reason: 'weak_password',
        message: 'Too easy.',
        field: 'newPassword',
      }).errors,
    ).toEqual([{ field: 'newPassword', message: 'Too easy.' }]);
    expect(answer({ ok: false, reason: 'estimator_busy' })).toEqual({
      status: 503,
      message: HttpMessages.unavailable,
      headers: { 'retry-after': '5' },
    });
    expect(answer({ ok: false, reason: 'signed_out' })).toMatchObject({
      status: 401,
      message: AuthMessages.signInRequired,
    });
    expect(answer({ ok: false, reason: 'wrong_role' })).toMatchObject({
      status: 403,
      message: AuthMessages.wrongRole,
    });
    expect(answer({ ok: false, reason: 'too_large', message: 'Too big.' })).toMatchObject({
      status: 413,
      message: 'Too big.',
    });
    expect(answer({ ok: false, reason: 'unsupported_type', message: 'No SVG.' }).status).toBe(415);
    expect(answer({ ok: false, reason: 'unusable_file', message: 'Damaged.' }).status).toBe(422);
  });
});
