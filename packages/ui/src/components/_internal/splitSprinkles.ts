import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

/** Separates sprinkles props (layout atoms) from the rest, returning the atoms' class name. */
export function splitSprinkles<P extends object>(
  props: P,
): { atomClass: string; rest: Omit<P, keyof Sprinkles> } {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atomClass: sprinkles(atoms as Sprinkles), rest: rest as Omit<P, keyof Sprinkles> };
}
