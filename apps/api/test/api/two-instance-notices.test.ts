import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { workAfterAnswers } from '../../src/http/after-answer.js';
import { useTwoApis } from '../support/api.js';
import { signIn, withCookie, type Harness } from '../support/harness.js';
import { applicant } from '../support/review.js';

// What several instances behind a load balancer must agree on through the database alone: how
// often the owner of an address hears of requests made with it, and when a session has been idle
// too long. Redis holds the per-IP buckets when TEST_REDIS_URL is set.
const ROOT = 'owner@studio.test';
const redisUrl = process.env.TEST_REDIS_URL;
const { a, b } = useTwoApis({
  harness: {
    env: {
      SESSION_IDLE_MINUTES: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
    rateLimitNamespace: `studio-test-${randomBytes(6).toString('hex')}:`,
  },
  users: [{ email: ROOT }],
});

let address = 0;
const requestAccess = async (h: Harness, email: string) => {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/admin/signup-requests',
    payload: applicant({ email }),
    remoteAddress: `10.7.0.${++address}`,
  });
  await workAfterAnswers(h.app);
  expect(response.statusCode).toBe(201);
};
const mailsTo = async (email: string) =>
  [...(await a.outbox()), ...(await b.outbox())].filter((mail) => mail.to === email);

describe('the "someone asked for access with your email" notice', () => {
  it('reaches the owner of an account at most once per 15 minutes, whichever instance is posted to', async () => {
    await a.clearOutbox();
    await b.clearOutbox();
    for (let i = 0; i < 10; i += 1) await requestAccess(i % 2 === 0 ? a : b, ROOT);
    expect(await mailsTo(ROOT)).toHaveLength(1);
    a.clock.advance(14 * 60_000);
    await requestAccess(b, ROOT);
    expect(await mailsTo(ROOT)).toHaveLength(1);
    a.clock.advance(60_000);
    await requestAccess(b, ROOT);
    expect(await mailsTo(ROOT)).toHaveLength(2);
  });

  it('does not follow the "received" mail of a new request within 15 minutes', async () => {
    const email = 'fresh@artists.test';
    for (let i = 0; i < 6; i += 1) await requestAccess(i % 2 === 0 ? b : a, email);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('we received your request'),
    ]);
  });
});

describe('a session with SESSION_IDLE_MINUTES=1', () => {
  const session = (h: Harness, token: string) =>
    h.app.inject({ method: 'GET', url: '/api/auth/session', headers: withCookie(h, token) });

  it('used every 45 s, on either instance, stays alive; 60 s after its last request it is over on both', async () => {
    const token = await signIn(a, ROOT);
    for (let i = 0; i < 6; i += 1) {
      a.clock.advance(45_000);
      expect((await session(i % 2 === 0 ? b : a, token)).statusCode).toBe(200);
    }
    a.clock.advance(59_000);
    expect((await session(b, token)).statusCode).toBe(200);
    a.clock.advance(60_000);
    expect((await session(a, token)).statusCode).toBe(401);
    expect((await session(b, token)).statusCode).toBe(401);
  });
});
