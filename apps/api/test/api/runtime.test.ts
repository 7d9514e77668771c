// The HTTP layer around every route: cache headers decided for every answer, router errors in
// the API's own shape, security headers, token claims checked before any query, parser messages,
// database errors mapped to 4xx/5xx without leaking bound values into the log, and the audit of
// refused tokens and roles.
import Fastify from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuthMessages, HttpMessages } from '@studio/contracts';
import { auditLog, users, type UserRow } from '../../src/db/schema.js';
import configPlugin from '../../src/plugins/config.js';
import errorsPlugin from '../../src/plugins/errors.js';
import { ManualClock, MINUTE } from '../../src/clock.js';
import { useApi } from '../support/api.js';
import { json, seedUser, sessionTokenFor, signIn, withCookie } from '../support/harness.js';
import { applicant } from '../support/review.js';

const { h, tdb } = useApi();

const tokenFor = (user: UserRow) => sessionTokenFor(h, tdb.database, user);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('Cache-Control', () => {
  it('a percent-encoded path to an API route is no-store like the plain one', async () => {
    const token = await tokenFor(await seedUser(tdb.database));
    for (const url of ['/%61pi/auth/session', '/api/auth/session', '/%61pi/health']) {
      const response = await h.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('router-level errors', () => {
  it('an undecodable URL answers the usual JSON shape, without echoing it, with the security headers', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/%c0%ae%c0%ae/x' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ success: false, message: HttpMessages.invalidRequest });
    expect(response.body).not.toContain('%c0');
    // The short set of every JSON answer (see http.test.ts).
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';object-src 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it("the CSP forbids <base> altogether (base-uri 'none')", async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("base-uri 'none'");
  });
});

describe('session token claims', () => {
  it.each([
    ['sid', { sid: 'not-a-uuid' }],
    ['sub', { sub: "1' or '1'='1" }],
  ])('a validly signed token whose %s is not a UUID answers 401, not 500', async (_, claim) => {
    const user = await seedUser(tdb.database);
    const now = Math.floor(h.clock.now().getTime() / 1000);
    const token = h.app.jwt.sign({
      sub: user.id,
      sid: '6f1c2d4e-1111-4222-8333-944455556666',
      role: 'super_admin',
      iat: now,
      exp: now + 3600,
      ...claim,
    });
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, message: AuthMessages.signInRequired });
  });
});

describe('body parsing', () => {
  it.each(['__proto__', 'constructor'])(
    'a %s key answers 400 "Forbidden property name in body", as the API docs promise',
    async (key) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"a@b.test","${key}":{"prototype":{"x":1},"isAdmin":true}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        success: false,
        message: 'Forbidden property name in body',
      });
    },
  );
});

describe('database errors', () => {
  it('U+0000 in a free-text field answers 400 and the log holds no bound value (no password hash)', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin/signup-requests',
      payload: applicant({ firstName: 'Me\u0000era', email: 'nul@artists.test' }),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false });
    expect(h.logs()).not.toContain('$argon2');
    expect(h.logs()).not.toMatch(/"params"|params:/);
  });

  it("a failed query's log line keeps the SQLSTATE and a query label, never the parameters", async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    let failure: unknown;
    try {
      await h.app.db.insert(users).values({
        id: '0c4c47c9-4b1e-4bfb-9d43-2d1b5b4a0c11',
        email: 'nul@studio.test',
        firstName: 'A\u0000',
        lastName: 'B',
        role: 'admin',
        status: 'active',
        passwordHash: hash,
        createdAt: h.clock.now(),
        updatedAt: h.clock.now(),
      });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    h.app.log.error({ err: failure }, 'a failed query');
    const line = h
      .logs()
      .split('\n')
      .find((entry) => entry.includes('"a failed query"'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line ?? '{}') as { err: Record<string, unknown> };
    expect(JSON.stringify(logged)).not.toContain(hash);
    expect(JSON.stringify(logged)).not.toContain('nul@studio.test');
    expect(logged.err).not.toHaveProperty('params');
    expect(logged.err.query).toBe('insert into users');
    expect((logged.err.cause as Record<string, unknown>).code).toBe('22021');
  });

  it.each([
    ['22021 (U+0000 in text)', sql`select ${'a\u0000b'}::text`],
    ['22P05 (U+0000 in jsonb)', sql`select '{"a":"\\u0000"}'::jsonb`],
  ])('SQLSTATE %s reaching the error handler answers 400', async (_, query) => {
    // A bare app with only the error handler, so the query reaches it whatever route validation
    // exists: the last line of defence on its own.
    const bare = Fastify({ logger: false });
    await bare.register(configPlugin, { config: h.config, clock: new ManualClock() });
    await bare.register(errorsPlugin);
    bare.get('/run', async () => {
      await tdb.database.db.execute(query);
      return { ran: true };
    });
    const response = await bare.inject({ method: 'GET', url: '/run' });
    await bare.close();
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ success: false, message: HttpMessages.invalidRequest });
  });
});

describe('audit of refused tokens and roles', () => {
  const rows = (action: string) =>
    tdb.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('a 403 for the wrong role is audited, once per session and minute', async () => {
    const admin = await seedUser(tdb.database, { email: 'admin@studio.test', role: 'admin' });
    const token = await tokenFor(admin);
    const forbidden = () =>
      h.app.inject({ method: 'GET', url: '/api/super-admin/audit-log', headers: bearer(token) });
    for (let i = 0; i < 3; i += 1) expect((await forbidden()).statusCode).toBe(403);
    const first = await rows('access.forbidden');
    expect(first).toHaveLength(1);
    // Named like every other row of the same person, so a filter by email finds it.
    expect(first[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email });
    expect(first[0]?.details).toMatchObject({ route: '/api/super-admin/audit-log' });
    h.clock.advance(MINUTE);
    expect((await forbidden()).statusCode).toBe(403);
    expect(await rows('access.forbidden')).toHaveLength(2);
  });

  it('a logged-out token presented again is audited, once per session and minute', async () => {
    const owner = await seedUser(tdb.database);
    const token = await signIn(h, owner.email);
    const logout = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: withCookie(h, token),
    });
    expect(logout.statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await h.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) }))
          .statusCode,
      ).toBe(401);
    const audited = await tdb.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'session.revoked_token_used'), eq(auditLog.actorId, owner.id)),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toMatchObject({ reason: 'logout' });
  });
});
