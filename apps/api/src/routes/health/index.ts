import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthAnswer } from '@studio/contracts';

const PING_TIMEOUT_MS = 2000;

/** Liveness and database readiness, for load balancers and `npm start` users alike. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: '200 when the database answers, 503 when it does not.',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health: database unavailable');
        return reply.code(503).send({ status: 'error' as const, database: 'unavailable' as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

export default healthRoutes;
