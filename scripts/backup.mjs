// `npm run backup -- --out <file>` and `npm run restore -- <file> [--replace]`: build the API if
// it is missing or stale (turbo's cache skips the rest), then run its backup command from the
// folder the command was typed in, so relative paths mean what they say.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.TURBO_TELEMETRY_DISABLED = '1';

const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@studio/api', '--output-logs=errors-only'],
  { stdio: ['ignore', 'ignore', 'inherit'], cwd: root },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const command = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('../apps/api/dist/cli/backup.js', import.meta.url)),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: process.env.INIT_CWD ?? process.cwd() },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
