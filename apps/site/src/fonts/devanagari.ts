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
 * The preload links of a Hindi page's head (React Router `links`): both faces draw above the
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
 * The language switcher's face on pages in other scripts: only the glyphs of the languages' own
 * names (`हिन्दी`), cut from the bold face at build (`scripts/copy-fonts.ts`), about 2 kB. The
 * switcher names it first, so an English page draws its `हिन्दी` link without downloading the
 * whole Devanagari face (54 kB), which the `lang="hi"` link would otherwise ask for.
 */
export const LANGUAGE_NAMES_FAMILY = 'Studio Language Names';
export const LANGUAGE_NAMES_FILE = 'language-names-700.woff2';

/** The preload link of the switcher's face: pages not in Devanagari draw it above the fold. */
export const languageNamesPreload: FontPreload = {
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href: `${FONTS_PATH}/${LANGUAGE_NAMES_FILE}`,
  crossOrigin: 'anonymous',
};
