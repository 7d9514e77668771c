/** What every content write shares: the entry as the API shows it, its lock and version guard, its revisions and its audit line. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  CONTENT_TYPES,
  ContentTexts,
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  ValidationMessages,
  isRichTextEmpty,
  richTextProblems,
  sameJson,
  slugProblem,
  type AnyContentData,
  type ContentType,
  type EntrySummary,
  type FieldError,
  type RevisionReason,
  type RichTextDocument,
  type Role,
} from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import {
  contentEntries,
  contentRevisions,
  contentSchedules,
  contentUnpublishSchedules,
  type ContentEntryRow,
  type StoredDocument,
} from '../../../db/schema.js';
import { MINUTE } from '../../../clock.js';
import { audit, type AuditAction } from '../../audit.js';
import { isUuid } from '../../db-errors.js';
import type { RefusalOf, StateRefusal } from '../../refusal.js';
import { textOf } from '../json.js';
import type { PageSelection } from '../publisher.js';

/** An autosave keeps a revision only when none was kept for this long. */
export const AUTOSAVE_REVISION_GAP_MS = 10 * MINUTE;

export interface ContentActor {
  id: string | null;
  email: string | null;
  role: Role | null;
  ip: string | null;
}

export type Data = Record<string, unknown>;

/** An entry as the API shows it. The store holds only data its type's schema accepted. */
export interface EntryView extends EntrySummary {
  data: AnyContentData;
  live: AnyContentData | null;
}

export type Stale = RefusalOf<'stale'> & { current: EntryView };
export type ContentRefusal =
  StateRefusal | RefusalOf<'invalid_fields' | 'not_allowed' | 'malformed'> | Stale;
/** A change, and the pages to re-render once it has committed (null: nothing live changed). */
export type EntryOutcome =
  { ok: true; entry: EntryView; pages: PageSelection | null } | ContentRefusal;

export const notFound: StateRefusal = {
  ok: false,
  reason: 'not_found',
  message: ContentTexts.notFound,
};
export const invalid = (errors: FieldError[]): RefusalOf<'invalid_fields'> => ({
  ok: false,
  reason: 'invalid_fields',
  message: 'Invalid request',
  errors,
});

export function labelOf(type: ContentType, data: Data): string {
  const value = data[CONTENT_TYPES[type].slugFrom];
  return typeof value === 'string' ? value : '';
}

export function searchTextOf(document: StoredDocument): string {
  return [document.slug, ...textOf(document.data)].join('\n').toLowerCase();
}

export function toView(
  row: ContentEntryRow,
  scheduledFor: Date | null,
  unpublishAt: Date | null = null,
): EntryView {
  return {
    id: row.id,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    sourceId: row.sourceId,
    state: row.state,
    version: row.version,
    slug: row.draft.slug,
    liveSlug: row.live?.slug ?? null,
    label: labelOf(row.type as ContentType, row.draft.data),
    hasUnpublishedChanges:
      row.live === null ? row.state !== 'deleted' : !sameJson(row.live, row.draft),
    scheduledFor: scheduledFor?.toISOString() ?? null,
    unpublishAt: unpublishAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    deletedAt: row.state === 'deleted' ? (row.deletedAt?.toISOString() ?? null) : null,
    data: row.draft.data as AnyContentData,
    live: (row.live?.data ?? null) as AnyContentData | null,
  };
}

export async function viewOf(db: Db, row: ContentEntryRow): Promise<EntryView> {
  const [schedule] = await db
    .select({ publishAt: contentSchedules.publishAt })
    .from(contentSchedules)
    .where(eq(contentSchedules.entryId, row.id));
  const [down] = await db
    .select({ unpublishAt: contentUnpublishSchedules.unpublishAt })
    .from(contentUnpublishSchedules)
    .where(eq(contentUnpublishSchedules.entryId, row.id));
  return toView(row, schedule?.publishAt ?? null, down?.unpublishAt ?? null);
}

/**
 * What only the domain checks in an entry's document: the slug rule, and an article body's
 * node allow-list. The route has already held the data to its type's schema.
 */
export function documentProblems(type: ContentType, document: StoredDocument): FieldError[] {
  const problems: FieldError[] = [];
  const slug = slugProblem(document.slug);
  if (slug) problems.push({ field: 'slug', message: slug });
  if (type === 'articles') {
    const body = richTextProblems(document.data.body, 'data.body');
    problems.push(...body);
    // The article's body is required: one that shows nothing is as missing as no body.
    if (body.length === 0 && isRichTextEmpty(document.data.body as RichTextDocument))
      problems.push({ field: 'data.body', message: ValidationMessages.required });
  }
  return problems;
}

export async function keepRevision(
  db: Db,
  entryId: string,
  document: StoredDocument,
  reason: RevisionReason,
  fields: string[],
  actor: ContentActor,
  now: Date,
): Promise<void> {
  const [last] = await db
    .select({ number: contentRevisions.number })
    .from(contentRevisions)
    .where(eq(contentRevisions.entryId, entryId))
    .orderBy(desc(contentRevisions.number))
    .limit(1);
  await db.insert(contentRevisions).values({
    id: randomUUID(),
    entryId,
    number: (last?.number ?? 0) + 1,
    createdAt: now,
    actorId: actor.id,
    actorEmail: actor.email,
    reason,
    changedFields: fields,
    document,
  });
}

/** The audit details that name an entry: a translation's also name its language. */
export function entryDetails(
  type: ContentType,
  row: { id: string; version: number; locale?: string },
  slug: string,
): Record<string, string | number> {
  const details = { type, entryId: row.id, slug, version: row.version };
  return row.locale && row.locale !== DEFAULT_LOCALE ? { ...details, locale: row.locale } : details;
}

export async function record(
  db: Db,
  action: AuditAction,
  actor: ContentActor,
  now: Date,
  type: ContentType,
  row: { id: string; version: number; locale?: string },
  slug: string,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await audit(db, {
    action,
    at: now,
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    details: { ...entryDetails(type, row, slug), ...details },
  });
}

/** The languages an entry may be translated into: every one but the default. */
export const TRANSLATION_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Changes the entry's row and answers it as stored. */
export async function setEntry(
  db: Db,
  id: string,
  values: Partial<typeof contentEntries.$inferInsert>,
): Promise<ContentEntryRow> {
  const [updated] = await db
    .update(contentEntries)
    .set(values)
    .where(eq(contentEntries.id, id))
    .returning();
  if (!updated) throw new Error('update returned no row');
  return updated;
}

/** The entry, locked for this transaction, if it exists and is of this type. */
export async function lockEntry(
  db: Db,
  type: ContentType,
  id: string,
): Promise<ContentEntryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.id, id), eq(contentEntries.type, type)))
    .for('update');
  return row ?? null;
}

export interface Guarded {
  type: ContentType;
  id: string;
  version: number;
}

/** Locks the entry and checks that the write names its current version and it is not deleted. */
export async function guard(db: Db, input: Guarded): Promise<ContentEntryRow | ContentRefusal> {
  const row = await lockEntry(db, input.type, input.id);
  if (!row) return notFound;
  if (row.version !== input.version)
    return {
      ok: false,
      reason: 'stale',
      message: ContentTexts.stale,
      current: await viewOf(db, row),
    };
  if (row.state === 'deleted')
    return { ok: false, reason: 'conflict', message: ContentTexts.deletedEntry };
  return row;
}

export const isRefusal = (value: ContentEntryRow | ContentRefusal): value is ContentRefusal =>
  'ok' in value;

export interface ActionInput extends Guarded {
  actor: ContentActor;
  now: Date;
}
