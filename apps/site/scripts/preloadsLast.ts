/**
 * React 19 writes the framework's `<link rel="modulepreload">` tags near the top of `<head>`, and
 * the route stylesheets after them. A browser fetches in document order, so on a slow connection
 * the render-blocking CSS waited behind ~200 kB of JavaScript that hydration needs only later:
 * first paint came after all of it. This moves the module preloads, unchanged and in their order,
 * to the end of `<head>`.
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
  return `${rest}${preloads.join('')}${html.slice(headEnd)}`;
}
