import type { ContentData, ContentType } from './collections.js';
import type { Locale } from '../locales.js';
import type { WebsiteSettings, WebsiteTranslation } from './website.js';

/*
 * What the public site is rendered from at run time: the website settings and every published
 * entry, as the content store holds them. The API reads it from the store and hands it to the
 * site's renderer (`renderSite({ store })`), whose `storeContentSource` (`@studio/content`) turns
 * it into the pages' content. Plain JSON: it crosses from the API to the site's server build.
 */

/** One published entry of `type`: its live data, never a newer working draft. */
export interface PublishedEntry<T extends ContentType = ContentType> {
  id: string;
  slug: string;
  data: ContentData<T>;
  /** When it went live first (ISO 8601). */
  publishedAt: string;
  /** When its live data last changed (ISO 8601). */
  updatedAt: string;
}

/** Every published entry by type, in the store's order for the type (see each page's rule). */
export type PublishedEntries = { [T in ContentType]: PublishedEntry<T>[] };

export interface PublishedContent {
  /** The website settings; null before they are seeded (pages then show the default content's). */
  website: WebsiteSettings | null;
  entries: PublishedEntries;
  /**
   * The other languages' published content (issue 41): each language's settings words and the
   * entries whose translation in it is live (`readPublishedEntries(db, locale)`). A language
   * left out has nothing published: its pages are not rendered.
   */
  translations?: Partial<Record<Locale, TranslatedContent>>;
}

/** One language's published content besides the default language's. */
export interface TranslatedContent {
  /** The settings' words in the language, as its editors wrote them (null: none yet). */
  website: WebsiteTranslation | null;
  /** The entries with a live translation in the language, in its words and slugs. */
  entries: PublishedEntries;
}
