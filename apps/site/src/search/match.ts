import type { SearchDocument } from './searchDocument';

/**
 * Case-insensitive substring match on title or description; title matches come first, each
 * group keeps the index's order. An empty query matches everything.
 */
export function searchDocuments<T extends Pick<SearchDocument, 'title' | 'description'>>(
  documents: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...documents];
  const inTitle: T[] = [];
  const inDescription: T[] = [];
  for (const document of documents) {
    if (document.title.toLocaleLowerCase().includes(needle)) inTitle.push(document);
    else if (document.description.toLocaleLowerCase().includes(needle))
      inDescription.push(document);
  }
  return [...inTitle, ...inDescription];
}
