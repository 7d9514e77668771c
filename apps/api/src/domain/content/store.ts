import { randomUUID } from 'node:crypto';
import {
  TransactionRollbackError,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  lte,
  ne,
  type SQL,
} from 'drizzle-orm';
import {
  CONTENT_TYPES,
  ContentTexts,
  richTextProblems,
  slugProblem,
  slugify,
  type AnyContentData,
  type ContentState,
  type ContentType,
  type EntrySummary,
  type FieldError,
  type Revision,
  type RevisionReason,
  type Role,
} from '@studio/contracts';
import type { Db } from '../../db/client.js';
import {
  contentEntries,
  contentRevisions,
  contentSchedules,
  contentSlugs,
  type ContentEntryRow,
  type StoredDocument,
} from '../../db/schema.js';
import { MINUTE } from '../../clock.js';
import { audit, type AuditAction } from '../audit.js';
import { isUuid } from '../db-errors.js';
import type { RefusalOf, StateRefusal } from '../refusal.js';
import { changedFields, sameJson, textOf } from './json.js';
import { pagesOfEntry } from './pages.js';
import type { PageSelection } from './publisher.js';

/** An autosave keeps a revision only when none was kept for this long. */
export const AUTOSAVE_REVISION_GAP_MS = 10 * MINUTE;

export interface ContentActor {
  id: string | null;
  email: string | null;
  role: Role | null;
  ip: string | null;
}

type Data = Record<string, unknown>;

/** An entry as the API shows it. The store holds only data its type's schema accepted. */
export interface EntryView extends EntrySummary {
  data: AnyContentData;
  live: AnyContentData | null;
}

export type Stale = { ok: false; reason: 'stale'; current: EntryView };
export type ContentRefusal = StateRefusal | RefusalOf<'invalid_fields' | 'not_allowed'> | Stale;
/** A change, and the pages to re-render once it has committed (null: nothing live changed). */
export type EntryOutcome =
  { ok: true; entry: EntryView; pages: PageSelection | null } | ContentRefusal;

const notFound: StateRefusal = { ok: false, reason: 'not_found', message: ContentTexts.notFound };
const invalid = (errors: FieldError[]): RefusalOf<'invalid_fields'> => ({
  ok: false,
  reason: 'invalid_fields',
  message: 'Invalid request',
  errors,
});

function labelOf(type: ContentType, data: Data): string {
  const value = data[CONTENT_TYPES[type].slugFrom];
  return typeof value === 'string' ? value : '';
}

function searchTextOf(document: StoredDocument): string {
  return [document.slug, ...textOf(document.data)].join('\n').toLowerCase();
}

function toView(row: ContentEntryRow, scheduledFor: Date | null): EntryView {
  return {
    id: row.id,
    state: row.state,
    version: row.version,
    slug: row.draft.slug,
    liveSlug: row.live?.slug ?? null,
    label: labelOf(row.type as ContentType, row.draft.data),
    hasUnpublishedChanges:
      row.live === null ? row.state !== 'deleted' : !sameJson(row.live, row.draft),
    scheduledFor: scheduledFor?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    data: row.draft.data as AnyContentData,
    live: (row.live?.data ?? null) as AnyContentData | null,
  };
}

async function viewOf(db: Db, row: ContentEntryRow): Promise<EntryView> {
  const [schedule] = await db
    .select({ publishAt: contentSchedules.publishAt })
    .from(contentSchedules)
    .where(eq(contentSchedules.entryId, row.id));
  return toView(row, schedule?.publishAt ?? null);
}

/**
 * What only the domain checks in an entry's document: the slug rule, and an article body's
 * node allow-list. The route has already held the data to its type's schema.
 */
export function documentProblems(type: ContentType, document: StoredDocument): FieldError[] {
  const problems: FieldError[] = [];
  const slug = slugProblem(document.slug);
  if (slug) problems.push({ field: 'slug', message: slug });
  if (type === 'articles') problems.push(...richTextProblems(document.data.body, 'data.body'));
  return problems;
}

/** Reserves `slug` for the entry; false when another entry of the type uses it. */
async function reserveSlug(
  db: Db,
  type: ContentType,
  slug: string,
  entryId: string,
): Promise<boolean> {
  const where = and(eq(contentSlugs.type, type), eq(contentSlugs.slug, slug));
  const [existing] = await db.select().from(contentSlugs).where(where).for('update');
  if (!existing) {
    const inserted = await db
      .insert(contentSlugs)
      .values({ type, slug, entryId, redirect: false })
      .onConflictDoNothing()
      .returning();
    return inserted.length > 0;
  }
  if (existing.entryId !== entryId && !existing.redirect) return false;
  // An old URL of any entry may be taken over: from now on it shows the new entry.
  if (existing.entryId !== entryId || existing.redirect)
    await db.update(contentSlugs).set({ entryId, redirect: false }).where(where);
  return true;
}

/** Frees a slug the entry no longer uses (never its redirects). */
async function releaseSlug(
  db: Db,
  type: ContentType,
  slug: string,
  entryId: string,
): Promise<void> {
  await db
    .delete(contentSlugs)
    .where(
      and(
        eq(contentSlugs.type, type),
        eq(contentSlugs.slug, slug),
        eq(contentSlugs.entryId, entryId),
        eq(contentSlugs.redirect, false),
      ),
    );
}

const slugTaken = () => invalid([{ field: 'slug', message: ContentTexts.slugTaken }]);

async function keepRevision(
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

async function record(
  db: Db,
  action: AuditAction,
  actor: ContentActor,
  now: Date,
  type: ContentType,
  row: { id: string; version: number },
  slug: string,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await audit(db, {
    action,
    at: now,
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    details: { type, entryId: row.id, slug, version: row.version, ...details },
  });
}

/** Changes the entry's row and answers it as stored. */
async function setEntry(
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
async function lockEntry(db: Db, type: ContentType, id: string): Promise<ContentEntryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.id, id), eq(contentEntries.type, type)))
    .for('update');
  return row ?? null;
}

interface Guarded {
  type: ContentType;
  id: string;
  version: number;
}

/** Locks the entry and checks that the write names its current version and it is not deleted. */
async function guard(db: Db, input: Guarded): Promise<ContentEntryRow | ContentRefusal> {
  const row = await lockEntry(db, input.type, input.id);
  if (!row) return notFound;
  if (row.version !== input.version)
    return { ok: false, reason: 'stale', current: await viewOf(db, row) };
  if (row.state === 'deleted')
    return { ok: false, reason: 'conflict', message: ContentTexts.deletedEntry };
  return row;
}

const isRefusal = (value: ContentEntryRow | ContentRefusal): value is ContentRefusal =>
  'ok' in value;

export interface CreateInput {
  type: ContentType;
  slug?: string | undefined;
  data: Data;
  actor: ContentActor;
  now: Date;
}

/** A new draft entry; its slug comes from its title (or name, or question) unless given. */
export async function createEntry(db: Db, input: CreateInput): Promise<EntryOutcome> {
  const document: StoredDocument = {
    slug: input.slug ?? slugify(labelOf(input.type, input.data)),
    data: input.data,
  };
  const problems = documentProblems(input.type, document);
  if (problems.length > 0) return invalid(problems);
  return db
    .transaction(async (tx) => {
      const id = randomUUID();
      const [row] = await tx
        .insert(contentEntries)
        .values({
          id,
          type: input.type,
          state: 'draft',
          version: 1,
          draft: document,
          live: null,
          searchText: searchTextOf(document),
          createdAt: input.now,
          createdBy: input.actor.email,
          updatedAt: input.now,
          updatedBy: input.actor.email,
          lastRevisionAt: input.now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      // Reserved after the row exists (the slug refers to it); a taken slug undoes the insert.
      if (!(await reserveSlug(tx, input.type, document.slug, id))) {
        tx.rollback();
      }
      await keepRevision(
        tx,
        id,
        document,
        'save',
        changedFields(null, { slug: document.slug, ...document.data }),
        input.actor,
        input.now,
      );
      await record(tx, 'content.created', input.actor, input.now, input.type, row, document.slug);
      return { ok: true as const, entry: toView(row, null), pages: null };
    })
    .catch((error: unknown) => {
      if (isRollback(error)) return slugTaken();
      throw error;
    });
}

function isRollback(error: unknown): boolean {
  return error instanceof TransactionRollbackError;
}

export interface UpdateInput extends Guarded {
  slug?: string | undefined;
  data: Data;
  autosave: boolean;
  actor: ContentActor;
  now: Date;
}

/**
 * Changes the working draft (never the live page). An explicit save keeps a revision; an
 * autosave keeps one only when none was kept for 10 minutes. A write that changes nothing
 * answers the entry as it is.
 */
export async function updateEntry(db: Db, input: UpdateInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    const document: StoredDocument = { slug: input.slug ?? row.draft.slug, data: input.data };
    const problems = documentProblems(input.type, document);
    if (problems.length > 0) return invalid(problems);
    return writeDraft(tx, input.type, row, document, input.autosave ? 'autosave' : 'save', input);
  });
}

async function writeDraft(
  tx: Db,
  type: ContentType,
  row: ContentEntryRow,
  document: StoredDocument,
  reason: 'save' | 'autosave' | 'restore',
  input: { actor: ContentActor; now: Date },
): Promise<EntryOutcome> {
  const fields = changedFields(
    { slug: row.draft.slug, ...row.draft.data },
    { slug: document.slug, ...document.data },
  );
  if (fields.length === 0 && reason !== 'restore')
    return { ok: true, entry: await viewOf(tx, row), pages: null };
  if (document.slug !== row.draft.slug) {
    if (!(await reserveSlug(tx, type, document.slug, row.id))) return slugTaken();
    if (row.draft.slug !== row.live?.slug) await releaseSlug(tx, type, row.draft.slug, row.id);
  }
  const quiet =
    row.lastRevisionAt === null ||
    input.now.getTime() - row.lastRevisionAt.getTime() >= AUTOSAVE_REVISION_GAP_MS;
  const keep = reason !== 'autosave' || quiet;
  const updated = await setEntry(tx, row.id, {
    draft: document,
    version: row.version + 1,
    searchText: searchTextOf(document),
    updatedAt: input.now,
    updatedBy: input.actor.email,
    ...(keep ? { lastRevisionAt: input.now } : {}),
  });
  if (keep) await keepRevision(tx, row.id, document, reason, fields, input.actor, input.now);
  await record(
    tx,
    reason === 'restore' ? 'content.restored' : 'content.saved',
    input.actor,
    input.now,
    type,
    updated,
    document.slug,
    { fields: fields.join(','), autosave: reason === 'autosave' },
  );
  return { ok: true, entry: await viewOf(tx, updated), pages: null };
}

/**
 * Makes `document` the live one: the old live slug, if it changed, keeps answering with a
 * redirect to the new one, and any schedule is done with.
 */
async function goLive(
  tx: Db,
  type: ContentType,
  row: ContentEntryRow,
  document: StoredDocument,
  reason: 'publish' | 'scheduled-publish',
  actor: ContentActor,
  now: Date,
): Promise<{ entry: EntryView; pages: PageSelection }> {
  const before = row.live;
  if (!(await reserveSlug(tx, type, document.slug, row.id)))
    throw new Error('the published slug is reserved by its draft');
  if (before && before.slug !== document.slug) {
    await tx
      .update(contentSlugs)
      .set({ redirect: true })
      .where(
        and(
          eq(contentSlugs.type, type),
          eq(contentSlugs.slug, before.slug),
          eq(contentSlugs.entryId, row.id),
        ),
      );
  }
  await tx.delete(contentSchedules).where(eq(contentSchedules.entryId, row.id));
  const updated = await setEntry(tx, row.id, {
    live: document,
    state: 'published',
    version: row.version + 1,
    publishedAt: now,
    updatedAt: now,
    updatedBy: actor.email,
    lastRevisionAt: now,
  });
  const fields = changedFields(before ? { slug: before.slug, ...before.data } : null, {
    slug: document.slug,
    ...document.data,
  });
  await keepRevision(tx, row.id, document, reason, fields, actor, now);
  await record(
    tx,
    reason === 'publish' ? 'content.published' : 'content.scheduled_published',
    actor,
    now,
    type,
    updated,
    document.slug,
    before && before.slug !== document.slug ? { previousSlug: before.slug } : {},
  );
  return { entry: toView(updated, null), pages: pagesOfEntry(type, [before?.slug, document.slug]) };
}

export interface ActionInput extends Guarded {
  actor: ContentActor;
  now: Date;
}

/** Publishes the working draft now. */
export async function publishEntry(db: Db, input: ActionInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    if (row.live && sameJson(row.live, row.draft))
      return { ok: false, reason: 'conflict', message: ContentTexts.nothingToPublish };
    const problems = documentProblems(input.type, row.draft);
    if (problems.length > 0) return invalid(problems);
    const done = await goLive(tx, input.type, row, row.draft, 'publish', input.actor, input.now);
    return { ok: true, ...done };
  });
}

/** Takes the live page down; the working draft stays. */
export async function unpublishEntry(db: Db, input: ActionInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    if (!row.live) return { ok: false, reason: 'conflict', message: ContentTexts.notPublished };
    const liveSlug = row.live.slug;
    if (liveSlug !== row.draft.slug) await releaseSlug(tx, input.type, liveSlug, row.id);
    const [schedule] = await tx
      .select({ publishAt: contentSchedules.publishAt })
      .from(contentSchedules)
      .where(eq(contentSchedules.entryId, row.id));
    const updated = await setEntry(tx, row.id, {
      live: null,
      state: schedule ? 'scheduled' : 'unpublished',
      version: row.version + 1,
      updatedAt: input.now,
      updatedBy: input.actor.email,
    });
    await record(tx, 'content.unpublished', input.actor, input.now, input.type, updated, liveSlug);
    return {
      ok: true,
      entry: toView(updated, schedule?.publishAt ?? null),
      pages: pagesOfEntry(input.type, [liveSlug]),
    };
  });
}

export interface ScheduleInput extends ActionInput {
  /** Null cancels the schedule. */
  publishAt: Date | null;
}

/** Sets (or cancels) the time the working draft, as it is now, goes live. */
export async function scheduleEntry(db: Db, input: ScheduleInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    const notLive: ContentState = row.publishedAt ? 'unpublished' : 'draft';
    if (input.publishAt === null) {
      const removed = await tx
        .delete(contentSchedules)
        .where(eq(contentSchedules.entryId, row.id))
        .returning();
      if (removed.length === 0)
        return { ok: false, reason: 'conflict', message: ContentTexts.notScheduled };
      const updated = await setEntry(tx, row.id, {
        state: row.live ? 'published' : notLive,
        version: row.version + 1,
        updatedAt: input.now,
        updatedBy: input.actor.email,
      });
      await record(
        tx,
        'content.unscheduled',
        input.actor,
        input.now,
        input.type,
        updated,
        row.draft.slug,
      );
      return { ok: true, entry: toView(updated, null), pages: null };
    }
    if (input.publishAt.getTime() <= input.now.getTime())
      return invalid([{ field: 'publishAt', message: ContentTexts.scheduleInPast }]);
    const problems = documentProblems(input.type, row.draft);
    if (problems.length > 0) return invalid(problems);
    const schedule = {
      publishAt: input.publishAt,
      document: row.draft,
      draftVersion: row.version,
      createdAt: input.now,
      createdBy: input.actor.email,
      createdById: input.actor.id,
    };
    await tx
      .insert(contentSchedules)
      .values({ entryId: row.id, ...schedule })
      .onConflictDoUpdate({ target: contentSchedules.entryId, set: schedule });
    const updated = await setEntry(tx, row.id, {
      state: row.live ? 'published' : 'scheduled',
      version: row.version + 1,
      updatedAt: input.now,
      updatedBy: input.actor.email,
    });
    await record(
      tx,
      'content.scheduled',
      input.actor,
      input.now,
      input.type,
      updated,
      row.draft.slug,
      {
        publishAt: input.publishAt.toISOString(),
      },
    );
    return { ok: true, entry: toView(updated, input.publishAt), pages: null };
  });
}

/**
 * Publishes every schedule that is due, each once however many instances run this at the same
 * time: a due schedule is claimed with `FOR UPDATE SKIP LOCKED` and deleted in the transaction
 * that publishes it. Answers the pages to re-render.
 */
export async function publishDueSchedules(db: Db, now: Date, limit = 50): Promise<PageSelection[]> {
  const pages: PageSelection[] = [];
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(contentSchedules)
        .where(lte(contentSchedules.publishAt, now))
        .orderBy(asc(contentSchedules.publishAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [row] = await tx
        .select()
        .from(contentEntries)
        .where(eq(contentEntries.id, due.entryId))
        .for('update');
      if (!row || row.state === 'deleted') {
        await tx.delete(contentSchedules).where(eq(contentSchedules.entryId, due.entryId));
        return { paths: [] } satisfies PageSelection;
      }
      const actor: ContentActor = {
        id: due.createdById,
        email: due.createdBy,
        role: null,
        ip: null,
      };
      const type = row.type as ContentType;
      return (await goLive(tx, type, row, due.document, 'scheduled-publish', actor, now)).pages;
    });
    if (done === null) break;
    pages.push(done);
    if (pages.length >= limit) break;
  }
  return pages;
}

export interface DeleteInput extends ActionInput {
  actor: ContentActor & { role: Role };
}

/** Deletes an entry (kept for the audit, gone from every page); a live one only by a super admin. */
export async function deleteEntry(db: Db, input: DeleteInput): Promise<EntryOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    if (row.live && input.actor.role !== 'super_admin') return 'forbidden' as const;
    const liveSlug = row.live?.slug;
    await tx.delete(contentSchedules).where(eq(contentSchedules.entryId, row.id));
    await tx.delete(contentSlugs).where(eq(contentSlugs.entryId, row.id));
    const updated = await setEntry(tx, row.id, {
      live: null,
      state: 'deleted',
      version: row.version + 1,
      deletedAt: input.now,
      updatedAt: input.now,
      updatedBy: input.actor.email,
    });
    await record(
      tx,
      'content.deleted',
      input.actor,
      input.now,
      input.type,
      updated,
      row.draft.slug,
      {
        wasLive: Boolean(liveSlug),
      },
    );
    return {
      ok: true as const,
      entry: toView(updated, null),
      pages: liveSlug ? pagesOfEntry(input.type, [liveSlug]) : null,
    };
  });
  if (outcome !== 'forbidden') return outcome;
  // The refusal is recorded on its own: nothing else happened.
  await audit(db, {
    action: 'access.forbidden',
    at: input.now,
    actorId: input.actor.id,
    actorEmail: input.actor.email,
    ip: input.actor.ip,
    details: {
      type: input.type,
      entryId: input.id,
      action: 'content.delete',
      role: input.actor.role,
    },
  });
  return { ok: false, reason: 'not_allowed', message: ContentTexts.deletePublishedForbidden };
}

export interface RestoreInput extends ActionInput {
  revisionId: string;
}

/** Makes an earlier revision the working draft (a new version; nothing live changes). */
export async function restoreRevision(db: Db, input: RestoreInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    const revision = isUuid(input.revisionId)
      ? (
          await tx
            .select()
            .from(contentRevisions)
            .where(
              and(eq(contentRevisions.id, input.revisionId), eq(contentRevisions.entryId, row.id)),
            )
        )[0]
      : undefined;
    if (!revision)
      return { ok: false, reason: 'not_found', message: ContentTexts.revisionNotFound };
    return writeDraft(tx, input.type, row, revision.document, 'restore', input);
  });
}

export async function readEntry(db: Db, type: ContentType, id: string): Promise<EntryView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.id, id), eq(contentEntries.type, type)));
  return row ? viewOf(db, row) : null;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  state?: ContentState | undefined;
  q?: string | undefined;
  sort?: 'updated-desc' | 'updated-asc' | undefined;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One collection's entries by last change (deleted ones only when asked for). */
export async function listEntries(
  db: Db,
  type: ContentType,
  query: ListQuery,
): Promise<{ items: EntrySummary[]; total: number }> {
  const conditions: SQL[] = [eq(contentEntries.type, type)];
  conditions.push(
    query.state ? eq(contentEntries.state, query.state) : ne(contentEntries.state, 'deleted'),
  );
  if (query.q) conditions.push(ilike(contentEntries.searchText, likePattern(query.q)));
  const where = and(...conditions);
  const order = query.sort === 'updated-asc' ? asc : desc;
  const rows = await db
    .select({ entry: contentEntries, publishAt: contentSchedules.publishAt })
    .from(contentEntries)
    .leftJoin(contentSchedules, eq(contentSchedules.entryId, contentEntries.id))
    .where(where)
    .orderBy(order(contentEntries.updatedAt), order(contentEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(contentEntries).where(where);
  const items = rows.map(({ entry, publishAt }) => {
    const { data: _data, live: _live, ...summary } = toView(entry, publishAt);
    return summary;
  });
  return { items, total: total?.value ?? 0 };
}

/** An entry's revisions, newest first; null when there is no such entry. */
export async function listRevisions(
  db: Db,
  type: ContentType,
  id: string,
): Promise<Revision[] | null> {
  const entry = await readEntry(db, type, id);
  if (!entry) return null;
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.entryId, id))
    .orderBy(desc(contentRevisions.number));
  return rows.map(toRevision);
}

function toRevision(row: typeof contentRevisions.$inferSelect): Revision {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    actorEmail: row.actorEmail,
    reason: row.reason,
    changedFields: row.changedFields,
  };
}

/** One revision with its document. */
export async function readRevision(
  db: Db,
  type: ContentType,
  id: string,
  revisionId: string,
): Promise<(Revision & { slug: string; data: AnyContentData }) | null> {
  if (!isUuid(revisionId) || !(await readEntry(db, type, id))) return null;
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.entryId, id)));
  return row
    ? { ...toRevision(row), slug: row.document.slug, data: row.document.data as AnyContentData }
    : null;
}

/** What a public URL of an entry answers: its live data, a redirect to its live slug, or nothing. */
export type SlugResolution =
  { kind: 'live'; slug: string; data: Data } | { kind: 'moved'; slug: string } | null;

export async function resolveSlug(
  db: Db,
  type: ContentType,
  slug: string,
): Promise<SlugResolution> {
  const [found] = await db
    .select({ redirect: contentSlugs.redirect, entry: contentEntries })
    .from(contentSlugs)
    .innerJoin(contentEntries, eq(contentEntries.id, contentSlugs.entryId))
    .where(and(eq(contentSlugs.type, type), eq(contentSlugs.slug, slug)));
  const live = found?.entry.live;
  if (!found || !live) return null;
  if (live.slug === slug) return { kind: 'live', slug, data: live.data };
  return found.redirect ? { kind: 'moved', slug: live.slug } : null;
}
