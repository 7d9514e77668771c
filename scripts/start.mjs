// `npm start`: build whatever is missing (turbo's cache skips the rest), then run the API, which
// serves the site, the admin app and /api on one origin, in production mode: the product as
// deployed (`npm run dev` is the development loop).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.TURBO_TELEMETRY_DISABLED = '1';

const build = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@studio/api',
    '--filter=@studio/site',
    '--filter=@studio/admin',
    '--output-logs=errors-only',
  ],
  { stdio: 'inherit', cwd: root },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
