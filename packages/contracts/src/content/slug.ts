/**
 * The one slug rule of the site's content (the API checks it at save, the admin app as you type).
 *
 * A slug names an article's page files (apps/site/src/publish: the page's folder, its `.data` file
 * with `.br` and `.gz` siblings, its share image), so it must fit a file name: at most
 * `SLUG_MAX_BYTES` UTF-8 bytes, what NAME_MAX (255) leaves beside the longest name written for it.
 */

/** The longest file name, in bytes, the file systems the site is written to allow (NAME_MAX). */
export const FILE_NAME_MAX_BYTES = 255;

/**
 * Every file name the site writes for an article's slug: its page folder (`article/<slug>/`), its
 * data for client navigation with the compressed siblings, and its share image
 * (`share/article-<slug>.png`). A test of the site checks the renderer writes no other.
 */
export const slugFileNames = (slug: string): string[] => [
  slug,
  `${slug}.data`,
  `${slug}.data.br`,
  `${slug}.data.gz`,
  `article-${slug}.png`,
];

/** A text's length in UTF-8 bytes (what a file name is limited by). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The most UTF-8 bytes a slug may take: 243, NAME_MAX less the longest name around it. */
export const SLUG_MAX_BYTES =
  FILE_NAME_MAX_BYTES - Math.max(...slugFileNames('').map((name) => utf8Bytes(name)));

/** The most characters a slug may have (the spec's limit; the byte limit may come first). */
export const SLUG_MAX_LENGTH = 120;

/**
 * Writing systems a word of a slug may not mix (a Cyrillic "а" in a Latin word looks the same and
 * is another address). The scripts of Japanese and Korean writing count as one; a letter of a
 * script not listed here counts as its own, distinct from every listed one.
 */
const SCRIPTS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  [
    'CJK',
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Hangul}]/u,
  ],
];

/** Characters of no script of their own: digits and joining marks take the word's. */
const SCRIPTLESS = /[\p{N}\p{Script=Common}\p{Script=Inherited}]/u;

/** The writing system of one letter or mark (`null` for digits and inherited marks). */
function scriptOf(char: string): string | null {
  if (SCRIPTLESS.test(char)) return null;
  return SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other';
}

/** A word cut where its writing system changes: `abcक` → `abc`, `क`. */
function splitScripts(word: string): string[] {
  const parts: string[] = [];
  let part = '';
  let script: string | null = null;
  for (const char of word) {
    const own = scriptOf(char);
    if (own !== null && script !== null && own !== script) {
      parts.push(part);
      part = '';
    }
    if (own !== null) script = own;
    part += char;
  }
  parts.push(part);
  return parts;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The words of `words` that fit `SLUG_MAX_LENGTH` and `SLUG_MAX_BYTES` joined by hyphens. */
function fitted(words: string[]): string {
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if ([...next].length <= SLUG_MAX_LENGTH && utf8Bytes(next) <= SLUG_MAX_BYTES) {
      slug = next;
      continue;
    }
    if (slug !== '') break;
    // One word longer than the limits: cut between its letters (never inside a letter and its
    // vowel signs).
    for (const { segment } of graphemes.segment(word)) {
      const longer = slug + segment;
      if ([...longer].length > SLUG_MAX_LENGTH || utf8Bytes(longer) > SLUG_MAX_BYTES) break;
      slug = longer;
    }
    break;
  }
  return slug;
}

const normal = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFKC');

/**
 * A title's slug: NFKC-normalise and lower-case it, drop invisible (default-ignorable) characters
 * and everything but letters (with their marks, as in Devanagari), digits, spaces and hyphens;
 * split words where their script changes and drop marks a word would start with; join the words
 * with single hyphens, and keep the words that fit the limits (a first word longer than them is
 * cut between letters). "New Song Release: Radha Shyam Salone Ko" becomes
 * `new-song-release-radha-shyam-salone-ko`.
 */
export function slugify(title: string): string {
  const words = normal(title)
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .split(/[\s-]+/)
    .flatMap(splitScripts)
    .map((word) => word.replace(/^\p{M}+/u, ''))
    .filter((word) => word !== '');
  return fitted(words);
}

/** The messages of the slug rule, by what a slug breaks. */
export const SlugTexts = {
  empty: 'Must not be empty',
  tooLong: `Must be at most ${SLUG_MAX_LENGTH} characters long`,
  tooManyBytes: `Too long for the site's page files: at most ${SLUG_MAX_BYTES} bytes (a Latin letter or digit takes 1, a Devanagari letter or sign 3)`,
  invisible: 'Must not hold invisible characters (such as zero-width joiners)',
  notNormal: 'Must use plain letters (Unicode NFKC), not ligatures or other compatibility forms',
  mixedScripts: 'A word must not mix writing systems (such as Latin and Cyrillic letters)',
  leadingMark: 'A word must not start with a vowel sign or accent',
  form: 'Must be lower-case letters, digits and single hyphens, without a hyphen at either end',
} as const;

/** Why `slug` breaks the slug rule, or null: it must be its own slug (what slugify keeps). */
export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return SlugTexts.empty;
  if ([...slug].length > SLUG_MAX_LENGTH) return SlugTexts.tooLong;
  if (utf8Bytes(slug) > SLUG_MAX_BYTES) return SlugTexts.tooManyBytes;
  if (/\p{Default_Ignorable_Code_Point}/u.test(slug)) return SlugTexts.invisible;
  const words = slug.split('-');
  if (words.some((word) => /^\p{M}/u.test(word))) return SlugTexts.leadingMark;
  if (words.some((word) => splitScripts(word).length > 1)) return SlugTexts.mixedScripts;
  if (slug.normalize('NFKC') !== slug) return SlugTexts.notNormal;
  if (slugify(slug) !== slug) return SlugTexts.form;
  return null;
}
