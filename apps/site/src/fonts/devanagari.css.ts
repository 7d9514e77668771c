import { globalFontFace } from '@vanilla-extract/css';
import unicodeRanges from '@fontsource/noto-sans-devanagari/unicode.json';
import { DEVANAGARI_FAMILY, devanagariFaces, FONTS_PATH } from './devanagari';

// Declared on every page (a few hundred bytes): English pages' stacks do not name the family,
// so a browser never downloads it there. The package's range of its Devanagari subset keeps
// Latin letters on Hindi pages in the theme's usual faces. `swap` shows text in the fallback
// until the face arrives.
globalFontFace(
  `"${DEVANAGARI_FAMILY}"`,
  devanagariFaces.map(({ weight, file }) => ({
    src: `url("${FONTS_PATH}/${file}") format("woff2")`,
    fontWeight: weight,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: unicodeRanges.devanagari,
  })),
);
