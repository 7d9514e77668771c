import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuthMessages } from '@studio/contracts';
import { sessions, users } from '../../src/db/schema.js';
import { HOUR, MINUTE } from '../../src/clock.js';
import { deriveKeys } from '../../src/domain/keys.js';
import { useApi } from '../support/api.js';
import { json, sessionToken, signIn, withCookie } from '../support/harness.js';

const EMAIL = 'owner@studio.test';
const SIGN_IN_REQUIRED = { success: false, message: AuthMessages.signInRequired };
const { h, tdb } = useApi({ users: [{ email: EMAIL }] });

const session = (headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: '/api/auth/session', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function forge(header: object, payload: object, key: Buffer | string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode(header)}.${encode(payload)}`;
  const algorithm = (header as { alg?: string }).alg === 'HS512' ? 'sha512' : 'sha256';
  return `${body}.${createHmac(algorithm, key).update(body).digest('base64url')}`;
}

describe('GET /api/auth/session', () => {
  it('answers the user and expiry with the cookie, and the same with Bearer', async () => {
    const token = await signIn(h, EMAIL);
    const expected = {
      success: true,
      user: { email: EMAIL, firstName: 'Asha', lastName: 'Rao', role: 'super_admin' },
      expiresAt: new Date(h.clock.now().getTime() + 24 * HOUR).toISOString(),
      idleExpiresAt: new Date(h.clock.now().getTime() + 30 * MINUTE).toISOString(),
    };
    const byCookie = await session(withCookie(h, token));
    expect(byCookie.statusCode).toBe(200);
    expect(json(byCookie)).toEqual(expected);
    expect(byCookie.headers['cache-control']).toBe('no-store');
    const byBearer = await session(bearer(token));
    expect(byBearer.statusCode).toBe(200);
    expect(json(byBearer)).toEqual(expected);
  });

  it('answers 401 without a session, with garbage, with a malformed Authorization header', async () => {
    for (const headers of [
      {},
      withCookie(h, 'garbage'),
      bearer('a.b.c'),
      { authorization: 'Basic abc' },
    ]) {
      const response = await session(headers);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual(SIGN_IN_REQUIRED);
    }
  });

  it('refuses forged tokens: alg none, HS512, wrong key, missing claims, expired, unknown session', async () => {
    const token = await signIn(h, EMAIL);
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const key = deriveKeys('test-secret-that-is-certainly-longer-than-32-bytes').session;
    const now = Math.floor(h.clock.now().getTime() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      forge({ alg: 'HS512', typ: 'JWT' }, claims, key),
      forge({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-of-sufficient-length-123'),
      forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, role: undefined }, key),
      forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: undefined }, key),
      forge(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iat: now - 2 * 86400, exp: now - 86400 },
        key,
      ),
      forge(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, sid: '00000000-0000-4000-8000-000000000000' },
        key,
      ),
      forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, role: 'admin' }, key),
    ];
    // The genuine token, re-signed by the test with the real key, is accepted: the forgeries fail on their flaw.
    expect(
      (await session(bearer(forge({ alg: 'HS256', typ: 'JWT' }, claims, key)))).statusCode,
    ).toBe(200);
    for (const candidate of forged) {
      const response = await session(bearer(candidate));
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual(SIGN_IN_REQUIRED);
    }
  });
});

describe('idleExpiresAt', () => {
  const idleOf = async (token: string) => {
    const response = await session(withCookie(h, token));
    expect(response.statusCode).toBe(200);
    return (json(response) as { idleExpiresAt: string }).idleExpiresAt;
  };

  it('moves with every request a second or more after the last recorded one, and is the moment the session ends', async () => {
    const token = await signIn(h, EMAIL);
    const signedInAt = h.clock.now().getTime();
    h.clock.advance(500);
    // Within the second of the recorded activity nothing is written: the deadline stays.
    expect(await idleOf(token)).toBe(new Date(signedInAt + 30 * MINUTE).toISOString());
    h.clock.advance(29_500);
    const seenAt = h.clock.now().getTime();
    expect(await idleOf(token)).toBe(new Date(seenAt + 30 * MINUTE).toISOString());
    h.clock.set(seenAt + 30 * MINUTE - 1);
    expect(await idleOf(token)).toBe(new Date(h.clock.now().getTime() + 30 * MINUTE).toISOString());
    const deadline = new Date(await idleOf(token)).getTime();
    h.clock.set(deadline);
    expect((await session(withCookie(h, token))).statusCode).toBe(401);
  });

  it('is never later than the absolute end of the session', async () => {
    const token = await signIn(h, EMAIL);
    const signedInAt = h.clock.now().getTime();
    let current = token;
    for (let minutes = 29; minutes < 24 * 60 - 20; minutes += 29) {
      h.clock.set(signedInAt + minutes * MINUTE);
      const response = await session(withCookie(h, current));
      expect(response.statusCode).toBe(200);
      current = response.cookies.find((c) => c.name === 'studio_session')?.value ?? current;
    }
    h.clock.set(signedInAt + 24 * HOUR - 20 * MINUTE);
    expect(await idleOf(current)).toBe(new Date(signedInAt + 24 * HOUR).toISOString());
  });
});

describe('session lifetime', () => {
  it('30 minutes without a request ends the session; activity keeps it alive', async () => {
    const token = await signIn(h, EMAIL);
    for (let i = 0; i < 3; i += 1) {
      h.clock.advance(29 * MINUTE);
      expect((await session(withCookie(h, token))).statusCode).toBe(200);
    }
    h.clock.advance(30 * MINUTE);
    expect((await session(withCookie(h, token))).statusCode).toBe(401);
    const [row] = await tdb.database.db.select().from(sessions);
    expect(row?.revokedReason).toBe('idle');
  });

  it('after 12 h the next request gets a new token and session id; the old token is revoked', async () => {
    const token = await signIn(h, EMAIL);
    const signedInAt = h.clock.now().getTime();
    for (let i = 0; i < 24; i += 1) {
      h.clock.advance(29 * MINUTE);
      await session(withCookie(h, token));
    }
    expect(h.clock.now().getTime() - signedInAt).toBeGreaterThanOrEqual(11 * HOUR);
    h.clock.set(signedInAt + 12 * HOUR);
    const reissued = await session(withCookie(h, token));
    expect(reissued.statusCode).toBe(200);
    const fresh = sessionToken(reissued, 'studio_session');
    expect(fresh).not.toBe(token);
    expect(json(reissued)).toMatchObject({
      expiresAt: new Date(signedInAt + 24 * HOUR).toISOString(),
    });
    expect((await session(withCookie(h, token))).statusCode).toBe(401);
    expect((await session(bearer(fresh))).statusCode).toBe(200);
    const rows = await tdb.database.db.select().from(sessions).orderBy(sessions.createdAt);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.revokedReason).toBe('reissued');
    expect(rows[1]?.authenticatedAt.getTime()).toBe(signedInAt);
  });

  it('24 h after sign-in every token of that sign-in is refused', async () => {
    const token = await signIn(h, EMAIL);
    const signedInAt = h.clock.now().getTime();
    let current = token;
    for (let t = 25 * MINUTE; t < 24 * HOUR; t += 25 * MINUTE) {
      h.clock.set(signedInAt + t);
      const response = await session(withCookie(h, current));
      expect(response.statusCode).toBe(200);
      const renewed = response.cookies.find((c) => c.name === 'studio_session');
      if (renewed) current = renewed.value;
    }
    expect(current).not.toBe(token);
    h.clock.set(signedInAt + 24 * HOUR);
    expect((await session(withCookie(h, current))).statusCode).toBe(401);
  });

  it.each(['blocked', 'frozen', 'deleted'] as const)(
    'a %s user is refused on the next request',
    async (status) => {
      const token = await signIn(h, EMAIL);
      await tdb.database.db.update(users).set({ status }).where(eq(users.email, EMAIL));
      expect((await session(withCookie(h, token))).statusCode).toBe(401);
    },
  );
});

describe('POST /api/auth/logout', () => {
  it('revokes at once, clears the cookie, and the token is refused after', async () => {
    const token = await signIn(h, EMAIL);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: withCookie(h, token),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: AuthMessages.signedOut });
    const cleared = response.cookies.find((c) => c.name === 'studio_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);
    expect((await session(withCookie(h, token))).statusCode).toBe(401);
    expect((await session(bearer(token))).statusCode).toBe(401);
  });

  it('without a session answers 401 and still clears the cookie', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(SIGN_IN_REQUIRED);
    expect(response.cookies.find((c) => c.name === 'studio_session')?.maxAge).toBe(0);
  });
});
