// Starts the built API (`apps/api/dist/server.js`, which serves the site and admin builds too)
// as a child process on `port`, with its own temporary DATA_DIR, in development mode on embedded
// PGlite unless `env` says otherwise, and waits until /api/health answers. Used by the e2e tests
// (e2e/support/server.ts) and the benchmarks. `databaseTemplate` (see pglite-template.mjs), for
// a server on PGlite: a migrated data directory copied in as its database before it starts.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export async function startApiServer({ port, env = {}, prefix = 'studio-api-', databaseTemplate }) {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  if (databaseTemplate && !env.DATABASE_URL)
    await cp(databaseTemplate, join(dataDir, 'db'), { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk.toString()));
  child.stderr.on('data', (chunk) => (log += chunk.toString()));

  // Opening a new embedded database takes seconds, and much longer on a busy machine; a server
  // on another origin than the site build's renders every page first.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`The server did not become healthy in 180 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    dataDir,
    pid: child.pid,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
