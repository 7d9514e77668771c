import { SEARCH_INDEX_PATH, searchDocumentTypes, type SearchDocument } from './searchDocument';

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

let pending: Promise<SearchDocument[]> | null = null;

/**
 * The site's search index, fetched once on first use (the header search asks on first focus)
 * so it never weighs on a page's own JavaScript. A failed fetch is retried on the next call.
 */
export function loadSearchIndex(): Promise<SearchDocument[]> {
  // The dev server has no build output: build the index in the browser instead.
  if (import.meta.env.DEV) {
    return import('./documents').then((module) => module.siteSearchDocuments());
  }
  pending ??= fetch(SEARCH_INDEX_PATH, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Search index answered ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body)) throw new Error('Search index is not a list');
      return body.filter(isSearchDocument);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
