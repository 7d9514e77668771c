/** What the public site is rendered from: the store's published content, read in one go. */
import { createHash } from 'node:crypto';
import { aliasedTable, and, eq, inArray, isNotNull, min } from 'drizzle-orm';
import {
  CONTENT_TYPE_IDS,
  DEFAULT_LOCALE,
  LOCALES,
  isContentType,
  isTranslatable,
  type Locale,
  type ContentType,
  type PublishedContent,
  type PublishedEntries,
  type PublishedEntry,
} from '@studio/contracts';
import type { Db } from '../../db/client.js';
import { contentEntries, contentRevisions } from '../../db/schema.js';
import { withCurrentMedia } from '../media.js';
import { readWebsite, readWebsiteTranslation } from './website.js';

type AnyPublishedEntry = PublishedEntry;

const numberOf = (entry: AnyPublishedEntry, field: string): number | null => {
  const value = (entry.data as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
};
const textOf = (entry: AnyPublishedEntry, field: string): string => {
  const value = (entry.data as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
};

/**
 * The order the site lists a type in: by the editors' `order` where the type has one (FAQs, help
 * topics, team, leadership), articles newest date first, the others (releases, tracks, jobs)
 * newest first by when they first went live; ties by slug, so the same store always reads the same.
 */
function compareEntries(a: AnyPublishedEntry, b: AnyPublishedEntry): number {
  const byOrder = (numberOf(a, 'order') ?? 0) - (numberOf(b, 'order') ?? 0);
  if (byOrder !== 0) return byOrder;
  const byDate = textOf(b, 'date').localeCompare(textOf(a, 'date'));
  if (byDate !== 0) return byDate;
  if (a.publishedAt !== b.publishedAt) return a.publishedAt > b.publishedAt ? -1 : 1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/** Every type's entries, each list in its type's order. */
export function orderedEntries(
  entries: readonly { type: ContentType; entry: AnyPublishedEntry }[],
): PublishedEntries {
  const byType = Object.fromEntries(
    CONTENT_TYPE_IDS.map((type) => [type, [] as AnyPublishedEntry[]]),
  ) as Record<ContentType, AnyPublishedEntry[]>;
  for (const { type, entry } of entries) byType[type].push(entry);
  for (const type of CONTENT_TYPE_IDS) byType[type].sort(compareEntries);
  // Each list holds only its own type's entries: the store keeps a type with each entry.
  return byType as PublishedEntries;
}

/** When each entry first went live: its first publish revision, as a subquery. */
const firstLiveOf = (db: Db) =>
  db
    .select({ entryId: contentRevisions.entryId, at: min(contentRevisions.createdAt).as('at') })
    .from(contentRevisions)
    .where(inArray(contentRevisions.reason, ['publish', 'scheduled-publish']))
    .groupBy(contentRevisions.entryId)
    .as('first_live');

/**
 * The published content: the live document of every entry that has a live page (never a newer
 * working draft), by type, and the website settings (null before they are seeded). One query
 * for the entries (with when each first went live, from its revisions), one for the settings,
 * and one for the media items they show, whose current files and alt text they are given.
 */
export async function readPublishedContent(db: Db): Promise<PublishedContent> {
  const firstLive = firstLiveOf(db);
  const [rows, website] = await Promise.all([
    db
      .select({
        id: contentEntries.id,
        type: contentEntries.type,
        live: contentEntries.live,
        publishedAt: contentEntries.publishedAt,
        firstLiveAt: firstLive.at,
      })
      .from(contentEntries)
      .leftJoin(firstLive, eq(firstLive.entryId, contentEntries.id))
      .where(
        and(
          eq(contentEntries.locale, DEFAULT_LOCALE),
          eq(contentEntries.state, 'published'),
          isNotNull(contentEntries.live),
        ),
      ),
    readWebsite(db),
  ]);
  const documents = await withCurrentMedia(
    db,
    rows.map((row) => row.live),
  );
  const entries = rows.flatMap(({ id, type, publishedAt, firstLiveAt }, index) => {
    const live = documents[index];
    if (!live || !publishedAt || !(CONTENT_TYPE_IDS as string[]).includes(type)) return [];
    const updatedAt = publishedAt.toISOString();
    const first = firstLiveAt ? new Date(firstLiveAt).toISOString() : updatedAt;
    const entry: AnyPublishedEntry = {
      id,
      slug: live.slug,
      // The store holds only data its type's schema accepted.
      data: live.data as AnyPublishedEntry['data'],
      publishedAt: first,
      updatedAt,
    };
    return [{ type: type as ContentType, entry }];
  });
  return {
    website: website?.settings ?? null,
    entries: orderedEntries(entries),
  };
}

/**
 * The published entries of one language. The default language's are `readPublishedContent`'s.
 * Another language's are the entries whose translation in it is live, each as its source's live
 * neutral fields with the translation's live words and slug; an entry without a live translation
 * is absent (never shown in the default language's words), and so is a live translation whose
 * source has nothing live (its neutral fields are not public). Dates are the translation's.
 */
export async function readPublishedEntries(db: Db, locale: Locale): Promise<PublishedEntries> {
  if (locale === DEFAULT_LOCALE) return (await readPublishedContent(db)).entries;
  const source = aliasedTable(contentEntries, 'source');
  const firstLive = firstLiveOf(db);
  const rows = await db
    .select({
      sourceId: source.id,
      type: contentEntries.type,
      live: contentEntries.live,
      sourceLive: source.live,
      publishedAt: contentEntries.publishedAt,
      firstLiveAt: firstLive.at,
    })
    .from(contentEntries)
    .innerJoin(source, eq(source.id, contentEntries.sourceId))
    .leftJoin(firstLive, eq(firstLive.entryId, contentEntries.id))
    .where(
      and(
        eq(contentEntries.locale, locale),
        eq(contentEntries.state, 'published'),
        isNotNull(contentEntries.live),
        eq(source.state, 'published'),
        isNotNull(source.live),
      ),
    );
  const documents = await withCurrentMedia(
    db,
    rows.map(({ type, live, sourceLive }) => {
      if (!live || !sourceLive || !isContentType(type)) return null;
      // Only the source's neutral fields: a translatable one the translation left out stays out.
      const neutral = Object.entries(sourceLive.data).filter(
        ([field]) => !isTranslatable(type, field),
      );
      return { slug: live.slug, data: { ...Object.fromEntries(neutral), ...live.data } };
    }),
  );
  const entries = rows.flatMap(({ sourceId, type, publishedAt, firstLiveAt }, index) => {
    const live = documents[index];
    if (!live || !publishedAt || !(CONTENT_TYPE_IDS as string[]).includes(type)) return [];
    const updatedAt = publishedAt.toISOString();
    const entry: AnyPublishedEntry = {
      // The entry's id is its source's: one entry, shown in two languages.
      id: sourceId,
      slug: live.slug,
      data: live.data as AnyPublishedEntry['data'],
      publishedAt: firstLiveAt ? new Date(firstLiveAt).toISOString() : updatedAt,
      updatedAt,
    };
    return [{ type: type as ContentType, entry }];
  });
  return orderedEntries(entries);
}

/**
 * What the site is rendered from: the default language's published content, and each other
 * language's settings words and live translations (nothing of a language that has none).
 */
export async function readSiteContent(db: Db): Promise<PublishedContent> {
  const content = await readPublishedContent(db);
  const translations: NonNullable<PublishedContent['translations']> = {};
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const [words, entries] = await Promise.all([
      readWebsiteTranslation(db, locale),
      readPublishedEntries(db, locale),
    ]);
    translations[locale] = { website: words.version > 0 ? words.settings : null, entries };
  }
  return { ...content, translations };
}

/** A digest of published content: equal digests, equal pages (with the same site build). */
export function contentFingerprint(content: PublishedContent, build: string): string {
  return createHash('sha256')
    .update(build)
    .update('\n')
    .update(JSON.stringify(content))
    .digest('hex');
}
