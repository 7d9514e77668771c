import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import {
  CONTACT_SERVICES,
  MESSAGE_FIELDS,
  MessageTexts,
  SUPPORT_SERVICES,
  type FieldError,
  type InboxMessage,
  type MessageCreate,
  type MessageKind,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import { messages, type MessageRow } from '../db/schema.js';
import { audit } from './audit.js';
import { isUuid } from './db-errors.js';
import { normaliseEmail } from './email.js';
import type { StateRefusal } from './refusal.js';

const TEXT_FIELDS = ['name', 'phone', 'company', 'subject', 'service', 'message'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const SERVICES: Record<MessageKind, readonly string[]> = {
  contact: CONTACT_SERVICES,
  support: SUPPORT_SERVICES,
  'early-access': [],
};

export type CleanMessage = { kind: MessageKind; email: string } & Record<TextField, string | null>;

/**
 * Which fields each form requires and allows on top of the schema's types and
 * lengths. Blank optional fields become null; '' is the service select's "Select a service".
 */
export function checkMessage(
  body: MessageCreate,
): { ok: true; message: CleanMessage } | { ok: false; errors: FieldError[] } {
  const rules = MESSAGE_FIELDS[body.kind];
  const required: readonly string[] = rules.required;
  const allowed = new Set<string>([...rules.required, ...rules.optional]);
  const errors: FieldError[] = [];
  const clean: CleanMessage = {
    kind: body.kind,
    email: normaliseEmail(body.email),
    name: null,
    phone: null,
    company: null,
    subject: null,
    service: null,
    message: null,
  };
  for (const field of TEXT_FIELDS) {
    const value = body[field]?.trim() ?? '';
    if (value.length > 0 && !allowed.has(field))
      errors.push({ field, message: MessageTexts.notForKind });
    else if (value.length === 0 && required.includes(field))
      errors.push({ field, message: MessageTexts.required });
    clean[field] = value.length > 0 ? value : null;
  }
  if (
    clean.service !== null &&
    allowed.has('service') &&
    !SERVICES[body.kind].includes(clean.service)
  ) {
    errors.push({ field: 'service', message: MessageTexts.unknownService });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, message: clean };
}

export async function storeMessage(
  db: Db,
  message: CleanMessage,
  ip: string,
  now: Date,
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ id: randomUUID(), ...message, ip, createdAt: now })
    .returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}

export async function markMailed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(messages).set({ mailedAt: now }).where(eq(messages.id, id));
}

export function toInboxMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    subject: row.subject,
    service: row.service,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    mailed: row.mailedAt !== null,
    read: row.readAt !== null,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    readBy: row.readBy,
  };
}

export interface InboxFilter {
  page: number;
  pageSize: number;
  kind?: MessageKind | undefined;
  /** true: read only; false: unread only. */
  read?: boolean | undefined;
  /** Text found in the name, email, subject, company, phone or message, any case. */
  q?: string | undefined;
}

/** The inbox newest first, with the unread count of the whole inbox (whatever the filters). */
export async function listMessages(db: Db, query: InboxFilter) {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(messages.kind, query.kind));
  if (query.read !== undefined)
    conditions.push(query.read ? isNotNull(messages.readAt) : isNull(messages.readAt));
  if (query.q) {
    // The typed text is matched literally: % and _ are not wildcards here.
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const fields = [
      messages.name,
      messages.email,
      messages.subject,
      messages.company,
      messages.phone,
      messages.message,
    ];
    conditions.push(or(...fields.map((field) => ilike(field, pattern))) as SQL);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(messages).where(where);
  return {
    items: rows.map(toInboxMessage),
    total: total?.value ?? 0,
    unread: await countUnreadMessages(db),
  };
}

export async function countUnreadMessages(db: Db): Promise<number> {
  const [unread] = await db
    .select({ value: count() })
    .from(messages)
    .where(isNull(messages.readAt));
  return unread?.value ?? 0;
}

export type ReadOutcome = { ok: true; item: InboxMessage; changed: boolean } | StateRefusal;

/**
 * Marks one message read or unread for the whole staff. Only a change is recorded (with its
 * audit entry, in the same transaction); marking a read message read again changes nothing.
 */
export async function setMessageRead(
  db: Db,
  input: { id: string; read: boolean; actor: { id: string; email: string }; ip: string; now: Date },
): Promise<ReadOutcome> {
  const notFound: StateRefusal = { ok: false, reason: 'not_found', message: MessageTexts.notFound };
  if (!isUuid(input.id)) return notFound;
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(messages)
      .set(
        input.read
          ? { readAt: input.now, readBy: input.actor.email }
          : { readAt: null, readBy: null },
      )
      .where(
        and(
          eq(messages.id, input.id),
          input.read ? isNull(messages.readAt) : isNotNull(messages.readAt),
        ),
      )
      .returning();
    if (!changed) {
      const [current] = await tx.select().from(messages).where(eq(messages.id, input.id));
      return current
        ? { ok: true as const, item: toInboxMessage(current), changed: false }
        : notFound;
    }
    await audit(tx, {
      action: input.read ? 'message.marked_read' : 'message.marked_unread',
      at: input.now,
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      subjectEmail: changed.email,
      ip: input.ip,
      details: { messageId: changed.id, kind: changed.kind },
    });
    return { ok: true as const, item: toInboxMessage(changed), changed: true };
  });
}
