/**
 * React 19 writes the framework's `<link rel="modulepreload">` tags at the top of `<head>` and the
 * route stylesheets after every other head tag. A browser fetches in document order, so on a slow
 * connection the render-blocking CSS waited behind ~200 kB of JavaScript that hydration needs only
 * later: first paint came after all of it. This moves each stylesheet link, unchanged, in front of
 * the first module preload. React hydrates head links by matching, not by position, and client
 * navigation adds its own stylesheets, so only the first paint changes.
 */
export function stylesheetsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const stylesheets = head.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
  const firstPreload = head.search(/<link\b[^>]*\brel="modulepreload"/);
  if (stylesheets.length === 0 || firstPreload === -1) return html;
  let before = head.slice(0, firstPreload);
  let after = head.slice(firstPreload);
  for (const link of stylesheets) {
    // A stylesheet already ahead of the preloads stays where it is.
    if (before.includes(link)) continue;
    after = after.replace(link, '');
    before += link;
  }
  return `${before}${after}${html.slice(headEnd)}`;
}
