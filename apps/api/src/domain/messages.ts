import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
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
import { normaliseEmail } from './email.js';

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

export async function listMessages(
  db: Db,
  query: { page: number; pageSize: number; kind?: MessageKind | undefined },
) {
  const where = query.kind ? eq(messages.kind, query.kind) : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(messages).where(where);
  const items: InboxMessage[] = rows.map((row) => ({
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
  }));
  return { items, total: total?.value ?? 0 };
}
