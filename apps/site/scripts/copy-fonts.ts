// Before `react-router build` and `react-router dev`: copies the web fonts the site serves from
// their npm package into public/fonts/ (ignored by git; Vite copies public/ into dist/client),
// so no font binary is committed and a package upgrade is one lockfile change. The fonts'
// licence (SIL OFL 1.1) travels with them, as it asks.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LOCALE_INFO } from '@studio/contracts/locales';
import { DEVANAGARI_PACKAGE, LANGUAGE_NAMES_FILE, devanagariFaces } from '../src/fonts/devanagari';

const target = fileURLToPath(new URL('../public/fonts/', import.meta.url));
const packageDir = dirname(
  createRequire(import.meta.url).resolve(`${DEVANAGARI_PACKAGE}/package.json`),
);

await rm(target, { recursive: true, force: true });
await mkdir(target, { recursive: true });
await Promise.all([
  ...devanagariFaces.map(({ file }) =>
    copyFile(join(packageDir, 'files', file), join(target, file)),
  ),
  copyFile(join(packageDir, 'LICENSE'), join(target, 'noto-sans-devanagari-LICENSE.txt')),
]);

// The language switcher's face: the bold face cut to the glyphs of every language's own name
// (with the shaping rules that join them), so a page in another script draws its link to the
// Hindi pages without the whole face (see `LANGUAGE_NAMES_FAMILY`).
const bold = devanagariFaces.find(({ weight }) => weight === 700);
if (!bold) throw new Error('No bold Devanagari face to cut the language names from.');
const names = Object.values(LOCALE_INFO)
  .map(({ nativeName }) => nativeName)
  .join('');
await writeFile(
  join(target, LANGUAGE_NAMES_FILE),
  await subsetFont(await readFile(join(packageDir, 'files', bold.file)), names, {
    targetFormat: 'woff2',
  }),
);
