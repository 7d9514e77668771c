import { beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { AuthMessages, codeStillValidMessage } from '@studio/contracts';
import { auditLog, otpChallenges, sessions, users } from '../../src/db/schema.js';
import { MINUTE, SECOND } from '../../src/clock.js';
import { useApi } from '../support/api.js';
import {
  STRONG_PASSWORD,
  codeOf,
  json,
  lastMailTo,
  post,
  seedUser,
  sessionToken,
  lastCodeTo,
} from '../support/harness.js';

const EMAIL = 'owner@studio.test';
const { h, tdb } = useApi();

const credentials = (email: string, password: string) =>
  post(h, '/api/super-admin/verify-credentials', { email, password });
const otp = (email: string, code: string) =>
  post(h, '/api/super-admin/verify-otp', { email, otp: code });
const actions = async () =>
  (await tdb.database.db.select().from(auditLog).orderBy(asc(auditLog.id))).map(
    (row) => row.action,
  );

describe('given an active super admin', () => {
  beforeEach(async () => {
    await seedUser(tdb.database, { email: EMAIL });
  });

  it('the password step mails a 6-digit code and answers 200 without any token', async () => {
    const response = await credentials('Owner@Studio.TEST', STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      message: AuthMessages.codeSent,
      codeSent: true,
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    const mail = await lastMailTo(h, EMAIL);
    expect(mail.subject).toBe('Sargam Studios sign-in code');
    expect(codeOf(mail)).toMatch(/^[0-9]{6}$/);
    expect(mail.html).toContain(codeOf(mail));
    expect(mail.html).toContain('Sargam Studios');
    expect(await actions()).toEqual(['sign_in.password_ok', 'otp.sent']);
  });

  it('stores an HMAC of the code, never the code', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    const [row] = await tdb.database.db.select().from(otpChallenges);
    expect(row?.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHmac).not.toContain(code);
  });

  it('the right code signs in: session cookie, user and expiry in the body, audit entry', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const response = await otp(EMAIL, await lastCodeTo(h, EMAIL));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      message: AuthMessages.signedIn,
      user: { email: EMAIL, firstName: 'Asha', lastName: 'Rao', role: 'super_admin' },
      expiresAt: new Date(h.clock.now().getTime() + 24 * 60 * MINUTE).toISOString(),
      idleExpiresAt: new Date(h.clock.now().getTime() + 30 * MINUTE).toISOString(),
    });
    const cookie = response.cookies.find((c) => c.name === 'studio_session');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict', maxAge: 86400 });
    expect(response.body).not.toContain(cookie?.value);
    expect(await actions()).toEqual(['sign_in.password_ok', 'otp.sent', 'sign_in.succeeded']);
  });

  it('a code works once: the replay is refused', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    expect((await otp(EMAIL, code)).statusCode).toBe(200);
    const replay = await otp(EMAIL, code);
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual({ success: false, message: AuthMessages.invalidOtp });
  });

  it('a code expires after 10 minutes', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    h.clock.advance(10 * MINUTE + SECOND);
    const response = await otp(EMAIL, code);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, message: AuthMessages.invalidOtp });
  });

  it('a code is still good at 9:59', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    h.clock.advance(10 * MINUTE - SECOND);
    expect((await otp(EMAIL, code)).statusCode).toBe(200);
  });

  it('after 4 wrong codes the right one still works; after 5 the challenge is dead', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await otp(EMAIL, wrong)).statusCode).toBe(401);
    expect((await otp(EMAIL, code)).statusCode).toBe(200);

    await tdb.reset();
    await seedUser(tdb.database, { email: EMAIL });
    h.clock.advance(2 * MINUTE);
    await credentials(EMAIL, STRONG_PASSWORD);
    const second = await lastCodeTo(h, EMAIL);
    const wrong2 = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await otp(EMAIL, wrong2)).statusCode).toBe(401);
    // The fifth failure also locked the email: the right code meets the lock first.
    const afterFive = await otp(EMAIL, second);
    expect(afterFive.statusCode).toBe(423);
    const [challenge] = await tdb.database.db.select().from(otpChallenges);
    expect(challenge?.attempts).toBe(5);
    expect(challenge?.consumedAt).toBeNull();
  });

  it('a dead challenge (5 tries) refuses the right code even once the lock is over', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await otp(EMAIL, wrong);
    h.clock.advance(5 * MINUTE);
    // The code's own 10 minutes are not over, the lock is still on: 423.
    expect((await otp(EMAIL, code)).statusCode).toBe(423);
    await tdb.database.db.delete(otpChallenges).where(eq(otpChallenges.attempts, 99));
    h.clock.advance(11 * MINUTE);
    const response = await otp(EMAIL, code);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, message: AuthMessages.invalidOtp });
  });

  it('the right password again inside 60 s answers 200 without mailing: the code already sent stands; at 60 s a new code replaces the old', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const first = await lastCodeTo(h, EMAIL);
    const mailsBefore = (await h.outbox()).length;
    h.clock.advance(59 * SECOND);
    const early = await credentials(EMAIL, STRONG_PASSWORD);
    expect(early.statusCode).toBe(200);
    expect(early.headers['retry-after']).toBeUndefined();
    expect(json(early)).toEqual({
      success: true,
      message: codeStillValidMessage(1),
      codeSent: false,
      expiresInSeconds: 600 - 59,
      resendAfterSeconds: 1,
    });
    expect((await h.outbox()).length).toBe(mailsBefore);
    // The person who went back to the password step can still type the code in their inbox.
    h.clock.advance(SECOND);
    const resent = await credentials(EMAIL, STRONG_PASSWORD);
    expect(resent.statusCode).toBe(200);
    expect(json(resent)).toMatchObject({ codeSent: true, resendAfterSeconds: 60 });
    expect((await h.outbox()).length).toBe(mailsBefore + 1);
    const second = await lastCodeTo(h, EMAIL);
    const rows = await tdb.database.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.email, EMAIL), eq(otpChallenges.purpose, 'sign_in')));
    expect(rows).toHaveLength(1);
    if (second !== first) {
      expect((await otp(EMAIL, first)).statusCode).toBe(401);
    }
    expect((await otp(EMAIL, second)).statusCode).toBe(200);
  });

  it('inside 60 s of a code, the right password then the code still signs in; a wrong password is refused and counted', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    h.clock.advance(10 * SECOND);
    const wrong = await credentials(EMAIL, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual({ success: false, message: AuthMessages.invalidCredentials });
    const again = await credentials(EMAIL, STRONG_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({ codeSent: false, resendAfterSeconds: 50 });
    expect((await otp(EMAIL, code)).statusCode).toBe(200);
  });

  it('inside 60 s of a code that is already used, the right password mails a new one (the old one no longer stands)', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    expect((await otp(EMAIL, await lastCodeTo(h, EMAIL))).statusCode).toBe(200);
    const mailsBefore = (await h.outbox()).length;
    h.clock.advance(10 * SECOND);
    const again = await credentials(EMAIL, STRONG_PASSWORD);
    expect(json(again)).toMatchObject({ codeSent: true, expiresInSeconds: 600 });
    expect((await h.outbox()).length).toBe(mailsBefore + 1);
    expect((await otp(EMAIL, await lastCodeTo(h, EMAIL))).statusCode).toBe(200);
  });

  it('two correct submits at once give exactly one session', async () => {
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    const results = await Promise.all([otp(EMAIL, code), otp(EMAIL, code), otp(EMAIL, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await tdb.database.db.select().from(sessions)).toHaveLength(1);
  });

  it('a code mailed for one email does not sign in another', async () => {
    await seedUser(tdb.database, { email: 'second@studio.test', role: 'admin' });
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    const response = await otp('second@studio.test', code);
    expect(response.statusCode).toBe(401);
  });

  it('an admin (role admin) signs in on the same endpoints', async () => {
    await seedUser(tdb.database, { email: 'editor@studio.test', role: 'admin' });
    await credentials('editor@studio.test', STRONG_PASSWORD);
    const response = await otp('editor@studio.test', await lastCodeTo(h, 'editor@studio.test'));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ user: { role: 'admin' } });
    expect(sessionToken(response, 'studio_session')).toMatch(/^ey/);
  });
});

describe('sign-in failures look the same whatever the cause', () => {
  beforeEach(async () => {
    await seedUser(tdb.database, { email: EMAIL });
    await seedUser(tdb.database, { email: 'blocked@studio.test', status: 'blocked' });
    await seedUser(tdb.database, { email: 'frozen@studio.test', status: 'frozen' });
    await seedUser(tdb.database, { email: 'deleted@studio.test', status: 'deleted' });
  });

  it.each([
    ['unknown email', 'nobody@studio.test', STRONG_PASSWORD],
    ['wrong password', EMAIL, 'not-the-password-at-all'],
    ['blocked account, right password', 'blocked@studio.test', STRONG_PASSWORD],
    ['frozen account, right password', 'frozen@studio.test', STRONG_PASSWORD],
    ['deleted account, right password', 'deleted@studio.test', STRONG_PASSWORD],
  ])('%s → 401 "Invalid email or password", no mail', async (_case, email, password) => {
    const response = await credentials(email, password);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, message: 'Invalid email or password' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await h.outbox()).toHaveLength(0);
  });

  it('an unknown email goes through argon2 verification of the dummy hash', async () => {
    const passwords = await import('../../src/domain/passwords.js');
    // Structural check: the dummy hash exists and is a real argon2id hash with the policy's cost.
    expect(await passwords.dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const response = await credentials('nobody@studio.test', STRONG_PASSWORD);
    expect(response.statusCode).toBe(401);
    const [entry] = await tdb.database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'sign_in.password_failed',
      subjectEmail: 'nobody@studio.test',
      reason: 'no_account',
      ip: '127.0.0.1',
    });
  });
});

describe('password hashes below the policy', () => {
  it('are rehashed with argon2id 19 MiB/2/1 at the next successful password step', async () => {
    const { hash } = await import('@node-rs/argon2');
    const user = await seedUser(tdb.database, { email: EMAIL });
    const weak = await hash(STRONG_PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await tdb.database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    expect((await credentials(EMAIL, STRONG_PASSWORD)).statusCode).toBe(200);
    const [row] = await tdb.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
