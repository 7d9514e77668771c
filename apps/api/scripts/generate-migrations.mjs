// `npm run db:generate -w @studio/api -- --name <what>`: drizzle-kit generate.
// drizzle-kit is hoisted to the root node_modules while drizzle-orm lives in apps/api/node_modules,
// and drizzle-kit's dynamic import of drizzle-orm ignores NODE_PATH; a temporary folder of
// symlinks run with --preserve-symlinks lets it find this workspace's drizzle-orm.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(apiDir, 'package.json'));
const kitDir = dirname(require.resolve('drizzle-kit/package.json'));
const ormDir = dirname(require.resolve('drizzle-orm/package.json'));
const shim = mkdtempSync(join(tmpdir(), 'drizzle-kit-'));
try {
  mkdirSync(join(shim, 'node_modules'));
  symlinkSync(kitDir, join(shim, 'node_modules/drizzle-kit'));
  symlinkSync(ormDir, join(shim, 'node_modules/drizzle-orm'));
  const result = spawnSync(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      join(shim, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      ...process.argv.slice(2),
    ],
    { cwd: apiDir, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(shim, { recursive: true, force: true });
}
