import { performance } from 'node:perf_hooks';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthAnswer } from '@studio/contracts';

const PING_TIMEOUT_MS = 2000;
/** A load balancer polling many times a second gets one database round trip per second. */
const CHECK_MAX_AGE_MS = 1000;

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

  // Concurrent requests share one ping; its answer serves for 1 s from when it was asked.
  const check = (): Promise<Check> => {
    if (last && performance.now() - last.startedAt < CHECK_MAX_AGE_MS) return Promise.resolve(last);
    running ??= ping().then((result) => {
      last = result;
      running = null;
      return result;
    });
    return running;
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
    async (_request, reply) => {
      const { ok } = await check();
      if (ok) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'error' as const, database: 'unavailable' as const });
    },
  );
};

export default healthRoutes;
