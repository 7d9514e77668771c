import { Type, type Static } from '@sinclair/typebox';
import { PageFields, PageQuery } from './pagination.js';
import { AUDIT_EVENT_IDS } from './audit-events.js';
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

/**
 * GET /api/super-admin/audit-log?page&pageSize&action&actor&from&to, newest first. `action` is
 * one of the audit events (AUDIT_EVENTS); `actor` an email: the signed-in actor, or the email
 * tried when nobody was signed in; `from` and `to` bound the time, both included.
 */
export const AuditLogQuery = Type.Object(
  {
    ...PageQuery,
    action: Type.Optional(Type.Union(AUDIT_EVENT_IDS.map((id) => Type.Literal(id)))),
    actor: Type.Optional(SingleLine({ minLength: 1, maxLength: 254 })),
    from: Type.Optional(SingleLine({ maxLength: 40, format: 'date-time' })),
    to: Type.Optional(SingleLine({ maxLength: 40, format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogList = Type.Object(
  { ...PageFields, items: Type.Array(AuditEntry) },
  { additionalProperties: false },
);
export type AuditLogList = Static<typeof AuditLogList>;

export const AuditMessages = {
  rangeReversed: 'The start of the range must not be after its end.',
} as const;
