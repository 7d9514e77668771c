import { sql } from 'drizzle-orm';
import { slugify, type WebsiteSettings } from '@studio/contracts';
import { defaultArticleEntries } from '@studio/content/storeArticles';
import { defaultEntries, defaultWebsiteSettings, type SeedEntry } from '@studio/content/storeSeed';
import type { Db } from '../../db/client.js';
import { contentEntries } from '../../db/schema.js';
import { publishNewEntries, type ContentActor } from './store/index.js';
import { seedWebsite } from './website.js';

/** What a store starts with: the default content's entries and website settings. */
export interface ContentSeed {
  entries: SeedEntry[];
  website: WebsiteSettings;
}

/**
 * The whole default content (`@studio/content`), so a fresh install shows the site it showed
 * before the store existed; `studioName` (STUDIO_NAME) names the studio in the identity only.
 */
export function defaultContentSeed(options: { studioName: string; now: Date }): ContentSeed {
  return {
    entries: [...defaultEntries(), ...defaultArticleEntries()],
    website: defaultWebsiteSettings(options),
  };
}

const SYSTEM: ContentActor = { id: null, email: null, role: null, ip: null };

export interface SeedOutcome {
  /** Entries published (0 when the store already held one). */
  entries: number;
  /** Whether the website settings were stored (false when some existed). */
  website: boolean;
}

/**
 * Seeds what the store has never held, in one transaction under an advisory lock so instances
 * starting together seed once: the entries when it never held an entry (a few batched inserts),
 * the website settings when it has none.
 */
export async function seedContentStore(db: Db, seed: ContentSeed, now: Date): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.studio_content_seed'))`,
    );
    const website = await seedWebsite(tx, seed.website, now);
    const [existing] = await tx.select({ id: contentEntries.id }).from(contentEntries).limit(1);
    if (existing) return { entries: 0, website };
    const outcome = await publishNewEntries(tx, seed.entries, SYSTEM, now);
    if (!outcome.ok) {
      const entry = seed.entries[outcome.index];
      throw new Error(
        `default content ${entry?.type} "${slugify(String(entry?.data.title ?? ''))}" refused: ${JSON.stringify(outcome.errors)}`,
      );
    }
    return { entries: outcome.count, website };
  });
}
