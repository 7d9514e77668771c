import type { SearchDocument } from './searchDocument';

/**
 * Case-insensitive substring match on title, description or body; title matches come first, then
 * description matches, then body matches, each group in the index's order. An empty query
 * matches everything.
 */
export function searchDocuments<T extends Pick<SearchDocument, 'title' | 'description' | 'body'>>(
  documents: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...documents];
  const inTitle: T[] = [];
  const inDescription: T[] = [];
  const inBody: T[] = [];
  for (const document of documents) {
    if (document.title.toLocaleLowerCase().includes(needle)) inTitle.push(document);
    else if (document.description.toLocaleLowerCase().includes(needle))
      inDescription.push(document);
    else if (document.body?.toLocaleLowerCase().includes(needle)) inBody.push(document);
  }
  return [...inTitle, ...inDescription, ...inBody];
}
