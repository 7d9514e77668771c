/** Reads of entries and their revisions for the admin API. */
import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL } from 'drizzle-orm';
import {
  type AnyContentData,
  type ContentState,
  type ContentType,
  type EntrySummary,
  type Revision,
} from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import {
  contentEntries,
  contentRevisions,
  contentSchedules,
  contentUnpublishSchedules,
} from '../../../db/schema.js';
import { isUuid } from '../../db-errors.js';
import { toView, viewOf, type EntryView } from './entry.js';
import { translationStatesOf } from './translations.js';

/** One entry (a source or a translation); a source's read names its translations. */
export async function readEntry(db: Db, type: ContentType, id: string): Promise<EntryView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.id, id), eq(contentEntries.type, type)));
  if (!row) return null;
  const view = await viewOf(db, row);
  if (row.sourceId !== null) return view;
  const translations = (await translationStatesOf(db, [row.id])).get(row.id) ?? {};
  return { ...view, translations };
}

export interface ListQuery {
  page: number;
  pageSize: number;
  state?: ContentState | undefined;
  q?: string | undefined;
  sort?: 'updated-desc' | 'updated-asc' | undefined;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One collection's default-language entries by last change (deleted ones only when asked for),
 * each with its translations' states.
 */
export async function listEntries(
  db: Db,
  type: ContentType,
  query: ListQuery,
): Promise<{ items: EntrySummary[]; total: number }> {
  const conditions: SQL[] = [eq(contentEntries.type, type), isNull(contentEntries.sourceId)];
  conditions.push(
    query.state ? eq(contentEntries.state, query.state) : ne(contentEntries.state, 'deleted'),
  );
  if (query.q) conditions.push(ilike(contentEntries.searchText, likePattern(query.q)));
  const where = and(...conditions);
  const order = query.sort === 'updated-asc' ? asc : desc;
  const rows = await db
    .select({
      entry: contentEntries,
      publishAt: contentSchedules.publishAt,
      unpublishAt: contentUnpublishSchedules.unpublishAt,
    })
    .from(contentEntries)
    .leftJoin(contentSchedules, eq(contentSchedules.entryId, contentEntries.id))
    .leftJoin(contentUnpublishSchedules, eq(contentUnpublishSchedules.entryId, contentEntries.id))
    .where(where)
    .orderBy(order(contentEntries.updatedAt), order(contentEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(contentEntries).where(where);
  const translations = await translationStatesOf(
    db,
    rows.map(({ entry }) => entry.id),
  );
  const items = rows.map(({ entry, publishAt, unpublishAt }) => {
    const { data: _data, live: _live, ...summary } = toView(entry, publishAt, unpublishAt);
    return { ...summary, translations: translations.get(entry.id) ?? {} };
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
