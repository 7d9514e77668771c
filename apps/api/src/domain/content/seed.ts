import { sql } from 'drizzle-orm';
import {
  LOCALES,
  slugify,
  type Locale,
  type WebsiteSettings,
  type WebsiteTranslation,
} from '@studio/contracts';
import { defaultArticleEntries } from '@studio/content/storeArticles';
import {
  defaultEntries,
  defaultWebsiteSettings,
  defaultWebsiteTranslation,
  type SeedEntry,
} from '@studio/content/storeSeed';
import type { Db } from '../../db/client.js';
import { contentEntries } from '../../db/schema.js';
import { importShippedMedia } from './shipped-media.js';
import { publishNewEntries, type ContentActor } from './store/index.js';
import { seedWebsite, seedWebsiteTranslation } from './website.js';

/**
 * What a store starts with: the default content's entries (with their translations), website
 * settings and the settings' words in the other languages.
 */
export interface ContentSeed {
  entries: SeedEntry[];
  website: WebsiteSettings;
  websiteTranslations: Partial<Record<Locale, WebsiteTranslation>>;
}

/**
 * The whole default content (`@studio/content`), in every language it is written in, so a fresh
 * install shows the site it showed before the store existed; `studioName` (STUDIO_NAME) names
 * the studio in the identity only.
 */
export function defaultContentSeed(options: { studioName: string; now: Date }): ContentSeed {
  return {
    entries: [...defaultEntries(), ...defaultArticleEntries()],
    website: defaultWebsiteSettings(options),
    websiteTranslations: { hi: defaultWebsiteTranslation('hi', options) },
  };
}

const SYSTEM: ContentActor = { id: null, email: null, role: null, ip: null };

export interface SeedOutcome {
  /** Entries published (0 when the store already held one). */
  entries: number;
  /** Their translations published with them. */
  translations: number;
  /**
   * Whether the website settings and their words in other languages were stored (false when
   * settings existed).
   */
  website: boolean;
  /** Media library items made of the files the site ships (0 when entries were not seeded). */
  media: number;
}

/**
 * Seeds what the store has never held, in one transaction under an advisory lock so instances
 * starting together seed once: the entries and their translations when it never held an entry (a
 * few batched inserts), the website settings and their words in other languages when it has no
 * settings (a store from before a language's default content keeps its settings as they are).
 * With the entries, the artwork and clips they use go into the media library (see
 * `shipped-media.ts`) and the entries refer to them there; `siteDir` (the site build) gives the
 * files' sizes. A second start, or one after a restore, finds entries and adds nothing.
 */
export async function seedContentStore(
  db: Db,
  seed: ContentSeed,
  now: Date,
  options: { siteDir?: string | undefined } = {},
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.studio_content_seed'))`,
    );
    const website = await seedWebsite(tx, seed.website, now);
    for (const locale of website ? LOCALES : []) {
      const words = seed.websiteTranslations[locale];
      if (words) await seedWebsiteTranslation(tx, locale, words, now);
    }
    const [existing] = await tx.select({ id: contentEntries.id }).from(contentEntries).limit(1);
    if (existing) return { entries: 0, translations: 0, website, media: 0 };
    const shipped = await importShippedMedia(tx, seed.entries, { now, siteDir: options.siteDir });
    const outcome = await publishNewEntries(tx, shipped.entries, SYSTEM, now);
    if (!outcome.ok) {
      const entry = shipped.entries[outcome.index];
      throw new Error(
        `default content ${entry?.type} "${slugify(String(entry?.data.title ?? ''))}" refused: ${JSON.stringify(outcome.errors)}`,
      );
    }
    return {
      entries: outcome.count,
      translations: outcome.translations,
      website,
      media: shipped.items,
    };
  });
}
