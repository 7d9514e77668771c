import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { AuthMessages } from '@studio/contracts';
import { auditLog } from '../../src/db/schema.js';
import { MINUTE, SECOND } from '../../src/clock.js';
import { userByEmail } from '../support/database.js';
import { useApi } from '../support/api.js';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  json,
  lastMailTo,
  post,
  seedUser,
  signIn,
  withCookie,
  lastCodeTo,
} from '../support/harness.js';

const EMAIL = 'owner@studio.test';
const FORGOT_OK = { success: true, message: AuthMessages.forgotPassword };
const { h, tdb } = useApi({ users: [{ email: EMAIL }] });

const forgot = (email: string) => post(h, '/api/forgot-password', { email });
const reset = (email: string, otp: string, newPassword: string) =>
  post(h, '/api/admin/reset-password', { email, otp, newPassword });
const session = (token: string) =>
  h.app.inject({ method: 'GET', url: '/api/auth/session', headers: withCookie(h, token) });

describe('POST /api/forgot-password', () => {
  it('answers the same 200 for a known email, an unknown one, and a repeat inside 60 s', async () => {
    const known = await forgot(EMAIL);
    h.clock.advance(10 * SECOND);
    const repeat = await forgot(EMAIL);
    const unknown = await forgot('nobody@studio.test');
    const unknownRepeat = await forgot('nobody@studio.test');
    for (const response of [known, repeat, unknown, unknownRepeat]) {
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual(FORGOT_OK);
      expect(response.headers['retry-after']).toBeUndefined();
    }
    const mails = await h.outbox();
    expect(mails.map((mail) => mail.to)).toEqual([EMAIL]);
    expect(mails[0]?.subject).toBe('Sargam Studios password reset code');
    expect(mails[0]?.text).toContain('http://localhost:3001/reset-password/new');
  });

  it('mails a new code once 60 s have passed, and the new code replaces the old', async () => {
    await forgot(EMAIL);
    const first = await lastCodeTo(h, EMAIL);
    h.clock.advance(60 * SECOND);
    await forgot(EMAIL);
    expect(await h.outbox()).toHaveLength(2);
    const second = await lastCodeTo(h, EMAIL);
    if (first !== second)
      expect((await reset(EMAIL, first, OTHER_STRONG_PASSWORD)).statusCode).toBe(400);
    expect((await reset(EMAIL, second, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('asking for a code changes nothing: the old password still signs in', async () => {
    await forgot(EMAIL);
    await expect(signIn(h, EMAIL)).resolves.toMatch(/^ey/);
  });

  it('sends nothing to blocked accounts, with the same answer', async () => {
    await seedUser(tdb.database, { email: 'blocked@studio.test', status: 'blocked' });
    expect(json(await forgot('blocked@studio.test'))).toEqual(FORGOT_OK);
    expect(await h.outbox()).toHaveLength(0);
  });
});

describe('POST /api/admin/reset-password', () => {
  it('sets the password, revokes every session, mails a notice, signs nobody in', async () => {
    const tokenA = await signIn(h, EMAIL);
    h.clock.advance(2 * MINUTE);
    const tokenB = await signIn(h, EMAIL);
    h.clock.advance(2 * MINUTE);
    await forgot(EMAIL);
    const code = await lastCodeTo(h, EMAIL);
    const response = await reset(EMAIL, code, OTHER_STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: AuthMessages.passwordReset });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await session(tokenA)).statusCode).toBe(401);
    expect((await session(tokenB)).statusCode).toBe(401);
    const notice = await lastMailTo(h, EMAIL);
    expect(notice.subject).toBe('Sargam Studios: your password was changed');
    const oldPassword = await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    expect(oldPassword.statusCode).toBe(401);
    h.clock.advance(2 * MINUTE);
    await expect(signIn(h, EMAIL, OTHER_STRONG_PASSWORD)).resolves.toMatch(/^ey/);
    const row = await userByEmail(tdb.database, EMAIL);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const actions = (await tdb.database.db.select().from(auditLog).orderBy(asc(auditLog.id))).map(
      (r) => r.action,
    );
    expect(actions).toContain('password.reset');
    expect(actions).toContain('password.reset_requested');
  });

  it('refuses a wrong code with 400, and after 5 wrong codes even the right one', async () => {
    await forgot(EMAIL);
    const code = await lastCodeTo(h, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await reset(EMAIL, wrong, OTHER_STRONG_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        success: false,
        message: AuthMessages.invalidResetCode,
        errors: [{ field: 'otp', message: AuthMessages.invalidResetCode }],
      });
    }
    expect((await reset(EMAIL, code, OTHER_STRONG_PASSWORD)).statusCode).toBe(400);
  });

  it('refuses an expired code (10 minutes) and a code for another email', async () => {
    await seedUser(tdb.database, { email: 'other@studio.test', role: 'admin' });
    await forgot(EMAIL);
    const code = await lastCodeTo(h, EMAIL);
    expect((await reset('other@studio.test', code, OTHER_STRONG_PASSWORD)).statusCode).toBe(400);
    h.clock.advance(10 * MINUTE + SECOND);
    expect((await reset(EMAIL, code, OTHER_STRONG_PASSWORD)).statusCode).toBe(400);
  });

  it('a sign-in code is not a reset code', async () => {
    await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    const signInCode = await lastCodeTo(h, EMAIL);
    expect((await reset(EMAIL, signInCode, OTHER_STRONG_PASSWORD)).statusCode).toBe(400);
  });

  it.each([
    ['7 characters', 'aB3$xY9', 'Must be at least 8 characters long'],
    ['129 characters', 'x'.repeat(129), 'Must be at most 128 characters long'],
  ])('refuses %s by schema, keeping the code', async (_case, password, message) => {
    await forgot(EMAIL);
    const code = await lastCodeTo(h, EMAIL);
    const response = await reset(EMAIL, code, password);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      message: 'Invalid request',
      errors: [{ field: 'newPassword', message }],
    });
    expect((await reset(EMAIL, code, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a guessable password with zxcvbn feedback, keeping the code', async () => {
    await forgot(EMAIL);
    const code = await lastCodeTo(h, EMAIL);
    const response = await reset(EMAIL, code, 'password1');
    expect(response.statusCode).toBe(400);
    const message = 'This password is too easy to guess. This is a commonly used password.';
    expect(json(response)).toEqual({
      success: false,
      message,
      errors: [{ field: 'newPassword', message }],
    });
    expect((await reset(EMAIL, code, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts 8, 64 and 128 characters and keeps Unicode exactly', async () => {
    const candidates = [
      'Zq8#vLp2',
      // 64 characters, cut between code points (a lone half of the emoji would be refused).
      [...`${'mélodie-🎵-'.repeat(6)}1234`].slice(0, 64).join(''),
      'r4ga-'.repeat(25) + 'end',
    ];
    for (const password of candidates) {
      await tdb.reset();
      await seedUser(tdb.database, { email: EMAIL });
      h.clock.advance(2 * MINUTE);
      await forgot(EMAIL);
      const code = await lastCodeTo(h, EMAIL);
      const response = await reset(EMAIL, code, password);
      expect(response.statusCode).toBe(200);
      h.clock.advance(2 * MINUTE);
      await expect(signIn(h, EMAIL, password)).resolves.toMatch(/^ey/);
    }
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, body: unknown) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: withCookie(h, token),
      payload: body as object,
    });

  it('needs a session', async () => {
    const response = await post(h, '/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: OTHER_STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password, keeps this session, revokes the others, mails a notice', async () => {
    const other = await signIn(h, EMAIL);
    h.clock.advance(2 * MINUTE);
    const mine = await signIn(h, EMAIL);
    const response = await change(mine, {
      currentPassword: STRONG_PASSWORD,
      newPassword: OTHER_STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: AuthMessages.passwordChanged });
    expect((await session(mine)).statusCode).toBe(200);
    expect((await session(other)).statusCode).toBe(401);
    expect((await lastMailTo(h, EMAIL)).subject).toBe('Sargam Studios: your password was changed');
  });

  it('refuses a wrong current password (counted toward the lockout) and a weak new one', async () => {
    const token = await signIn(h, EMAIL);
    const wrong = await change(token, {
      currentPassword: 'not-my-password',
      newPassword: OTHER_STRONG_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({
      success: false,
      message: AuthMessages.currentPasswordWrong,
      errors: [{ field: 'currentPassword', message: AuthMessages.currentPasswordWrong }],
    });
    const weak = await change(token, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'qwertyuiop',
    });
    expect(weak.statusCode).toBe(400);
    expect(json(weak)).toMatchObject({ success: false, errors: [{ field: 'newPassword' }] });
    for (let i = 0; i < 4; i += 1)
      await change(token, {
        currentPassword: 'not-my-password',
        newPassword: OTHER_STRONG_PASSWORD,
      });
    const locked = await change(token, {
      currentPassword: STRONG_PASSWORD,
      newPassword: OTHER_STRONG_PASSWORD,
    });
    expect(locked.statusCode).toBe(423);
  });
});
