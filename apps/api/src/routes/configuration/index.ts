import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfigurationAnswer } from '@studio/contracts';
import { describeConfiguration } from '../../domain/configuration.js';
import { errorAnswers } from '../schemas.js';

/** The live configuration, read-only, for the System Settings screen. */
const configurationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/super-admin/configuration',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['configuration'],
        summary:
          'Session, lockout, rate-limit, mail and database settings in force (modes and numbers, never a URL or secret).',
        response: { 200: ConfigurationAnswer, ...errorAnswers },
      },
    },
    async () => ({
      success: true as const,
      ...describeConfiguration(app.config, app.initialConfig.bodyLimit ?? 0),
    }),
  );
};

export default configurationRoutes;
