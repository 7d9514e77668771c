import { performance } from 'node:perf_hooks';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthAnswer } from '@studio/contracts';

const PING_TIMEOUT_MS = 2000;
/** A load balancer polling many times a second gets one database round trip per second. */
const CHECK_MAX_AGE_MS = 1000;

const HEALTHY = { status: 'ok', database: 'ok' } as const;
const UNAVAILABLE = { status: 'error', database: 'unavailable' } as const;

interface Check {
  ok: boolean;
  startedAt: number;
}

/** Liveness and database readiness, for load balancers and `npm start` users alike. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let last: Check | null = null;
  let running: Promise<Check> | null = null;

  const ping = async (): Promise<Check> => {
    const startedAt = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
      return { ok: true, startedAt };
    } catch (error) {
      app.log.error({ err: error }, 'health: database unavailable');
      return { ok: false, startedAt };
    } finally {
      clearTimeout(timer);
    }
  };

  /** The last check while it may still serve (1 s from when it was asked), else null. */
  const fresh = (): Check | null =>
    last && performance.now() - last.startedAt < CHECK_MAX_AGE_MS ? last : null;
  // Concurrent requests share one ping; its answer serves for 1 s from when it was asked.
  const check = (): Promise<Check> => {
    running ??= ping().then((result) => {
      last = result;
      running = null;
      return result;
    });
    return running;
  };
  const answer = (reply: FastifyReply, { ok }: Check) => {
    if (ok) return HEALTHY;
    void reply.code(503);
    return UNAVAILABLE;
  };

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: '200 when the database answered within the last second, 503 when it did not.',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    // Not an async handler: while the last check serves, the answer is sent without a promise
    // and its turn (this route is what load balancers poll).
    (_request, reply) => {
      const known = fresh();
      return known ? answer(reply, known) : check().then((checked) => answer(reply, checked));
    },
  );
};

export default healthRoutes;
