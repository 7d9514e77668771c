#!/usr/bin/env node
// `studio-precompress <dir> [<dir>…]`: writes the brotli and gzip siblings of every text file of
// each build folder and prints what it wrote.
import { stat } from 'node:fs/promises';
import { precompressDirectory } from './precompress.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
for (const dir of process.argv.slice(2)) {
  if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a directory`);
  const totals = await precompressDirectory(dir);
  console.log(
    `precompress ${dir}: ${totals.files} text files, ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}
