import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

let counter = 0;

/**
 * Writes a file by renaming a new one over it: never through the old one, which the run-time
 * renderer's copy of the site shares with the served one by hard link, and never half-written
 * for a reader.
 */
export async function replaceFile(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  counter += 1;
  const temporary = `${path}.${process.pid}-${counter}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}
