/**
 * Fills the `{name}` placeholders of a content text, e.g. `Page {page} of {pages}`. Content holds
 * text, never functions (loader data crosses the network as JSON), so pages fill it when drawing.
 * A placeholder without a value stays as written, which a test then shows plainly.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}

/**
 * Cuts a description at `limit` characters and adds an ellipsis; shorter text stays whole. (Here,
 * beside the other drawing helpers, rather than with a page's content: a page that imports it
 * must not also load that content, which it already has from its loader.)
 */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}
