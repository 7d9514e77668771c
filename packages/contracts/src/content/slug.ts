/**
 * The one slug rule of the site's content: lower-case the title, keep only letters (with their
 * marks, as in Devanagari), digits, spaces and hyphens, turn each run of whitespace into one
 * hyphen, collapse repeated hyphens and trim hyphens at both ends. "New Song Release: Radha Shyam
 * Salone Ko" becomes `new-song-release-radha-shyam-salone-ko`.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_MAX_LENGTH = 120;

/** Why `slug` breaks the slug rule, or null: it must be its own slug (what slugify keeps). */
export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return 'Must not be empty';
  if (slug.length > SLUG_MAX_LENGTH) return `Must be at most ${SLUG_MAX_LENGTH} characters long`;
  if (slugify(slug) !== slug)
    return 'Must be lower-case letters, digits and single hyphens, without a hyphen at either end';
  return null;
}
