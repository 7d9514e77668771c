import { Type, type Static } from '@sinclair/typebox';
import { Email } from './requests.js';
import { PageFields, PageQuery } from './pagination.js';
import { MultiLine, SingleLine } from './text.js';

export const MessageKind = Type.Union([
  Type.Literal('contact'),
  Type.Literal('support'),
  Type.Literal('early-access'),
]);
export type MessageKind = Static<typeof MessageKind>;

/** What each form is called where staff read its messages. */
export const MESSAGE_KIND_LABELS = {
  contact: 'Contact',
  support: 'Support',
  'early-access': 'Early access',
} as const;

/** Service options of the contact page; '' is "Select a service". */
export const CONTACT_SERVICES = [
  'music-production',
  'video-production',
  'mixing-mastering',
  'artist-development',
  'distribution',
  'consultation',
  'other',
] as const;
/** Service options of the support page. */
export const SUPPORT_SERVICES = [
  'music-production',
  'video-production',
  'mixing-mastering',
  'artist-development',
  'distribution',
  'technical-support',
  'billing',
  'other',
] as const;

/** How each service value reads ("Mixing & Mastering", never "mixing-mastering"). */
export const SERVICE_LABELS: Record<
  (typeof CONTACT_SERVICES)[number] | (typeof SUPPORT_SERVICES)[number],
  string
> = {
  'music-production': 'Music Production',
  'video-production': 'Video Production',
  'mixing-mastering': 'Mixing & Mastering',
  'artist-development': 'Artist Development',
  distribution: 'Music Distribution',
  consultation: 'Consultation',
  'technical-support': 'Technical Support',
  billing: 'Billing & Payments',
  other: 'Other',
};

/** A stored service value's label; a value from before the list changed shows as stored. */
export function serviceLabel(value: string): string {
  return Object.hasOwn(SERVICE_LABELS, value)
    ? SERVICE_LABELS[value as keyof typeof SERVICE_LABELS]
    : value;
}

/** The fields each form sends, and which of them it requires. */
export const MESSAGE_FIELDS = {
  contact: { required: ['name', 'email', 'message'], optional: ['phone', 'company', 'service'] },
  support: { required: ['name', 'email', 'subject', 'message'], optional: ['phone', 'service'] },
  'early-access': { required: ['email'], optional: [] },
} as const satisfies Record<
  MessageKind,
  { required: readonly string[]; optional: readonly string[] }
>;

/**
 * POST /api/messages. One object for the three forms (the API checks which fields each kind
 * requires and allows, so a refusal names the field). `website` is the honeypot: people leave
 * it empty; a filled one gets the usual 201 and the message is dropped.
 */
export const MessageCreate = Type.Object(
  {
    kind: MessageKind,
    name: Type.Optional(SingleLine({ maxLength: 200 })),
    email: Email,
    phone: Type.Optional(SingleLine({ maxLength: 40 })),
    company: Type.Optional(SingleLine({ maxLength: 200 })),
    subject: Type.Optional(SingleLine({ maxLength: 200 })),
    service: Type.Optional(SingleLine({ maxLength: 40 })),
    message: Type.Optional(MultiLine({ maxLength: 5000 })),
    website: Type.Optional(SingleLine({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type MessageCreate = Static<typeof MessageCreate>;

export type ContactMessage = {
  kind: 'contact';
  name: string;
  email: string;
  message: string;
} & Partial<Record<'phone' | 'company' | 'service', string>>;
export type SupportMessage = {
  kind: 'support';
  name: string;
  email: string;
  subject: string;
  message: string;
} & Partial<Record<'phone' | 'service', string>>;
export type EarlyAccessMessage = { kind: 'early-access'; email: string };

export const MessageCreated = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { additionalProperties: false },
);
export type MessageCreated = Static<typeof MessageCreated>;

const Nullable = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);

export const InboxMessage = Type.Object(
  {
    id: Type.String(),
    kind: MessageKind,
    name: Nullable(Type.String()),
    email: Type.String(),
    phone: Nullable(Type.String()),
    company: Nullable(Type.String()),
    subject: Nullable(Type.String()),
    service: Nullable(Type.String()),
    message: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    /** Whether the copy to STUDIO_INBOX_EMAIL left. */
    mailed: Type.Boolean(),
    /** Whether a staff member marked it read (the inbox is shared by every admin). */
    read: Type.Boolean(),
    readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** The email of who marked it read. */
    readBy: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type InboxMessage = Static<typeof InboxMessage>;

/** GET /api/admin/messages?page&pageSize&kind&read&q, newest first. */
export const InboxQuery = Type.Object(
  {
    ...PageQuery,
    kind: Type.Optional(MessageKind),
    /** `true`: read messages only; `false`: unread only. */
    read: Type.Optional(Type.Boolean()),
    /** Text found (any case) in the name, email, subject, company, phone or message. */
    q: Type.Optional(SingleLine({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type InboxQuery = Static<typeof InboxQuery>;

export const InboxList = Type.Object(
  {
    ...PageFields,
    items: Type.Array(InboxMessage),
    /** Unread messages in the whole inbox, whatever the filters. */
    unread: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type InboxList = Static<typeof InboxList>;

/** POST /api/admin/messages/:id/read and /unread */
export const MessageIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type MessageIdParams = Static<typeof MessageIdParams>;

export const MessageReadAnswer = Type.Object(
  { success: Type.Literal(true), message: Type.String(), item: InboxMessage },
  { additionalProperties: false },
);
export type MessageReadAnswer = Static<typeof MessageReadAnswer>;

export const MessageTexts = {
  contactThanks: 'Thank you for your message! We will get back to you within 24 hours.',
  earlyAccessThanks: "Thank you! You'll be notified when we launch.",
  required: 'This field is required',
  notForKind: 'Unknown field for this kind of message',
  unknownService: 'Choose one of the listed services',
  markedRead: 'Message marked as read.',
  markedUnread: 'Message marked as unread.',
  notFound: 'Message not found',
} as const;
