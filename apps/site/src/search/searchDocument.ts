// What one entry of the search index is and where the built index lives: all the header search
// needs, kept apart from `documents.ts` so that building the index (every page, FAQ, help topic
// and article) stays out of the JavaScript every page loads.
import { localizedPath, type Locale } from '@studio/contracts/locales';

export const searchDocumentTypes = ['page', 'article', 'faq', 'help', 'track'] as const;
export type SearchDocumentType = (typeof searchDocumentTypes)[number];

/**
 * One searchable thing: a page of the route table, a newsroom article, an FAQ answer, a help topic
 * or a track of the library.
 */
export interface SearchDocument {
  id: string;
  type: SearchDocumentType;
  title: string;
  description: string;
  /** More words it is found by, never shown: an article's body as plain text. */
  body?: string;
  /** Site path, with an anchor for FAQ answers and help topics, a query for tracks. */
  url: string;
}

/** An entry as the search page lists it: everything but the body, which only matching needs. */
export type SearchListingEntry = Omit<SearchDocument, 'body'>;

/** Where the build writes the default language's index, and where its pages fetch it from. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** The index of `locale`'s pages: `/search-index.json`, `/hi/search-index.json`. */
export const searchIndexPathOf = (locale: Locale): string =>
  localizedPath(locale, SEARCH_INDEX_PATH);
