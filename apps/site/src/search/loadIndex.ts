import type { Locale } from '@studio/contracts/locales';
import { searchDocumentTypes, searchIndexPathOf, type SearchDocument } from './searchDocument';

function isSearchDocument(value: unknown): value is SearchDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { id, type, title, description, body, url } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof title === 'string' &&
    typeof description === 'string' &&
    (body === undefined || typeof body === 'string') &&
    typeof url === 'string' &&
    url.startsWith('/') &&
    searchDocumentTypes.includes(type as SearchDocument['type'])
  );
}

const pending = new Map<Locale, Promise<SearchDocument[]>>();

async function fetchIndex(locale: Locale): Promise<SearchDocument[]> {
  // The dev server has no build output: build the index of the default content in the browser.
  if (import.meta.env.DEV) {
    const [{ searchDocumentsFrom }, { defaultSiteContent }] = await Promise.all([
      import('./documents'),
      import('@studio/content/languages'),
    ]);
    return searchDocumentsFrom(defaultSiteContent[locale], locale);
  }
  const response = await fetch(searchIndexPathOf(locale), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search index answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('Search index is not a list');
  return body.filter(isSearchDocument);
}

/**
 * The search index of `locale`'s pages, fetched once on first use (the header search asks on
 * first focus) so it never weighs on a page's own JavaScript. A failed fetch is retried on the
 * next call.
 */
export function loadSearchIndex(locale: Locale): Promise<SearchDocument[]> {
  let loading = pending.get(locale);
  if (!loading) {
    loading = fetchIndex(locale).catch((error: unknown) => {
      pending.delete(locale);
      throw error;
    });
    pending.set(locale, loading);
  }
  return loading;
}
