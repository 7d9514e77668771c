import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuthMessages, HttpMessages } from '@studio/contracts';
import { otpChallenges } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  createHarness,
  json,
  post,
  seedUser,
  signIn,
  withCookie,
  type Harness,
  lastCodeTo,
} from '../support/harness.js';

// The strength estimate (zxcvbn) runs in a worker pool with a deadline: a burst of long
// passwords must not stall the event loop, and an estimate that does not come back in time
// answers 503 and changes nothing.
const EMAIL = 'owner@studio.test';
/** 128 characters of leet-speak: the estimator's worst case. */
const LONG_PASSWORD = 'P@55w0rd!1$'.repeat(12).slice(0, 128);
/** Same database, but no estimate can come back within its 1 ms deadline. */
let late: Harness;

const { h, tdb } = useApi({
  users: [{ email: EMAIL }],
  beforeEach: async () => {
    await late.clearOutbox();
  },
});
// A second app on the same data: the helper's own hooks run first, so `h` is up here.
beforeAll(async () => {
  late = await createHarness({
    database: tdb.openAnother(),
    clock: h.clock,
    env: { PASSWORD_CHECK_DEADLINE_MS: '1' },
  });
});
afterAll(async () => {
  await late?.close();
});

const resetCode = async (app: Harness, email: string) => {
  await post(app, '/api/forgot-password', { email });
  return await lastCodeTo(app, email);
};

describe('the strength estimate runs off the main thread', () => {
  it('/api/health answers while 8 long-password resets wait for their estimates', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `user${i}@studio.test`);
    for (const email of emails) await seedUser(tdb.database, { email, role: 'admin' });
    const codes = await Promise.all(emails.map((email) => resetCode(h, email)));
    // The pool's one-off start (loading the dictionaries) is not what this test is about.
    await h.app.passwordEstimator.estimate({ password: 'warm-up', userInputs: [] });

    const resets = emails.map((email, i) =>
      post(h, '/api/admin/reset-password', { email, otp: codes[i], newPassword: LONG_PASSWORD }),
    );
    while (h.app.passwordEstimator.inFlight === 0) await new Promise(setImmediate);
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // Health answered while estimates were still pending: they do not hold the event loop.
    expect(h.app.passwordEstimator.inFlight).toBeGreaterThan(0);
    for (const response of await Promise.all(resets))
      expect([200, 503]).toContain(response.statusCode);
  });
});

describe('an estimate past its deadline', () => {
  it('reset-password answers 503 with Retry-After and keeps the password and the code', async () => {
    const code = await resetCode(late, EMAIL);
    const response = await post(late, '/api/admin/reset-password', {
      email: EMAIL,
      otp: code,
      newPassword: LONG_PASSWORD,
    });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ success: false, message: HttpMessages.unavailable });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const [challenge] = await tdb.database.db
      .select({ attempts: otpChallenges.attempts, consumedAt: otpChallenges.consumedAt })
      .from(otpChallenges)
      .where(eq(otpChallenges.email, EMAIL));
    expect(challenge).toEqual({ attempts: 0, consumedAt: null });
    // The code still works where estimates come back in time; the old password still signed in.
    // (A short passphrase here: the long one's estimate can itself pass 2 s on a loaded CI host,
    // and what is tested is that the code survived, not the estimator's speed.)
    await signIn(h, EMAIL, STRONG_PASSWORD);
    const retried = await post(h, '/api/admin/reset-password', {
      email: EMAIL,
      otp: code,
      newPassword: OTHER_STRONG_PASSWORD,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await signIn(h, EMAIL, OTHER_STRONG_PASSWORD);
  });

  it('change-password answers 503 and the password stays', async () => {
    const token = await signIn(late, EMAIL);
    const response = await late.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: withCookie(late, token),
      payload: { currentPassword: STRONG_PASSWORD, newPassword: LONG_PASSWORD },
    });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ success: false, message: HttpMessages.unavailable });
    expect(response.headers['retry-after']).toBeDefined();
    h.clock.advance(60_000);
    await signIn(h, EMAIL, STRONG_PASSWORD);
  });
});

describe('cheap checks come first', () => {
  it('reset-password without a live code answers the wrong-code 400 before judging the password', async () => {
    const response = await post(h, '/api/admin/reset-password', {
      email: EMAIL,
      otp: '123456',
      newPassword: 'password1',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      message: AuthMessages.invalidResetCode,
      errors: [{ field: 'otp', message: AuthMessages.invalidResetCode }],
    });
  });
});
