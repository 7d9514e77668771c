// `npm run db:generate -w @studio/api -- --name <what>`: drizzle-kit generate.
// drizzle-kit is hoisted to the root node_modules while drizzle-orm lives in apps/api/node_modules,
// and drizzle-kit's dynamic import of drizzle-orm ignores NODE_PATH; a temporary folder of
// symlinks run with --preserve-symlinks lets it find this workspace's drizzle-orm.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// Both packages hide package.json behind their exports map, so look them up the way Node does.
function packageDir(name) {
  for (let dir = apiDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}
const kitDir = packageDir('drizzle-kit');
const ormDir = packageDir('drizzle-orm');
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
