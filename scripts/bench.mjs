// `npm run bench`: every benchmark (never part of `npm test`): the API under autocannon, then the
// web pages (bytes per route, Lighthouse per route), then the admin app signed out and signed in, then the run-time renderer (bench-content.mjs).
// Results print as Markdown tables. `node scripts/bench.mjs api|web|admin|content` runs one.
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
const run = (command, args) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The bytes-only web run measures the public site alone, so it needs no admin build.
const bytesOnly = only === 'web' && Boolean(process.env.BENCH_BYTES_ONLY);
run('npx', [
  'turbo',
  'run',
  'build',
  '--filter=@studio/api',
  '--filter=@studio/site',
  ...(bytesOnly ? [] : ['--filter=@studio/admin']),
  '--output-logs=errors-only',
]);
if (!only || only === 'api') run('npm', ['run', 'bench', '-w', '@studio/api']);
if (!only || only === 'web') run(process.execPath, ['scripts/bench-web.mjs']);
if (!only || only === 'admin') {
  run(process.execPath, ['scripts/bench-admin.mjs']);
  run('npm', ['run', 'bench:admin-content', '-w', '@studio/api']);
}
if (!only || only === 'content') {
  run(process.execPath, ['scripts/bench-content.mjs']);
  run('npm', ['run', 'bench:store', '-w', '@studio/api']);
}
