import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * A copy of a site directory that shares every file with it (hard links; a copy across file
 * systems): the renderer replaces files in it (never writing through a link), and the static
 * serving switches to it in one step.
 */
export async function cloneTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    if (entry.isDirectory()) {
      await mkdir(target, { recursive: true });
    } else if (entry.isFile()) {
      await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
        await copyFile(source, target);
      });
    }
  }
}

/**
 * Whether `generation` holds the scripts and styles of the site directory `from` (a build):
 * each file of its `assets/`, whose names carry a hash of their content, is there by the same
 * name and size. A generation copied from it (cloneTree) does, on any file system; one an older
 * build left (an upgrade) lacks this build's files, and so does the render an earlier version
 * made into it.
 */
export async function sharesAssets(generation: string, from: string): Promise<boolean> {
  const names = await readdir(join(from, 'assets')).catch(() => [] as string[]);
  for (const name of names) {
    const [source, held] = await Promise.all([
      stat(join(from, 'assets', name)),
      stat(join(generation, 'assets', name)).catch(() => null),
    ]);
    if (!held || held.size !== source.size) return false;
  }
  return true;
}

/** Where one instance keeps its rendered generations of the site (under its DATA_DIR). */
export function generationsDir(dataDir: string): string {
  return join(dataDir, 'site');
}

let counter = 0;

/** Where a generation is rendered before it is complete: renamed to its own path once it is. */
export const UNFINISHED = '.rendering';

/** A new, unused generation directory's path. */
export function nextGeneration(dataDir: string): string {
  counter += 1;
  return join(generationsDir(dataDir), `${Date.now().toString(36)}-${process.pid}-${counter}`);
}

/**
 * The newest complete generation an earlier run left (names start with their time), or null;
 * one a crash interrupted is never chosen.
 */
export async function latestGeneration(dataDir: string): Promise<string | null> {
  const dir = generationsDir(dataDir);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith(UNFINISHED))
    .map((entry) => entry.name);
  const newest = names.sort().at(-1);
  return newest === undefined ? null : join(dir, newest);
}

/** An unfinished generation younger than this may still be rendering (another server on this data). */
const UNFINISHED_GRACE_MS = 10 * 60_000;

/**
 * Removes every generation but `keep` (earlier runs' and replaced ones), and the unfinished ones a
 * crash left; one being rendered right now (changed in the last ten minutes) is left to finish.
 */
export async function removeGenerations(dataDir: string, keep: string | null): Promise<void> {
  const dir = generationsDir(dataDir);
  const entries = await readdir(dir).catch(() => [] as string[]);
  for (const name of entries) {
    const path = join(dir, name);
    if (path === keep) continue;
    if (name.endsWith(UNFINISHED)) {
      const changed = await stat(path).then(
        (info) => info.mtimeMs,
        () => 0,
      );
      if (Date.now() - changed < UNFINISHED_GRACE_MS) continue;
    }
    await rm(path, { recursive: true, force: true });
  }
}
