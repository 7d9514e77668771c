// With REDIS_URL, every instance counts one client's requests in the same per-IP buckets.
// Included only when TEST_DATABASE_URL and TEST_REDIS_URL are set (see vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from './support/postgres';
import { startServer, type RunningServer } from './support/server';

const LIMIT = 6;
let a: RunningServer;
let b: RunningServer;
let dropSchema: () => Promise<void>;

beforeAll(async () => {
  const { url, drop } = await createSchema(process.env.TEST_DATABASE_URL!);
  dropSchema = drop;
  const env = {
    DATABASE_URL: url,
    // Instances share one secret (docs/operations.md): codes and sessions made by one verify on the other.
    JWT_SECRET: 'e2e-only-shared-secret-e2e-only-shared-secret',
    REDIS_URL: process.env.TEST_REDIS_URL!,
    SUPER_ADMIN_PASSWORD: 'violet-tabla-42-monsoon',
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  };
  [a, b] = await Promise.all([
    startServer(env, { ownProcess: true }),
    startServer(env, { ownProcess: true }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropSchema?.();
});

describe('two API processes sharing Redis', () => {
  it('limit one client across both instances: the request after the limit answers 429', async () => {
    // A client address of its own keeps earlier runs' buckets in the same Redis out of the count.
    const ip = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let request = 0; request <= LIMIT; request++) {
      const server = request % 2 === 0 ? a : b;
      const response = await fetch(`${server.origin}/api/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: `someone-${request}@studio.test` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses[LIMIT]).toBe(429);
  });
});
