import { describe, expect, it } from 'vitest';
import { AuthMessages } from '@studio/contracts';
import { sessions } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  json,
  lastCodeTo,
  post,
  seedUser,
} from '../support/harness.js';

// A right code sent several times at once (a double click, a retrying client): one submit wins,
// the others find the code used. Those losing submits answer as a used code does, but they were
// right, so they never count toward the lockout or the reset budget.
const EMAIL = 'owner@studio.test';
const { h, tdb } = useApi({
  harness: { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000000' } },
  beforeEach: async () => {
    await seedUser(tdb.database, { email: EMAIL });
  },
});
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('six parallel submits of the right sign-in code', () => {
  it('one signs in (one session), five answer 401 as a used code, and the next sign-in is not locked', async () => {
    await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    const otp = await lastCodeTo(h, EMAIL);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 401, 401, 401, 401, 401]);
    for (const answer of answers.filter((a) => a.statusCode === 401))
      expect(json(answer)).toEqual({ success: false, message: AuthMessages.invalidOtp });
    expect(await tdb.database.db.select().from(sessions)).toHaveLength(1);

    h.clock.advance(61_000);
    const again = await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  });

  it('the used code sent again later still answers 401 and still counts for nothing', async () => {
    await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    const otp = await lastCodeTo(h, EMAIL);
    expect((await post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 6; i += 1) {
      const replay = await post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp });
      expect(replay.statusCode).toBe(401);
    }
    const next = await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    expect(next.statusCode).not.toBe(423);
  });
});

describe('six parallel submits of the right reset code', () => {
  it('one resets, five answer the wrong-code 400, and the hourly budget is not spent by them', async () => {
    await post(h, '/api/forgot-password', { email: EMAIL });
    const otp = await lastCodeTo(h, EMAIL);
    const reset = (code: string) =>
      post(h, '/api/admin/reset-password', {
        email: EMAIL,
        otp: code,
        newPassword: OTHER_STRONG_PASSWORD,
      });
    const answers = await Promise.all(Array.from({ length: 6 }, () => reset(otp)));
    expect(statuses(answers)).toEqual([200, 400, 400, 400, 400, 400]);

    // Five wrong tries of a new code fill the hourly budget of ten only if the five losing
    // submits above were counted; then no new code would be mailed.
    h.clock.advance(61_000);
    await post(h, '/api/forgot-password', { email: EMAIL });
    const second = await lastCodeTo(h, EMAIL);
    for (let i = 0; i < 5; i += 1) expect((await reset(wrongCode(second))).statusCode).toBe(400);
    await h.clearOutbox();
    h.clock.advance(61_000);
    await post(h, '/api/forgot-password', { email: EMAIL });
    expect((await h.outbox()).map((mail) => mail.to)).toEqual([EMAIL]);
  });

  it('the used reset code sent ten more times answers 400 each time and leaves the budget whole', async () => {
    await post(h, '/api/forgot-password', { email: EMAIL });
    const otp = await lastCodeTo(h, EMAIL);
    const reset = () =>
      post(h, '/api/admin/reset-password', {
        email: EMAIL,
        otp,
        newPassword: OTHER_STRONG_PASSWORD,
      });
    expect((await reset()).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      const replay = await reset();
      expect(replay.statusCode).toBe(400);
      expect(json(replay)).toEqual({
        success: false,
        message: AuthMessages.invalidResetCode,
        errors: [{ field: 'otp', message: AuthMessages.invalidResetCode }],
      });
    }
    await h.clearOutbox();
    h.clock.advance(61_000);
    await post(h, '/api/forgot-password', { email: EMAIL });
    expect((await h.outbox()).map((mail) => mail.to)).toEqual([EMAIL]);
  });
});
