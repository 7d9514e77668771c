import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AuthMessages } from '@studio/contracts';
import { MINUTE, SECOND } from '../../src/clock.js';
import { auditLog, authLockouts, otpChallenges } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  json,
  post,
  signIn,
  withCookie,
  lastCodeTo,
} from '../support/harness.js';

const EMAIL = 'owner@studio.test';
const { h, tdb } = useApi({ users: [{ email: EMAIL }] });

const forgot = (email: string) => post(h, '/api/forgot-password', { email });
const reset = (otp: string, newPassword = OTHER_STRONG_PASSWORD) =>
  post(h, '/api/admin/reset-password', { email: EMAIL, otp, newPassword });
const credentials = (password: string) =>
  post(h, '/api/super-admin/verify-credentials', { email: EMAIL, password });
const session = (token: string) =>
  h.app.inject({ method: 'GET', url: '/api/auth/session', headers: withCookie(h, token) });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const WRONG_CODE_ANSWER = {
  success: false,
  message: AuthMessages.invalidResetCode,
  errors: [{ field: 'otp', message: AuthMessages.invalidResetCode }],
};
const mailsTo = async (email: string) =>
  (await h.outbox()).filter((mail) => mail.to === email).length;

/** A new reset code, past the 60 s resend interval. */
async function newCode(): Promise<string> {
  h.clock.advance(61 * SECOND);
  await forgot(EMAIL);
  return await lastCodeTo(h, EMAIL);
}

describe('the hourly budget of wrong reset codes survives new codes', () => {
  it('after 10 wrong codes over 3 mailed codes, the right code is refused unjudged and no code is mailed', async () => {
    for (const wrongTries of [5, 4]) {
      const code = await newCode();
      for (let i = 0; i < wrongTries; i += 1)
        expect((await reset(wrongOf(code))).statusCode).toBe(400);
    }
    const code = await newCode();
    expect((await reset(wrongOf(code))).statusCode).toBe(400);

    const right = await reset(code);
    expect(right.statusCode).toBe(400);
    expect(json(right)).toEqual(WRONG_CODE_ANSWER);
    const [challenge] = await tdb.database.db
      .select({ attempts: otpChallenges.attempts })
      .from(otpChallenges)
      .where(eq(otpChallenges.email, EMAIL));
    expect(challenge?.attempts).toBe(1);

    const mailed = await mailsTo(EMAIL);
    h.clock.advance(61 * SECOND);
    const again = await forgot(EMAIL);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ success: true, message: AuthMessages.forgotPassword });
    expect(await mailsTo(EMAIL)).toBe(mailed);
    // Sign-in is not affected.
    await signIn(h, EMAIL, STRONG_PASSWORD);
  });

  it('an hour after the budget ran out, a new code is mailed and works', async () => {
    for (let round = 0; round < 2; round += 1) {
      const code = await newCode();
      for (let i = 0; i < 5; i += 1) await reset(wrongOf(code));
    }
    h.clock.advance(60 * MINUTE);
    const code = await newCode();
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('reset stays usable while sign-in is locked, and the reset lifts the lock', async () => {
    for (let i = 0; i < 5; i += 1) await credentials('wrong-password-1');
    expect((await credentials(STRONG_PASSWORD)).statusCode).toBe(423);
    const code = await newCode();
    expect((await reset(code)).statusCode).toBe(200);
    expect((await credentials(OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a password change or reset commits with its audit row, or not at all', () => {
  // The audit insert fails honestly: a trigger on this test's own audit table refuses it.
  const refuseAudit = async (action: string) => {
    await tdb.database.db.execute(
      sql.raw(`create or replace function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit refused'; end $$`),
    );
    await tdb.database.db.execute(
      sql.raw(`create trigger refuse_audit before insert on audit_log for each row
        when (new.action = '${action}') execute function refuse_audit()`),
    );
  };
  afterEach(async () => {
    await tdb.database.db.execute(sql.raw('drop trigger if exists refuse_audit on audit_log'));
  });

  it('reset: the password, the sessions, the code and the lock counter stay as they were', async () => {
    const token = await signIn(h, EMAIL);
    await credentials('wrong-password-1');
    const code = await newCode();
    await refuseAudit('password.reset');
    expect((await reset(code)).statusCode).toBe(500);
    expect((await session(token)).statusCode).toBe(200);
    expect(await tdb.database.db.select().from(authLockouts)).toHaveLength(1);
    const [challenge] = await tdb.database.db
      .select({ consumedAt: otpChallenges.consumedAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.email, EMAIL), eq(otpChallenges.purpose, 'password_reset')));
    expect(challenge?.consumedAt).toBeNull();
    expect((await credentials(OTHER_STRONG_PASSWORD)).statusCode).toBe(401);
    h.clock.advance(61 * SECOND);
    expect((await credentials(STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('change: the password and the other sessions stay as they were', async () => {
    const other = await signIn(h, EMAIL);
    h.clock.advance(61 * SECOND);
    const token = await signIn(h, EMAIL);
    await refuseAudit('password.changed');
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: withCookie(h, token),
      payload: { currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    expect((await session(other)).statusCode).toBe(200);
    const changed = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'password.changed'));
    expect(changed).toHaveLength(0);
    expect((await credentials(OTHER_STRONG_PASSWORD)).statusCode).toBe(401);
  });
});

describe('routes behind a session check it before reading the body', () => {
  it.each([
    ['a bad body', { currentPassword: 1, newPassword: ['x'] }],
    ['an unknown field', { currentPassword: 'x', newPassword: 'y', isAdmin: true }],
  ])('anonymous change-password with %s → 401, no field list', async (_name, payload) => {
    const response = await post(h, '/api/auth/change-password', payload);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, message: AuthMessages.signInRequired });
  });

  it('anonymous logout with a malformed body → 401', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"x": ',
    });
    expect(response.statusCode).toBe(401);
  });
});
