import type { PublishedEntry } from '@studio/contracts';
import type { ArticleCollection } from './articles.js';
import { defaultArticles } from './defaultSource.js';
import type { SeedEntry } from './storeSeed.js';

/** The default articles as seed entries: none until the articles move into the store. */
export function defaultArticleEntries(): SeedEntry[] {
  return [];
}

/** The articles of the store's published entries: the default articles until they move there. */
export function articlesFromStore(entries: PublishedEntry<'articles'>[]): ArticleCollection {
  void entries;
  return defaultArticles;
}
