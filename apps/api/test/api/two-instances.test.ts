import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTwoApis } from '../support/api.js';
import {
  STRONG_PASSWORD,
  eventually,
  json,
  signIn,
  withCookie,
  type Harness,
} from '../support/harness.js';

// Two app instances on one database (on PostgreSQL: two separate connection pools), sharing
// Redis for the per-IP buckets when TEST_REDIS_URL is set: what several API processes behind a
// load balancer share.
const EMAIL = 'owner@studio.test';
const redisUrl = process.env.TEST_REDIS_URL;
const { a, b, tdb } = useTwoApis({
  harness: {
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
    rateLimitNamespace: `studio-test-${randomBytes(6).toString('hex')}:`,
  },
  users: [{ email: EMAIL }],
});
beforeAll(() => {
  process.stdout.write(
    `two-instance tests: ${tdb.target}, rate-limit store ${redisUrl ? 'Redis' : 'in process'}\n`,
  );
});

let address = 0;
/** A new client address per request, so the per-IP limit stays out of the lockout checks. */
const credentials = (h: Harness, password: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/super-admin/verify-credentials',
    payload: { email: EMAIL, password },
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
  });

describe('two API instances on one database', () => {
  it('a lockout earned through one holds on the other', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await credentials(a, 'wrong-password-x')).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1)
      expect((await credentials(b, 'wrong-password-x')).statusCode).toBe(401);
    const onA = await credentials(a, STRONG_PASSWORD);
    const onB = await credentials(b, STRONG_PASSWORD);
    expect(onA.statusCode).toBe(423);
    expect(onB.statusCode).toBe(423);
    expect(json(onB)).toEqual(json(onA));
  });

  it('20 concurrent wrong passwords spread over both instances: at most 5 judged, the rest 423', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => credentials(i % 2 === 0 ? a : b, 'wrong-password-x')),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 401 || code === 423)).toHaveLength(20);
  });

  it("a logout through one is refused by the other once the logout's notice empties its cache", async () => {
    const token = await signInVia(a);
    const onB = async () =>
      (
        await b.app.inject({
          method: 'GET',
          url: '/api/auth/session',
          headers: withCookie(b, token),
        })
      ).statusCode;
    // B has the session in its cache before the logout (sign-in's own notices may still empty
    // it once more, hence the asking again).
    await eventually(
      async () => {
        expect(await onB()).toBe(200);
        return b.app.sessionCache.size;
      },
      (size) => size > 0,
      'the session cached on B',
    );
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: withCookie(a, token),
          remoteAddress: '10.8.0.1',
        })
      ).statusCode,
    ).toBe(200);
    // B learns of it by the notice (through Redis when it is set): an entry leaves B's cache only
    // on a notice or when used, so with no request to B an empty cache is the notice's doing.
    await eventually(
      () => b.app.sessionCache.size,
      (size) => size === 0,
      "B's cache emptied by the notice",
    );
    expect(await onB()).toBe(401);
  });

  it(
    redisUrl
      ? 'per-IP buckets are shared through Redis: the limit counts requests to both'
      : 'without Redis each instance keeps its own per-IP buckets',
    async () => {
      const forgot = (h: Harness) =>
        h.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: EMAIL },
          remoteAddress: '10.7.0.1',
        });
      const statuses = [
        (await forgot(a)).statusCode,
        (await forgot(b)).statusCode,
        (await forgot(a)).statusCode,
        (await forgot(b)).statusCode,
      ];
      expect(statuses).toEqual(redisUrl ? [200, 200, 200, 429] : [200, 200, 200, 200]);
    },
  );
});

async function signInVia(h: Harness): Promise<string> {
  // signIn() sends from 127.0.0.1; the limit of 3 per minute leaves room for its two calls.
  return signIn(h, EMAIL, STRONG_PASSWORD);
}
