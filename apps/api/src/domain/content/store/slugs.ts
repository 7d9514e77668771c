/** Slugs: each entry's current URL and the old URLs that redirect to it. */
import { and, eq } from 'drizzle-orm';
import { ContentTexts, DEFAULT_LOCALE, type ContentType } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import { contentEntries, contentSlugs } from '../../../db/schema.js';
import { invalid, type Data } from './entry.js';

/** Where a slug is unique: one type's entries in one language. */
export interface SlugScope {
  type: ContentType;
  locale: string;
}

const slugIs = (scope: SlugScope, slug: string) =>
  and(
    eq(contentSlugs.type, scope.type),
    eq(contentSlugs.locale, scope.locale),
    eq(contentSlugs.slug, slug),
  );

/** Reserves `slug` for the entry; false when another entry of the type and language uses it. */
export async function reserveSlug(
  db: Db,
  scope: SlugScope,
  slug: string,
  entryId: string,
): Promise<boolean> {
  const where = slugIs(scope, slug);
  const [existing] = await db.select().from(contentSlugs).where(where).for('update');
  if (!existing) {
    const inserted = await db
      .insert(contentSlugs)
      .values({ type: scope.type, locale: scope.locale, slug, entryId, redirect: false })
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
export async function releaseSlug(
  db: Db,
  scope: SlugScope,
  slug: string,
  entryId: string,
): Promise<void> {
  await db
    .delete(contentSlugs)
    .where(
      and(slugIs(scope, slug), eq(contentSlugs.entryId, entryId), eq(contentSlugs.redirect, false)),
    );
}

export const slugTaken = () => invalid([{ field: 'slug', message: ContentTexts.slugTaken }]);

/** What a public URL of an entry answers: its live data, a redirect to its live slug, or nothing. */
export type SlugResolution =
  { kind: 'live'; slug: string; data: Data } | { kind: 'moved'; slug: string } | null;

export async function resolveSlug(
  db: Db,
  type: ContentType,
  slug: string,
  locale: string = DEFAULT_LOCALE,
): Promise<SlugResolution> {
  const [found] = await db
    .select({ redirect: contentSlugs.redirect, entry: contentEntries })
    .from(contentSlugs)
    .innerJoin(contentEntries, eq(contentEntries.id, contentSlugs.entryId))
    .where(slugIs({ type, locale }, slug));
  const live = found?.entry.live;
  if (!found || !live) return null;
  if (live.slug === slug) return { kind: 'live', slug, data: live.data };
  return found.redirect ? { kind: 'moved', slug: live.slug } : null;
}

/** The id of the entry that holds `slug` (its own or an old one), or null. */
export async function entryIdOfSlug(
  db: Db,
  type: ContentType,
  slug: string,
  locale: string = DEFAULT_LOCALE,
): Promise<string | null> {
  const [found] = await db
    .select({ entryId: contentSlugs.entryId })
    .from(contentSlugs)
    .where(slugIs({ type, locale }, slug));
  return found?.entryId ?? null;
}

/**
 * The slugs of published articles in the default language: each one's own and its former ones
 * (the public article URLs and their redirects). A condition over `content_slugs` joined to
 * `content_entries`.
 */
export const publishedArticleSlugs = () =>
  and(
    eq(contentSlugs.type, 'articles'),
    eq(contentSlugs.locale, DEFAULT_LOCALE),
    eq(contentEntries.state, 'published'),
  );
