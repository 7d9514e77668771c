// `npm run outline-language-names -w @studio/site`: draws each language's own name that a page in
// another script shows in its switcher (`हिन्दी` on English pages) as the glyph outlines of the
// bold Devanagari face the Hindi pages use, shaped by HarfBuzz, and writes them to
// src/fonts/languageNameOutlines.ts. The stylesheet paints them as a mask, so an English page
// draws the link with no font file at all (a face of its own cost a 3 kB request). Run it again
// after upgrading the font package; a test fails until then.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { LOCALE_INFO, type Locale } from '@studio/contracts/locales';
import {
  DEVANAGARI_PACKAGE,
  devanagariFaces,
  OUTLINE_UNDERLINE,
  OUTLINE_UNITS_PER_EM,
  type LanguageNameOutline,
} from '../src/fonts/devanagari';

const require = createRequire(import.meta.url);
const outlinesFile = fileURLToPath(
  new URL('../src/fonts/languageNameOutlines.ts', import.meta.url),
);

/** The languages whose own name is in Devanagari (drawn from the Devanagari face). */
const DRAWN: readonly Locale[] = ['hi'];

interface HarfBuzz {
  createBlob(bytes: Uint8Array): { destroy(): void };
  createFace(blob: unknown, index: number): { upem: number; destroy(): void };
  createFont(face: unknown): {
    glyphToJson(glyph: number): { type: string; values: number[] }[];
    destroy(): void;
  };
  createBuffer(): {
    addText(text: string): void;
    guessSegmentProperties(): void;
    json(): { g: number; dx: number; dy: number; ax: number }[];
    destroy(): void;
  };
  shape(font: unknown, buffer: unknown): void;
}

/**
 * One name shaped with the face's own rules (the vowel sign before its consonant, the conjunct)
 * and drawn as one SVG path: y down from the baseline, in 1/OUTLINE_UNITS_PER_EM em rounded to
 * whole units (0.08 px at 16 px), coordinates relative, with the link's underline below.
 */
async function outlineOf(text: string, face: Uint8Array): Promise<LanguageNameOutline> {
  const hb = (await require('harfbuzzjs')) as HarfBuzz;
  const blob = hb.createBlob(await subsetFont(Buffer.from(face), text, { targetFormat: 'sfnt' }));
  const hbFace = hb.createFace(blob, 0);
  const font = hb.createFont(hbFace);
  const buffer = hb.createBuffer();
  try {
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const scale = OUTLINE_UNITS_PER_EM / hbFace.upem;
    const unit = (value: number) => Math.round(value * scale);
    let path = '';
    // Where the pen is, and where the current contour began (a close returns the pen there).
    let pen: [number, number] = [0, 0];
    let contourStart: [number, number] = [0, 0];
    let ascent = 0;
    let advance = 0;
    for (const glyph of buffer.json()) {
      for (const { type, values } of font.glyphToJson(glyph.g)) {
        if (type === 'Z') {
          path += 'z';
          pen = contourStart;
          continue;
        }
        // Relative coordinates: every point of a command from where the last one ended.
        const [startX, startY] = pen;
        const points: [number, number][] = [];
        for (let index = 0; index < values.length; index += 2) {
          const x = unit(advance + glyph.dx + (values[index] as number));
          const y = unit(-(glyph.dy + (values[index + 1] as number)));
          ascent = Math.max(ascent, -y);
          points.push([x - startX, y - startY]);
          pen = [x, y];
        }
        if (type === 'M') contourStart = pen;
        const [dx, dy] = points[0] as [number, number];
        // A straight line along an axis in its short form (`h`, `v`): the outlines are mostly those.
        if (type === 'L' && dx === 0) path += `v${dy}`;
        else if (type === 'L' && dy === 0) path += `h${dx}`;
        else path += `${type.toLowerCase()}${points.map((point) => point.join(' ')).join(' ')}`;
      }
      advance += glyph.ax;
    }
    const width = unit(advance);
    const { offset, thickness } = OUTLINE_UNDERLINE;
    // The underline as the link drew it in text: its whole width, `offset` below the baseline.
    path += `M0 ${offset}h${width}v${thickness}h${-width}z`;
    return {
      width,
      ascent,
      descent: offset + thickness,
      path: path.replace(/ -/g, '-'),
    };
  } finally {
    buffer.destroy();
    font.destroy();
    hbFace.destroy();
    blob.destroy();
  }
}

/** Every drawn language's name, from the package's bold face. */
export async function outlineLanguageNames(): Promise<
  Partial<Record<Locale, LanguageNameOutline>>
> {
  const bold = devanagariFaces.find(({ weight }) => weight === 700);
  if (!bold) throw new Error('No bold Devanagari face to draw the language names from.');
  const packageDir = dirname(require.resolve(`${DEVANAGARI_PACKAGE}/package.json`));
  const face = await readFile(join(packageDir, 'files', bold.file));
  const outlines: Partial<Record<Locale, LanguageNameOutline>> = {};
  for (const locale of DRAWN)
    outlines[locale] = await outlineOf(LOCALE_INFO[locale].nativeName, face);
  return outlines;
}

/** The generated module's text, as prettier writes it (compared by its test with the file). */
export const outlinesModule = (outlines: Partial<Record<Locale, LanguageNameOutline>>) =>
  [
    `// Generated by scripts/outline-language-names.ts from ${DEVANAGARI_PACKAGE}'s bold face: do not edit.`,
    "import type { Locale } from '@studio/contracts/locales';",
    "import type { LanguageNameOutline } from './devanagari';",
    '',
    'export const languageNameOutlines: Partial<Record<Locale, LanguageNameOutline>> = {',
    ...Object.entries(outlines).flatMap(([locale, { width, ascent, descent, path }]) => [
      `  ${locale}: {`,
      `    width: ${width},`,
      `    ascent: ${ascent},`,
      `    descent: ${descent},`,
      `    path: '${path}',`,
      '  },',
    ]),
    '};',
    '',
  ].join('\n');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await writeFile(outlinesFile, outlinesModule(await outlineLanguageNames()));
