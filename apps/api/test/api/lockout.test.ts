import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuthMessages, lockedMessage } from '@studio/contracts';
import { auditLog, authLockouts } from '../../src/db/schema.js';
import { MINUTE, SECOND } from '../../src/clock.js';
import { useApi } from '../support/api.js';
import { STRONG_PASSWORD, json, post, lastCodeTo } from '../support/harness.js';

const EMAIL = 'owner@studio.test';
const WRONG = 'definitely-not-it';
const { h, tdb } = useApi({ users: [{ email: EMAIL }] });

const credentials = (email: string, password: string) =>
  post(h, '/api/super-admin/verify-credentials', { email, password });
const failTimes = async (email: string, times: number) => {
  for (let i = 0; i < times; i += 1) expect((await credentials(email, WRONG)).statusCode).toBe(401);
};

describe('lockout per email (WSTG-ATHN-03 sequence)', () => {
  it('4 failures, then the right password still works', async () => {
    await failTimes(EMAIL, 4);
    expect((await credentials(EMAIL, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('the 5th failure answers 401 like the others, then even the right password gets 423 with Retry-After', async () => {
    await failTimes(EMAIL, 5);
    const locked = await credentials(EMAIL, STRONG_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(json(locked)).toEqual({
      success: false,
      message: 'Account temporarily locked. Try again in 15 minutes.',
    });
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.headers['cache-control']).toBe('no-store');
    expect(await h.outbox()).toHaveLength(0);
  });

  it('still locked at +14:59 (1 minute, Retry-After 1), open at +15:01', async () => {
    await failTimes(EMAIL, 5);
    h.clock.advance(15 * MINUTE - SECOND);
    const still = await credentials(EMAIL, STRONG_PASSWORD);
    expect(still.statusCode).toBe(423);
    expect(json(still)).toEqual({ success: false, message: lockedMessage(1) });
    expect(lockedMessage(1)).toBe('Account temporarily locked. Try again in 1 minute.');
    expect(still.headers['retry-after']).toBe('1');
    h.clock.advance(2 * SECOND);
    expect((await credentials(EMAIL, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('failures older than the 15-minute window do not add up', async () => {
    await failTimes(EMAIL, 4);
    h.clock.advance(15 * MINUTE + SECOND);
    await failTimes(EMAIL, 4);
    expect((await credentials(EMAIL, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('a completed sign-in resets the counter', async () => {
    await failTimes(EMAIL, 4);
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    expect(
      (await post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp: code })).statusCode,
    ).toBe(200);
    expect(await tdb.database.db.select().from(authLockouts)).toHaveLength(0);
    await failTimes(EMAIL, 4);
    h.clock.advance(MINUTE);
    expect((await credentials(EMAIL, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('unknown emails are counted and locked too, so 423 reveals nothing', async () => {
    await failTimes('ghost@studio.test', 5);
    const response = await credentials('ghost@studio.test', WRONG);
    expect(response.statusCode).toBe(423);
    expect(json(response)).toEqual({ success: false, message: lockedMessage(15) });
  });

  it('counts per normalised email: case does not open a new counter', async () => {
    await failTimes('Owner@Studio.test', 3);
    await failTimes('OWNER@STUDIO.TEST', 2);
    expect((await credentials(EMAIL, STRONG_PASSWORD)).statusCode).toBe(423);
  });

  it('wrong codes count toward the same lock', async () => {
    await failTimes(EMAIL, 3);
    await credentials(EMAIL, STRONG_PASSWORD);
    const code = await lastCodeTo(h, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp: wrong })).statusCode,
    ).toBe(401);
    expect(
      (await post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp: wrong })).statusCode,
    ).toBe(401);
    const locked = await post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp: code });
    expect(locked.statusCode).toBe(423);
  });

  it('parallel failed sign-ins count exactly, and the 5th locks', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => credentials(EMAIL, WRONG)));
    expect(results.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const [row] = await tdb.database.db
      .select()
      .from(authLockouts)
      .where(eq(authLockouts.email, EMAIL));
    expect(row?.failures).toBe(5);
    expect(row?.lockedUntil?.toISOString()).toBe(
      new Date(h.clock.now().getTime() + 15 * MINUTE).toISOString(),
    );
    expect((await credentials(EMAIL, STRONG_PASSWORD)).statusCode).toBe(423);
  });

  it('audits every failure, the lockout and the locked attempts', async () => {
    await failTimes(EMAIL, 5);
    await credentials(EMAIL, STRONG_PASSWORD);
    const rows = await tdb.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      ...Array.from({ length: 5 }, () => 'sign_in.password_failed'),
      'lockout.started',
      'sign_in.locked',
    ]);
    expect(rows.every((row) => row.subjectEmail === EMAIL && row.ip === '127.0.0.1')).toBe(true);
  });

  it('forgot-password stays usable while the email is locked and mails a code', async () => {
    await failTimes(EMAIL, 5);
    const response = await post(h, '/api/forgot-password', { email: EMAIL });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: AuthMessages.forgotPassword });
    expect(await lastCodeTo(h, EMAIL)).toMatch(/^[0-9]{6}$/);
  });
});
