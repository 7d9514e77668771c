/**
 * React 19 writes the framework's `<link rel="modulepreload">` tags near the top of `<head>`, and
 * the route stylesheets after them. A browser fetches in document order and at the preloads' high
 * priority, so on a slow connection the render-blocking CSS shared the line with ~200 kB of
 * JavaScript that hydration needs only later, and first paint waited for it. This moves the
 * module preloads, in their order, to the end of `<head>` and marks them `fetchpriority="low"`:
 * the stylesheets go first, the scripts still start before the parser reaches the body's module
 * script.
 *
 * Only the preloads move. React hydrates the head's other tags (JSON-LD, stylesheets) in document
 * order and would report a mismatch if those were reordered; preloads are resources it matches by
 * URL wherever they stand.
 */
export function preloadsLast(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  if (preloads.length === 0) return html;
  let rest = head;
  for (const link of preloads) rest = rest.replace(link, '');
  const lowPriority = preloads.map((link) =>
    link.includes('fetchpriority=') ? link : link.replace(/\s*\/?>$/, ' fetchpriority="low"/>'),
  );
  return `${rest}${lowPriority.join('')}${html.slice(headEnd)}`;
}
