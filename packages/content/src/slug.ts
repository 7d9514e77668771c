/**
 * The one slug rule of the newsroom and its articles: lower-case the title, keep only letters (with their marks, as in Devanagari),
 * digits, spaces and hyphens, turn each run of whitespace into one hyphen, collapse repeated
 * hyphens and trim hyphens at both ends. "New Song Release: Radha Shyam Salone Ko" becomes
 * `new-song-release-radha-shyam-salone-ko`.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
