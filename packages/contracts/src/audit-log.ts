import { Type, type Static } from '@sinclair/typebox';
import { PageFields, PageQuery } from './pagination.js';
import { SingleLine } from './text.js';

const Detail = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    action: Type.String(),
    actorId: Type.Union([Type.String(), Type.Null()]),
    actorEmail: Type.Union([Type.String(), Type.Null()]),
    subjectEmail: Type.Union([Type.String(), Type.Null()]),
    ip: Type.Union([Type.String(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
    details: Type.Union([Type.Record(Type.String(), Detail), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;

/** GET /api/super-admin/audit-log?page&pageSize&action&actor, newest first. `actor` is an email. */
export const AuditLogQuery = Type.Object(
  {
    ...PageQuery,
    action: Type.Optional(SingleLine({ minLength: 1, maxLength: 100 })),
    actor: Type.Optional(SingleLine({ minLength: 1, maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogList = Type.Object(
  { ...PageFields, items: Type.Array(AuditEntry) },
  { additionalProperties: false },
);
export type AuditLogList = Static<typeof AuditLogList>;
