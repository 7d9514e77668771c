/** Slugs: each entry's current URL and the old URLs that redirect to it. */
import { and, eq } from 'drizzle-orm';
import { ContentTexts, type ContentType } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import { contentEntries, contentSlugs } from '../../../db/schema.js';
import { invalid, type Data } from './entry.js';

/** Reserves `slug` for the entry; false when another entry of the type uses it. */
export async function reserveSlug(
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
export async function releaseSlug(
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

export const slugTaken = () => invalid([{ field: 'slug', message: ContentTexts.slugTaken }]);

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

/** The id of the entry that holds `slug` (its own or an old one), or null. */
export async function entryIdOfSlug(
  db: Db,
  type: ContentType,
  slug: string,
): Promise<string | null> {
  const [found] = await db
    .select({ entryId: contentSlugs.entryId })
    .from(contentSlugs)
    .where(and(eq(contentSlugs.type, type), eq(contentSlugs.slug, slug)));
  return found?.entryId ?? null;
}
