/**
 * The Devanagari face of Hindi pages: `@fontsource/noto-sans-devanagari`, its Devanagari subset
 * only, regular (body text) and bold (headings, which the theme draws in weight 700; buttons'
 * 600 takes the bold file, 500 the regular). `scripts/copy-fonts.ts` copies these files from
 * the package into `public/fonts/` at build, so nothing binary is committed; `devanagari.css.ts`
 * declares them; @studio/ui's `devanagari` tokens name the family first for `lang="hi"`.
 */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

/** The package the files come from (a dependency of this workspace). */
export const DEVANAGARI_PACKAGE = '@fontsource/noto-sans-devanagari';

/** Where the site serves the files: `public/fonts/`, copied by the build. */
export const FONTS_PATH = '/fonts';

export const devanagariFaces = [
  { weight: 400, file: 'noto-sans-devanagari-devanagari-400-normal.woff2' },
  { weight: 700, file: 'noto-sans-devanagari-devanagari-700-normal.woff2' },
] as const;

export type FontPreload = {
  rel: 'preload';
  as: 'font';
  type: 'font/woff2';
  href: string;
  crossOrigin: 'anonymous';
};

/**
 * The preload links of a Hindi page's head (sent in the root's data): both faces draw above the
 * fold on every Hindi page (body text, navigation and the page's heading), and a preload starts
 * them with the stylesheet instead of after the first layout. Fonts are fetched in CORS mode, so
 * a preload without `crossOrigin` would be fetched twice. English pages must not add them.
 */
export const hindiFontPreloads: readonly FontPreload[] = devanagariFaces.map(({ file }) => ({
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href: `${FONTS_PATH}/${file}`,
  crossOrigin: 'anonymous',
}));

/**
 * The language switcher's `हिन्दी` on pages in other scripts, drawn from its glyph outlines
 * instead of text: a `lang="hi"` link in text would make every English page download the whole
 * bold face (54 kB), and even a face cut to its few glyphs costs a 3 kB request. The outlines are
 * the bold face's, shaped by HarfBuzz (`scripts/outline-language-names.ts` writes
 * `languageNameOutlines.ts`), in 1/OUTLINE_UNITS_PER_EM em, y down from the baseline; the
 * stylesheet paints them in the link's colour (`SiteShell.css.ts`), and the link is named by
 * its `aria-label`.
 */
export const OUTLINE_UNITS_PER_EM = 160;

/** The link's underline as text drew it: 0.2em below the baseline, 1 px thick at 16 px. */
export const OUTLINE_UNDERLINE = { offset: 32, thickness: 10 } as const;

export interface LanguageNameOutline {
  /** The advance of the shaped name. */
  width: number;
  /** How far the ink reaches above the baseline, and below it with the underline. */
  ascent: number;
  descent: number;
  /** One SVG path, relative commands, starting at the baseline's left end. */
  path: string;
}
