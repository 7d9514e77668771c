import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module whose package.json declares
 * `workspaces`. Found from the module's own location so DATA_DIR and the app builds resolve the
 * same way whatever the working directory (`npm start` at the root, `npm run dev -w`, tests).
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
      } catch {
        // An unreadable manifest is not the root; keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** apps/api, whether running from src (tsx, vitest) or from dist (node). */
export const apiPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The SQL migrations: dist/drizzle beside the built server, else apps/api/drizzle. */
export function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const besideBuild = join(here, 'drizzle');
  return existsSync(join(besideBuild, 'meta', '_journal.json'))
    ? besideBuild
    : join(apiPackageDir, 'drizzle');
}
