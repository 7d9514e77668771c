import { sameJson } from '@studio/contracts';
import type { FieldChange } from '@studio/ui';
import { labelOf } from './fieldSpecs';

/** Words of a rich-text body (Lexical's serialized tree), for a side-by-side reading. */
function textOfTree(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const { text, children } = node as { text?: unknown; children?: unknown };
  if (typeof text === 'string') return text;
  return Array.isArray(children)
    ? children.map(textOfTree).join(children.length > 1 ? '\n' : '')
    : '';
}

/** A value as a person reads it: text as typed, lists one per line, media by their names. */
export function readable(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean')
    return value ? String(value) : String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(readable).join('\n');
  const object = value as Record<string, unknown>;
  if ('root' in object) return textOfTree(object.root);
  if ('mediaId' in object) return String(object.alt ?? object.title ?? object.mediaId);
  return Object.entries(object)
    .map(([key, item]) => `${labelOf(key)}: ${readable(item)}`)
    .join('\n');
}

/** The top-level fields that differ between two versions of the same record. */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !sameJson(before[key], after[key]))
    .map((key) => ({
      field: labelOf(key),
      before: readable(before[key]),
      after: readable(after[key]),
    }));
}
