/** Joins class names, skipping empty ones. The consumer's `className` is always passed last. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
