import type { SearchDocument } from './searchDocument';

/** The longest body excerpt a result shows in place of its description. */
const EXCERPT_LENGTH = 160;

/**
 * The line of `body` that holds the match at `index`, cut to about 160 characters around it: a
 * body match shows where the words were found, since the body itself is never shown.
 */
function excerpt(body: string, index: number): string {
  const lineStart = body.lastIndexOf('\n', index) + 1;
  const lineEnd = body.indexOf('\n', index);
  const line = body.slice(lineStart, lineEnd < 0 ? body.length : lineEnd);
  if (line.length <= EXCERPT_LENGTH) return line;
  const start = Math.max(0, Math.min(index - lineStart - 60, line.length - EXCERPT_LENGTH));
  const end = start + EXCERPT_LENGTH;
  return `${start > 0 ? '…' : ''}${line.slice(start, end).trim()}${end < line.length ? '…' : ''}`;
}

/**
 * Case-insensitive substring match on title, description or body; title matches come first, then
 * description matches, then body matches (described by the excerpt that matched), each group in
 * the index's order. An empty query matches everything.
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
    else {
      const index = document.body?.toLocaleLowerCase().indexOf(needle) ?? -1;
      if (document.body && index >= 0)
        inBody.push({ ...document, description: excerpt(document.body, index) });
    }
  }
  return [...inTitle, ...inDescription, ...inBody];
}
