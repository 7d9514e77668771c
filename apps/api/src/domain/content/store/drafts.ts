/** Writes to an entry's working draft: create, save, restore a revision. */
import { randomUUID } from 'node:crypto';
import { TransactionRollbackError, and, desc, eq } from 'drizzle-orm';
import { ContentTexts, sameJson, slugify, type ContentType } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import {
  contentEntries,
  contentRevisions,
  type ContentEntryRow,
  type StoredDocument,
} from '../../../db/schema.js';
import { isUuid } from '../../db-errors.js';
import { changedFields } from '../json.js';
import {
  AUTOSAVE_REVISION_GAP_MS,
  guard,
  invalid,
  isRefusal,
  keepRevision,
  labelOf,
  record,
  searchTextOf,
  setEntry,
  toView,
  viewOf,
  documentProblems,
  type ActionInput,
  type ContentActor,
  type Data,
  type EntryOutcome,
  type Guarded,
} from './entry.js';
import { releaseSlug, reserveSlug, slugTaken } from './slugs.js';

export interface CreateInput {
  type: ContentType;
  slug?: string | undefined;
  data: Data;
  actor: ContentActor;
  now: Date;
}

/**
 * Inserts a new entry as a draft at version 1 (a default-language entry, or with `locale` and
 * `sourceId` a translation); the caller reserves its slug and keeps its first revision.
 */
export async function insertDraft(
  tx: Db,
  entry: {
    id: string;
    type: ContentType;
    locale?: string;
    sourceId?: string;
    document: StoredDocument;
    actor: ContentActor;
    now: Date;
  },
): Promise<ContentEntryRow> {
  const { id, type, locale, sourceId, document, actor, now } = entry;
  const [row] = await tx
    .insert(contentEntries)
    .values({
      id,
      type,
      ...(locale ? { locale } : {}),
      ...(sourceId ? { sourceId } : {}),
      state: 'draft',
      version: 1,
      draft: document,
      live: null,
      searchText: searchTextOf(document),
      createdAt: now,
      createdBy: actor.email,
      updatedAt: now,
      updatedBy: actor.email,
      lastRevisionAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A new entry's first revision: every field of its document counts as changed. */
export const keepFirstRevision = (
  tx: Db,
  id: string,
  document: StoredDocument,
  by: { actor: ContentActor; now: Date },
) =>
  keepRevision(
    tx,
    id,
    document,
    'save',
    changedFields(null, { slug: document.slug, ...document.data }),
    by.actor,
    by.now,
  );

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
      const row = await insertDraft(tx, { ...input, id, document });
      // Reserved after the row exists (the slug refers to it); a taken slug undoes the insert.
      if (!(await reserveSlug(tx, { type: input.type, locale: row.locale }, document.slug, id))) {
        tx.rollback();
      }
      await keepFirstRevision(tx, id, document, input);
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
  /** Whether the data is a translation's (its translatable fields only) or a whole entry's. */
  translation?: boolean;
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
    // The data was checked by the schema of one kind of document: a source's whole entry or a
    // translation's translatable fields. Each row takes only its own kind.
    if ((row.sourceId !== null) !== (input.translation ?? false))
      return {
        ok: false,
        reason: 'malformed',
        message: row.sourceId ? ContentTexts.saveAsTranslation : ContentTexts.saveAsSource,
      };
    const document: StoredDocument = { slug: input.slug ?? row.draft.slug, data: input.data };
    const problems = documentProblems(input.type, document);
    if (problems.length > 0) return invalid(problems);
    return writeDraft(tx, input.type, row, document, input.autosave ? 'autosave' : 'save', input);
  });
}

export async function writeDraft(
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
    const scope = { type, locale: row.locale };
    if (!(await reserveSlug(tx, scope, document.slug, row.id))) return slugTaken();
    if (row.draft.slug !== row.live?.slug) await releaseSlug(tx, scope, row.draft.slug, row.id);
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

export interface RestoreInput extends ActionInput {
  revisionId: string;
}

/**
 * Autosaves keep a revision at most every 10 minutes, so the open draft may be held by no
 * revision: keep it before a restore replaces it, so that what was typed can be restored too.
 */
async function keepOpenDraft(tx: Db, row: ContentEntryRow, input: ActionInput): Promise<void> {
  const [newest] = await tx
    .select({ document: contentRevisions.document })
    .from(contentRevisions)
    .where(eq(contentRevisions.entryId, row.id))
    .orderBy(desc(contentRevisions.number))
    .limit(1);
  if (newest && sameJson(newest.document, row.draft)) return;
  const fields = changedFields(
    newest ? { slug: newest.document.slug, ...newest.document.data } : null,
    { slug: row.draft.slug, ...row.draft.data },
  );
  await keepRevision(tx, row.id, row.draft, 'autosave', fields, input.actor, input.now);
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
    await keepOpenDraft(tx, row, input);
    return writeDraft(tx, input.type, row, revision.document, 'restore', input);
  });
}
