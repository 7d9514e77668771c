import { Type, type Static } from '@sinclair/typebox';

const Minutes = Type.Integer({ minimum: 0 });

/**
 * GET /api/super-admin/configuration: the live settings the server runs with, read-only. Modes
 * and numbers only: never a URL, host, password or secret.
 */
export const ConfigurationAnswer = Type.Object(
  {
    success: Type.Literal(true),
    general: Type.Object(
      {
        studioName: Type.String(),
        publicOrigin: Type.String(),
        environment: Type.Union([Type.Literal('development'), Type.Literal('production')]),
      },
      { additionalProperties: false },
    ),
    security: Type.Object(
      {
        sessionMaxAgeHours: Type.Integer({ minimum: 1 }),
        sessionRefreshAfterHours: Type.Integer({ minimum: 1 }),
        idleTimeoutMinutes: Minutes,
        lockout: Type.Object(
          {
            attempts: Type.Integer({ minimum: 1 }),
            windowMinutes: Minutes,
            durationMinutes: Minutes,
          },
          { additionalProperties: false },
        ),
        codeLifetimeMinutes: Minutes,
        resendAfterSeconds: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
    backup: Type.Object(
      {
        database: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
        /** One sentence on how to back up the database of this mode. */
        howTo: Type.String(),
      },
      { additionalProperties: false },
    ),
    performance: Type.Object(
      {
        /** Requests per client IP and minute on each sign-in, recovery and form route. */
        authRateLimitPerMinute: Type.Integer({ minimum: 1 }),
        rateLimitStore: Type.Union([Type.Literal('redis'), Type.Literal('in-process')]),
        mail: Type.Union([Type.Literal('outbox'), Type.Literal('smtp')]),
        bodyLimitKiB: Type.Integer({ minimum: 1 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ConfigurationAnswer = Static<typeof ConfigurationAnswer>;
