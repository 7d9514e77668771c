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
