import { sameJson } from '@studio/contracts';

/** The top-level fields whose values differ between two objects (either may be absent). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((key) => !sameJson(before?.[key], after[key])).sort();
}

/** Every string of a JSON value, for the list's text search. */
export function textOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textOf);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) =>
      // Media references and URLs are not what editors search for.
      key === 'sources' || key === 'url' || key === 'mediaId' ? [] : textOf(item),
    );
  return [];
}
