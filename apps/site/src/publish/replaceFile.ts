import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

let counter = 0;

/**
 * Writes a file by renaming a new one over it: never through the old one, which the run-time
 * renderer's copy of the site shares with the served one by hard link, and never half-written
 * for a reader. The new file's name is short whatever the target's: a page file may already be as
 * long as a file name can be (the slug rule leaves a slug what its longest page file allows).
 */
export async function replaceFile(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  counter += 1;
  const temporary = join(dirname(path), `.${process.pid}-${counter}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, path).catch(async (error: unknown) => {
    await rm(temporary, { force: true });
    throw error;
  });
}
