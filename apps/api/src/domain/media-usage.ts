import { and, inArray, isNotNull, isNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import { MediaMessages, type ContentType, type FieldError, type MediaUse } from '@studio/contracts';
import type { Db } from '../db/client.js';
import { contentEntries, media } from '../db/schema.js';
import { pagesOfEntry } from './content/pages.js';
import type { PageSelection } from './content/publisher.js';
import { labelOf } from './content/store/entry.js';
import { isUuid } from './db-errors.js';

/*
 * Where media is used: the one place that knows how content refers to the media library. Every
 * image or audio reference in an entry (a field such as a hero image, a poster, a preview clip,
 * or an image inside an article's body) is an object with a `mediaId`; ids of the library are
 * UUIDs, while `site:<name>` ids name the artworks the site ships.
 */

/** A reference to a media item in an entry's data, by the top-level field that holds it. */
export interface MediaReference {
  field: string;
  mediaId: string;
}

/** Calls `visit` with each object within `value` (at any depth) that refers to a library item. */
export function eachLibraryReference(
  value: unknown,
  visit: (reference: { mediaId: string }) => void,
): void {
  if (Array.isArray(value)) {
    for (const item of value) eachLibraryReference(item, visit);
  } else if (typeof value === 'object' && value !== null) {
    const { mediaId } = value as { mediaId?: unknown };
    if (typeof mediaId === 'string' && isUuid(mediaId)) visit({ mediaId });
    for (const child of Object.values(value)) eachLibraryReference(child, visit);
  }
}

/** Every library item `data` refers to, with the field (`data.heroImage`) that holds each. */
export function libraryReferences(data: Record<string, unknown>): MediaReference[] {
  return Object.entries(data).flatMap(([key, value]) => {
    const found: MediaReference[] = [];
    eachLibraryReference(value, ({ mediaId }) => found.push({ field: `data.${key}`, mediaId }));
    return found;
  });
}

/** Whether an entry document (its `data`, anywhere within) refers to the media item. */
const refersTo = (document: SQLWrapper, mediaId: string) =>
  sql`coalesce(jsonb_path_exists(${document}, '$.data.**.mediaId ? (@ == $id)', jsonb_build_object('id', ${mediaId}::text)), false)`;

/**
 * The entries that refer to a media item, in their working draft or on their live page (deleted
 * entries excepted). Deleting is refused while this answers any, and the library shows it as
 * "where used".
 */
export async function mediaUsage(db: Db, mediaId: string): Promise<MediaUse[]> {
  const rows = await db
    .select({ id: contentEntries.id, type: contentEntries.type, draft: contentEntries.draft })
    .from(contentEntries)
    .where(
      and(
        ne(contentEntries.state, 'deleted'),
        or(refersTo(contentEntries.draft, mediaId), refersTo(contentEntries.live, mediaId)),
      ),
    )
    .orderBy(contentEntries.type, contentEntries.id);
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    title: labelOf(row.type as ContentType, row.draft.data),
  }));
}

/**
 * What keeps `data` from going live as far as media goes: a library item that is gone, or an
 * image nobody has described (an image without alt text cannot be used).
 */
export async function mediaProblems(db: Db, data: Record<string, unknown>): Promise<FieldError[]> {
  const references = libraryReferences(data);
  if (references.length === 0) return [];
  const ids = [...new Set(references.map((reference) => reference.mediaId))];
  const rows = await db
    .select({ id: media.id, kind: media.kind, alt: media.alt })
    .from(media)
    // An item in the trash is gone as far as pages go: its files are not served.
    .where(and(inArray(media.id, ids), isNull(media.trashedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems = new Map<string, string>();
  for (const { field, mediaId } of references) {
    const item = byId.get(mediaId);
    const message = !item
      ? MediaMessages.goneFromLibrary
      : item.kind === 'image' && item.alt.trim() === ''
        ? MediaMessages.altBeforeUse
        : null;
    if (message && !problems.has(field)) problems.set(field, message);
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

/** What names an entry's pages: its type, language and live slug. */
const PAGE_COLUMNS = {
  id: contentEntries.id,
  type: contentEntries.type,
  locale: contentEntries.locale,
  live: contentEntries.live,
};

/**
 * The pages that show a media item now: those of every entry whose live page refers to it. A new
 * file or description of the item is published to them (the pages name its files' URLs).
 */
export async function livePagesUsing(db: Db, mediaId: string): Promise<PageSelection | null> {
  const using = await db
    .select(PAGE_COLUMNS)
    .from(contentEntries)
    .where(and(ne(contentEntries.state, 'deleted'), refersTo(contentEntries.live, mediaId)));
  // A translation's pages show its source's neutral fields (an article's hero image) too.
  const translations =
    using.length === 0
      ? []
      : await db
          .select(PAGE_COLUMNS)
          .from(contentEntries)
          .where(
            and(
              ne(contentEntries.state, 'deleted'),
              isNotNull(contentEntries.live),
              inArray(
                contentEntries.sourceId,
                using.map((row) => row.id),
              ),
            ),
          );
  const paths = new Set<string>();
  for (const row of [...using, ...translations]) {
    const pages = pagesOfEntry(row.type as ContentType, [row.live?.slug], row.locale);
    if ('paths' in pages) for (const path of pages.paths) paths.add(path);
  }
  return paths.size > 0 ? { paths: [...paths] } : null;
}
