/**
 * Deep equality of JSON values as they would be sent, whatever the order of object keys: PostgreSQL's jsonb and
 * Lexical's serializer each order keys their own way, so the same document can arrive spelled
 * differently.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = definedKeys(left);
  if (keys.length !== definedKeys(right).length) return false;
  return keys.every((key) => sameJson(left[key], right[key]));
}

/** A key holding `undefined` is no key in JSON (forms and editors leave such keys behind). */
const definedKeys = (object: Record<string, unknown>) =>
  Object.keys(object).filter((key) => object[key] !== undefined);
