import { Type, type Static } from '@sinclair/typebox';

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export const HealthAnswer = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
    database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  },
  { additionalProperties: false },
);
export type HealthAnswer = Static<typeof HealthAnswer>;
