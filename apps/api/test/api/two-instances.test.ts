import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpMessages, INTERACTION_LIMITS } from '@studio/contracts';
import { articleComments } from '../../src/db/schema.js';
import { workAfterAnswers } from '../../src/http/after-answer.js';
import { useTwoApis } from '../support/api.js';
import { article } from '../support/content.js';
import { userByEmail } from '../support/database.js';
import {
  STRONG_PASSWORD,
  eventually,
  json,
  sessionTokenFor,
  signIn,
  withCookie,
  type Harness,
} from '../support/harness.js';
import { body, call } from '../support/review.js';

// Two app instances on one database (on PostgreSQL: two separate connection pools), sharing
// Redis for the per-IP buckets (auth routes, likes, ratings, comments) when TEST_REDIS_URL is
// set: what several API processes behind a load balancer share.
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

/**
 * What one address may do per hour, counted over both instances: with Redis the instances share
 * each bucket; without it each instance keeps its own, so the address gets the limit from each.
 */
const allowedAcross = (limit: number) => (redisUrl ? limit : 2 * limit);
const buckets = redisUrl ? 'shared through Redis' : 'one per instance (no Redis)';

/** Each test's address: the buckets outlive the database's emptying between tests. */
let interactionAddress = 0;
const nextInteractionAddress = () => `203.0.113.${++interactionAddress}`;
/** Alternates between the instances, as a load balancer would: a, b, a, b… */
const alternate = (i: number) => (i % 2 === 0 ? a : b);

async function publishedArticles(count: number): Promise<string[]> {
  const user = await userByEmail(tdb.database, EMAIL);
  const token = await sessionTokenFor(a, tdb.database, user!);
  const slugs: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await call(a, 'POST', '/api/content/articles', token, {
      data: article({ title: `Rainy Season Story ${i + 1}` }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = body<{ entry: { id: string; version: number; slug: string } }>(created).entry;
    const published = await call(a, 'POST', `/api/content/articles/${entry.id}/publish`, token, {
      version: entry.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    slugs.push(entry.slug);
  }
  return slugs;
}

const like = (h: Harness, slug: string, address: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/articles/${slug}/like`,
    payload: { visitorId: randomUUID() },
    remoteAddress: address,
  });
const rate = (h: Harness, slug: string, address: string) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/articles/${slug}/rating`,
    payload: { visitorId: randomUUID(), stars: 4 },
    remoteAddress: address,
  });
const comment = (h: Harness, slug: string, address: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/articles/${slug}/comments`,
    payload: { name: 'Asha', text: 'Beautiful song.' },
    remoteAddress: address,
  });

/** The article's numbers as each instance answers them (they must agree). */
async function interactionsOf(slug: string) {
  const read = async (h: Harness) => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/articles/${slug}/interactions`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<{ likes: number; rating: { count: number } }>(response);
  };
  const [onA, onB] = [await read(a), await read(b)];
  expect(onB).toEqual(onA);
  return onA;
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(json(response)).toEqual({ success: false, message: HttpMessages.tooManyRequests });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe(`Rate & Interact limits with two instances (buckets ${buckets})`, () => {
  for (const [name, send, limit] of [
    ['like', like, INTERACTION_LIMITS.likesPerArticlePerHour],
    ['rating', rate, INTERACTION_LIMITS.ratingsPerArticlePerHour],
  ] as const) {
    it(`${name}s from one address alternating between the instances: past ${allowedAcross(limit)} in the hour each instance answers 429 in the one error shape; the count moved by exactly ${allowedAcross(limit)}`, async () => {
      const [slug] = await publishedArticles(1);
      const address = nextInteractionAddress();
      const allowed = allowedAcross(limit);
      const answers: LightMyRequestResponse[] = [];
      // Two past the limit: the first refusal on one instance, the second on the other.
      for (let i = 0; i < allowed + 2; i += 1)
        answers.push(await send(alternate(i), slug!, address));
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        ...Array<number>(allowed).fill(200),
        429,
        429,
      ]);
      for (const refused of answers.slice(allowed)) expectRefused(refused);
      const counts = await interactionsOf(slug!);
      expect(name === 'like' ? counts.likes : counts.rating.count).toBe(allowed);
    });
  }

  it(`a flood of 200 concurrent likes from one address spread over both instances moves the count by ${allowedAcross(INTERACTION_LIMITS.likesPerArticlePerHour)} at most`, async () => {
    const [slug] = await publishedArticles(1);
    const address = nextInteractionAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => like(alternate(i), slug!, address)),
    );
    const allowed = allowedAcross(INTERACTION_LIMITS.likesPerArticlePerHour);
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    // The buckets count atomically (one Redis INCR each), so exactly the limit gets through.
    expect(accepted).toHaveLength(allowed);
    expect(refused).toHaveLength(200 - allowed);
    for (const answer of [refused[0]!, refused.at(-1)!]) expectRefused(answer);
    expect((await interactionsOf(slug!)).likes).toBe(allowed);
  }, 120_000);

  it(`comments from one address alternating between the instances: ${allowedAcross(INTERACTION_LIMITS.commentsPerArticlePerHour)} per article, and past ${allowedAcross(INTERACTION_LIMITS.commentsPerHour)} in all refused on another article by either instance`, async () => {
    const perArticle = allowedAcross(INTERACTION_LIMITS.commentsPerArticlePerHour);
    const inAll = allowedAcross(INTERACTION_LIMITS.commentsPerHour);
    // Enough articles to reach the limit in all, and one more where the next comment goes.
    const slugs = await publishedArticles(inAll / perArticle + 1);
    const address = nextInteractionAddress();
    let sent = 0;
    const send = (slug: string) => comment(alternate(sent++), slug, address);

    const first: LightMyRequestResponse[] = [];
    for (let i = 0; i < perArticle + 1; i += 1) first.push(await send(slugs[0]!));
    expect(first.map((answer) => answer.statusCode)).toEqual([
      ...Array<number>(perArticle).fill(201),
      429,
    ]);
    expectRefused(first.at(-1)!);

    // The per-article refusal above did not count in all: the next articles take the rest.
    const rest: number[] = [];
    for (const slug of slugs.slice(1, -1))
      for (let i = 0; i < perArticle; i += 1) rest.push((await send(slug)).statusCode);
    expect(rest).toEqual(Array<number>(inAll - perArticle).fill(201));

    // Past the limit in all, on an article with no comment yet: refused by either instance.
    for (const h of [a, b]) expectRefused(await comment(h, slugs.at(-1)!, address));

    await workAfterAnswers(a.app);
    await workAfterAnswers(b.app);
    expect(await tdb.database.db.select().from(articleComments)).toHaveLength(inAll);
  }, 120_000);
});
