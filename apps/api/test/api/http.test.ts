import { describe, expect, it } from 'vitest';
import { HttpMessages } from '@studio/contracts';
import { useApi } from '../support/api.js';
import {
  ORIGIN,
  STRONG_PASSWORD,
  createHarness,
  json,
  post,
  signIn,
  withCookie,
  lastCodeTo,
} from '../support/harness.js';

const EMAIL = 'owner@studio.test';
const { h, tdb } = useApi({ users: [{ email: EMAIL }] });

/**
 * What a JSON answer carries, exactly: the short set (nosniff, no-store, CORP, the referrer policy
 * and a CSP that denies everything, framing included). A browser never renders it as a document,
 * so the document-only headers (framing, opener, legacy switches) are left off. Production adds
 * HSTS (tested below). Anything else is the transport's or the answer's own.
 */
const JSON_ANSWER_HEADERS = {
  'content-security-policy':
    "default-src 'none';frame-ancestors 'none';base-uri 'none';object-src 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
  'retry-after',
  'set-cookie',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

function expectJsonAnswerHeaders(headers: Record<string, unknown>) {
  const security = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !NOT_SECURITY.has(name)),
  );
  expect(security).toEqual(JSON_ANSWER_HEADERS);
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

/** What a page (anything a browser may render as a document) carries: the full set. */
function expectDocumentHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("img-src 'self' data: https:");
  // Only the prerendered pages that embed a player allow its host (see static.test.ts).
  expect(csp).toContain("frame-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
}

describe('headers on every answer, errors included', () => {
  it.each([
    ['GET', '/api/health', 200, undefined],
    ['GET', '/api/auth/session', 401, undefined],
    [
      'POST',
      '/api/super-admin/verify-credentials',
      401,
      { email: EMAIL, password: 'wrong-password' },
    ],
    ['POST', '/api/super-admin/verify-otp', 400, { email: EMAIL, otp: 'abc' }],
    ['GET', '/api/nothing-here', 404, undefined],
    ['POST', '/api/auth/logout', 401, undefined],
  ] as const)(
    '%s %s → %s JSON with the short security set',
    async (method, url, status, payload) => {
      const response = await h.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(status);
      expectJsonAnswerHeaders(response.headers);
    },
  );

  it('a foreign Origin refused with 403 gets the short set too', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expectJsonAnswerHeaders(response.headers);
  });

  it('a page (here the 404 page) gets the full document set', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expectDocumentHeaders(response.headers);
  });

  it('sends no HSTS in development and HSTS for two years in production', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const prod = await createHarness({
      database: tdb.database,
      env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://studio.example' },
    });
    try {
      const answer = await prod.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
      // In production the short set of a JSON answer is the same plus HSTS.
      const { 'strict-transport-security': _hsts, ...rest } = answer.headers;
      expectJsonAnswerHeaders(rest);
      const page = await prod.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expectDocumentHeaders(page.headers);
      expect(prod.app.sessionCookieName).toBe('__Host-studio_session');
      // Development-only documentation is absent in production.
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(
        404,
      );
      const signInAnswer = await post(prod, '/api/super-admin/verify-credentials', {
        email: EMAIL,
        password: STRONG_PASSWORD,
      });
      expect(signInAnswer.statusCode).toBe(200);
      const otpAnswer = await post(prod, '/api/super-admin/verify-otp', {
        email: EMAIL,
        otp: await lastCodeTo(prod, EMAIL),
      });
      expect(otpAnswer.statusCode).toBe(200);
      const cookie = otpAnswer.cookies.find((c) => c.name === '__Host-studio_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});

describe('CSRF rules', () => {
  it.each([
    ['text/plain', JSON.stringify({ email: EMAIL })],
    ['application/x-www-form-urlencoded', `email=${encodeURIComponent(EMAIL)}`],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--',
    ],
    ['application/jsonx', JSON.stringify({ email: EMAIL })],
  ])('a %s body is refused with 415', async (type, payload) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ success: false, message: HttpMessages.unsupportedMediaType });
    expect(await h.outbox()).toHaveLength(0);
  });

  it('whitespace around application/json is insignificant (RFC 9110) and the body is still validated', async () => {
    for (const type of [
      ' application/json',
      '\tapplication/json',
      'application/json ; charset=utf-8',
    ]) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers: { 'content-type': type },
        payload: JSON.stringify({ email: EMAIL, extra: true }),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        success: false,
        message: 'Invalid request',
        errors: [{ field: 'extra', message: 'Unknown field' }],
      });
    }
  });

  it('a foreign Origin is refused with 403; the public origin, the own host and no Origin pass', async () => {
    const body = { email: EMAIL };
    const foreign = await post(h, '/api/forgot-password', body, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign)).toEqual({ success: false, message: HttpMessages.crossOrigin });
    expect((await post(h, '/api/forgot-password', body, { origin: 'null' })).statusCode).toBe(403);
    expect((await post(h, '/api/forgot-password', body, { origin: ORIGIN })).statusCode).toBe(200);
    expect(
      (
        await post(h, '/api/forgot-password', body, {
          origin: 'http://127.0.0.1:4000',
          host: '127.0.0.1:4000',
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(h, '/api/forgot-password', body)).statusCode).toBe(200);
  });

  it('a foreign Origin cannot log a user out', async () => {
    const token = await signIn(h, EMAIL);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...withCookie(h, token), origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/auth/session',
          headers: withCookie(h, token),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('limits and fallbacks', () => {
  it('a body over 64 KiB answers 413', async () => {
    const response = await post(h, '/api/forgot-password', {
      email: EMAIL,
      padding: 'x'.repeat(70 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ success: false, message: HttpMessages.bodyTooLarge });
  });

  it('an unknown API path answers 404 JSON for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await h.app.inject({ method, url: '/api/no-such-endpoint?x=1' });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('GET /api/health answers ok with the database state', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('OpenAPI is served in development at /api/docs/json with the endpoints of this API', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json(response) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/reset-password',
        '/api/auth/change-password',
        '/api/auth/logout',
        '/api/auth/session',
        '/api/forgot-password',
        '/api/health',
        '/api/super-admin/verify-credentials',
        '/api/super-admin/verify-otp',
      ]),
    );
    // The documentation page is the one HTML under /api: it gets the document headers.
    const page = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('per-IP rate limit on auth routes', () => {
  it('answers 429 with Retry-After past AUTH_RATE_LIMIT_PER_MINUTE, per route, rotating emails or not', async () => {
    const limited = await createHarness({
      database: tdb.database,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1)
        answers.push(
          await post(limited, '/api/forgot-password', { email: `user${i}@studio.test` }),
        );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      expect(json(answers[3]!)).toEqual({ success: false, message: HttpMessages.tooManyRequests });
      expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
      expectJsonAnswerHeaders(answers[3]!.headers);
      // Another client address has its own bucket; another route too.
      expect(
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/forgot-password',
            payload: { email: EMAIL },
            remoteAddress: '10.0.0.9',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await post(limited, '/api/admin/reset-password', {
            email: EMAIL,
            otp: '123456',
            newPassword: 'saffron-dhol-92-melody',
          })
        ).statusCode,
      ).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For only from TRUST_PROXY addresses', async () => {
    const proxied = await createHarness({
      database: tdb.database,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '10.1.1.1' },
    });
    try {
      const via = (remoteAddress: string, forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: EMAIL },
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        });
      expect((await via('10.1.1.1', '203.0.113.1')).statusCode).toBe(200);
      expect((await via('10.1.1.1', '203.0.113.2')).statusCode).toBe(200);
      expect((await via('10.1.1.1', '203.0.113.1')).statusCode).toBe(429);
      // An untrusted peer cannot mint buckets with the header.
      expect((await via('198.51.100.7', '203.0.113.3')).statusCode).toBe(200);
      expect((await via('198.51.100.7', '203.0.113.4')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('close() lets an in-flight request finish before the server stops', async () => {
    const own = await createHarness({ database: tdb.database });
    const address = await own.app.listen({ host: '127.0.0.1', port: 0 });
    const arrived = new Promise((resolve) => own.app.server.once('request', resolve));
    const inFlight = fetch(`${address}/api/super-admin/verify-credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: STRONG_PASSWORD }),
    });
    // Close once the server has the request, while argon2 is still running.
    await arrived;
    const closing = own.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ success: true });
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
