/** Free text from a form: trimmed, and null when nothing is left. */
export function cleanText(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}
