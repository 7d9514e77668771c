/** The inbox: contact, support and early-access messages from the public site. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, uuidKey, createdAt } from './columns.js';

export const MESSAGE_KIND_VALUES = ['contact', 'support', 'early-access'] as const;

/** The inbox: contact, support and early-access messages from the public site. */
export const messages = pgTable(
  'messages',
  {
    id: uuidKey(),
    kind: text('kind', { enum: MESSAGE_KIND_VALUES }).notNull(),
    name: text('name'),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject'),
    service: text('service'),
    message: text('message'),
    ip: text('ip'),
    createdAt: createdAt(),
    /** When the copy to STUDIO_INBOX_EMAIL left; null when mailing failed. */
    mailedAt: at('mailed_at'),
    /** When a staff member marked it read; null while unread (the inbox is shared by all staff). */
    readAt: at('read_at'),
    /** The email of who marked it read. */
    readBy: text('read_by'),
  },
  (table) => [
    index('messages_created_idx').on(table.createdAt),
    index('messages_kind_created_idx').on(table.kind, table.createdAt),
    check('messages_kind_check', sql`${table.kind} in ('contact', 'support', 'early-access')`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
