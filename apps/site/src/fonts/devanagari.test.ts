import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  DEVANAGARI_FAMILY,
  DEVANAGARI_PACKAGE,
  devanagariFaces,
  hindiFontPreloads,
} from './devanagari';

const packageDir = dirname(
  createRequire(import.meta.url).resolve(`${DEVANAGARI_PACKAGE}/package.json`),
);

/** The package's own @font-face of its Devanagari subset in one weight. */
function packageFontFace(weight: number) {
  const css = readFileSync(join(packageDir, `devanagari-${weight}.css`), 'utf8');
  return {
    family: /font-family:\s*'([^']+)'/.exec(css)?.[1],
    woff2: /url\(\.\/files\/([^)]+\.woff2)\)/.exec(css)?.[1],
  };
}

describe('the Devanagari face of Hindi pages', () => {
  it.each(devanagariFaces)(
    'serves the package’s Devanagari subset file in weight $weight',
    (face) => {
      const declared = packageFontFace(face.weight);
      expect(declared.family).toBe(DEVANAGARI_FAMILY);
      expect(face.file).toBe(declared.woff2);
      expect(existsSync(join(packageDir, 'files', face.file))).toBe(true);
    },
  );

  it('gives a Hindi page one preload per face, fetched in CORS mode as fonts are', () => {
    expect(hindiFontPreloads).toEqual([
      {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: '/fonts/noto-sans-devanagari-devanagari-400-normal.woff2',
        crossOrigin: 'anonymous',
      },
      {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: '/fonts/noto-sans-devanagari-devanagari-700-normal.woff2',
        crossOrigin: 'anonymous',
      },
    ]);
  });
});
