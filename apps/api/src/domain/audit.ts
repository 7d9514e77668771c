import { and, count, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AuditEntry as AuditView, AuditEventId } from '@studio/contracts';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { normaliseEmail } from './email.js';

/** Every security and review event this API records: the one list in `@studio/contracts`. */
export type AuditAction = AuditEventId;

export interface AuditEntry {
  action: AuditAction;
  at: Date;
  actorId?: string | null;
  actorEmail?: string | null;
  subjectEmail?: string | null;
  ip?: string | null;
  reason?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

const toRow = (entry: AuditEntry): typeof auditLog.$inferInsert => ({
  createdAt: entry.at,
  action: entry.action,
  actorId: entry.actorId ?? null,
  actorEmail: entry.actorEmail ?? null,
  subjectEmail: entry.subjectEmail ?? null,
  ip: entry.ip ?? null,
  reason: entry.reason ?? null,
  details: entry.details ?? null,
});

/**
 * The one audit writer. Pass the transaction that makes the change being recorded, so the change
 * and its entry commit together or not at all. Values are bound as data, never interpolated.
 * Several entries (a bulk action's lines) go in one insert.
 */
export async function audit(db: Db, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const rows = 'action' in entries ? [toRow(entries)] : entries.map(toRow);
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}

export interface AuditQuery {
  page: number;
  pageSize: number;
  /** An exact action name. */
  action?: string | undefined;
  /** The actor's email, as typed; matches the email tried when nobody was signed in. */
  actor?: string | undefined;
  /** Both included. */
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The log newest first, optionally of one action and one actor. */
export async function listAuditLog(
  db: Db,
  query: AuditQuery,
): Promise<{ items: AuditView[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor) {
    const email = normaliseEmail(query.actor);
    const tried = and(isNull(auditLog.actorId), eq(auditLog.subjectEmail, email));
    conditions.push(or(eq(auditLog.actorEmail, email), tried) as SQL);
  }
  if (query.from) conditions.push(gte(auditLog.createdAt, query.from));
  if (query.to) conditions.push(lte(auditLog.createdAt, query.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const items = rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    subjectEmail: row.subjectEmail,
    ip: row.ip,
    reason: row.reason,
    details: row.details ?? null,
  }));
  return { items, total: total?.value ?? 0 };
}
