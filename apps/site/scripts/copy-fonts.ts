// Before `react-router build` and `react-router dev`: copies the web fonts the site serves from
// their npm package into public/fonts/ (ignored by git; Vite copies public/ into dist/client),
// so no font binary is committed and a package upgrade is one lockfile change. The fonts'
// licence (SIL OFL 1.1) travels with them, as it asks.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVANAGARI_PACKAGE, devanagariFaces } from '../src/fonts/devanagari';

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
