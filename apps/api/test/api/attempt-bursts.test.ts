import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuthMessages, lockedMessage } from '@studio/contracts';
import { otpChallenges } from '../../src/db/schema.js';
import { issueChallenge, matchCode } from '../../src/domain/otp.js';
import { useApi } from '../support/api.js';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  json,
  post,
  seedUser,
  signIn,
  lastCodeTo,
} from '../support/harness.js';

// Attempt limits under concurrent bursts: every attempt is reserved before it is judged, so a
// burst cannot slip past the counter that the requests before it have not written yet. The per-IP
// limit is raised far out of the way: the per-email rules alone must stop these bursts.
const EMAIL = 'owner@studio.test';
let userId: string;
const { h, tdb } = useApi({
  harness: { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000000' } },
  beforeEach: async () => {
    userId = (await seedUser(tdb.database, { email: EMAIL })).id;
  },
});

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (codes: number[], status: number) => codes.filter((c) => c === status).length;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('20 concurrent wrong passwords for one email', () => {
  it('at most 5 are judged (401); the rest answer 423 with the lock message', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(h, '/api/super-admin/verify-credentials', { email: EMAIL, password: 'wrong-pass-1' }),
      ),
    );
    const codes = statuses(responses);
    expect(count(codes, 401)).toBeLessThanOrEqual(5);
    expect(count(codes, 401) + count(codes, 423)).toBe(20);
    const locked = responses.find((r) => r.statusCode === 423);
    expect(locked && json(locked)).toEqual({ success: false, message: lockedMessage(15) });
    expect(locked?.headers['retry-after']).toBe('900');
  });

  it('the right password sent last in a burst of 24 wrong ones does not pass, and no code is mailed', async () => {
    const wrong = Array.from({ length: 24 }, () =>
      post(h, '/api/super-admin/verify-credentials', { email: EMAIL, password: 'wrong-pass-1' }),
    );
    const right = post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    const codes = statuses(await Promise.all(wrong));
    expect(count(codes, 401)).toBeLessThanOrEqual(5);
    expect((await right).statusCode).toBe(423);
    expect(await h.outbox()).toHaveLength(0);
  });
});

describe('sign-in codes under a burst', () => {
  it('24 wrong codes then the right one: at most 5 judged, the right one refused, no session', async () => {
    await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    const code = await lastCodeTo(h, EMAIL);
    const wrong = Array.from({ length: 24 }, () =>
      post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp: wrongCode(code) }),
    );
    const right = post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp: code });
    const codes = statuses(await Promise.all(wrong));
    expect(count(codes, 401)).toBeLessThanOrEqual(5);
    expect(count(codes, 401) + count(codes, 423)).toBe(24);
    const last = await right;
    expect(last.statusCode).not.toBe(200);
    expect(last.cookies).toHaveLength(0);
  });

  it('a challenge gives at most 5 tries to 20 parallel guesses; the right code after them is refused', async () => {
    const { db } = tdb.database;
    const key = h.app.keys.otp;
    const now = h.clock.now();
    const { code } = await issueChallenge(db, key, {
      email: EMAIL,
      purpose: 'sign_in',
      userId,
      now,
    });
    const guess = (otp: string) =>
      matchCode(db, key, { email: EMAIL, purpose: 'sign_in', code: otp, now });
    const wrong = Array.from({ length: 20 }, () => guess(wrongCode(code)));
    const right = guess(code);
    expect((await Promise.all(wrong)).every((matched) => matched === null)).toBe(true);
    expect(await right).toBeNull();
    const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.email, EMAIL));
    expect(row?.attempts).toBe(5);
  });
});

describe('reset codes under a burst', () => {
  it('24 wrong codes then the right one: every answer is the wrong-code 400 and the password is unchanged', async () => {
    await post(h, '/api/forgot-password', { email: EMAIL });
    const code = await lastCodeTo(h, EMAIL);
    const reset = (otp: string) =>
      post(h, '/api/admin/reset-password', {
        email: EMAIL,
        otp,
        newPassword: OTHER_STRONG_PASSWORD,
      });
    const wrong = Array.from({ length: 24 }, () => reset(wrongCode(code)));
    const right = reset(code);
    const answers = [...(await Promise.all(wrong)), await right];
    expect(new Set(statuses(answers))).toEqual(new Set([400]));
    expect(json(answers[24] as (typeof answers)[number])).toEqual({
      success: false,
      message: AuthMessages.invalidResetCode,
      errors: [{ field: 'otp', message: AuthMessages.invalidResetCode }],
    });
    const [row] = await tdb.database.db
      .select({ attempts: otpChallenges.attempts, consumedAt: otpChallenges.consumedAt })
      .from(otpChallenges)
      .where(eq(otpChallenges.email, EMAIL));
    expect(row).toEqual({ attempts: 5, consumedAt: null });
    // The old password still signs in.
    await signIn(h, EMAIL, STRONG_PASSWORD);
  });
});
