// Starts the built API (`apps/api/dist/server.js`, which serves the site and admin builds too)
// as a child process on `port`, with its own temporary DATA_DIR, in development mode on embedded
// PGlite unless `env` says otherwise, and waits until /api/health answers. Used by the e2e tests
// (e2e/support/server.ts) and the benchmarks. `databaseTemplate` (see pglite-template.mjs), for
// a server on PGlite: a migrated data directory copied in as its database before it starts.
// `startApiInProcess` builds the same server inside the calling process instead (the e2e
// journeys: one process per test worker loads the built API once), optionally on a clock the
// caller owns and on a site an earlier server rendered (`renderedSite`, `keepRenderedSite`).
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The environment both ways of starting give the server before the caller's `env`. */
function baseEnv(port, dataDir, origin) {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    // No scheduled backup: each test server would write one at its start (a caller's env may
    // turn it on).
    BACKUP_INTERVAL_HOURS: '0',
  };
}

/** A fresh temporary DATA_DIR, with a copy of the migrated template as its PGlite database. */
async function dataDirFor(prefix, databaseTemplate, env) {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  if (databaseTemplate && !env.DATABASE_URL)
    await cp(databaseTemplate, join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/**
 * The built API's `buildServer` and `loadConfig`, imported once per process (the first server
 * pays for loading the API and the site's renderer; later ones reuse the modules).
 */
let modules;
function apiModules() {
  modules ??= Promise.all([
    import('../apps/api/dist/build.js'),
    import('../apps/api/dist/config.js'),
    import('../apps/api/dist/site/generations.js'),
  ]).then(([build, config, generations]) => ({
    buildServer: build.buildServer,
    loadConfig: config.loadConfig,
    generations,
  }));
  return modules;
}

/**
 * Keeps the site `server` (started by startApiInProcess) serves now, rendered for its origin and
 * content, as a generation in `into` (hard links: nothing is copied, and it outlives the server's
 * DATA_DIR); null when it serves the build. Take it right after the start, before a test
 * publishes. A later server on the same origin started with it as `renderedSite` serves it
 * without rendering when its content is the same (the fingerprint in its site.json), and renders
 * every page as any start does otherwise.
 */
export async function keepRenderedSite(server, into) {
  const { generations } = await apiModules();
  const latest = await generations.latestGeneration(server.dataDir);
  if (!latest) return null;
  await generations.cloneTree(latest, into);
  return into;
}

/**
 * The built API as `npm start` runs it (apps/api/src/server.ts: build, plugins ready, the
 * start-up render, listen), but inside this process, with its log kept in memory. `clock`:
 * the clock every time rule of this server reads (default: the system's); only a caller in the
 * same process can hand one over, so nothing a server reads from outside can move its time.
 */
export async function startApiInProcess({
  port,
  env = {},
  prefix = 'studio-api-',
  databaseTemplate,
  clock,
  renderedSite,
}) {
  const dataDir = await dataDirFor(prefix, databaseTemplate, env);
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  let server;
  try {
    const { buildServer, loadConfig, generations } = await apiModules();
    // As a previous run on this DATA_DIR would have left it (the start decides whether it serves).
    if (renderedSite)
      await generations.cloneTree(renderedSite, generations.nextGeneration(dataDir));
    const config = loadConfig({ ...baseEnv(port, dataDir, origin), ...env }, repoRoot);
    const logStream = { write: (line) => void (log += line) };
    server = await buildServer(config, { logStream, ...(clock ? { clock } : {}) });
    await server.ready();
    // A server on another origin than the site build's renders every page first (ADR 0007).
    await server.siteReady;
    await server.listen({ host: config.host, port: config.port });
  } catch (error) {
    await server?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`The server did not start: ${error?.stack ?? error}\n${log}`);
  }
  return {
    origin,
    dataDir,
    pid: process.pid,
    output: () => log,
    stop: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The port was taken between choosing it and listening on it (by another test's server). */
class PortTaken extends Error {}

/**
 * `port` is a suggestion: another server may take it between freePort() and this one's listen
 * (two test workers, or a client's outgoing connection). A server that finds it taken exits, and
 * this starts it again on another free port, up to three times.
 */
export async function startApiServer({ port, env = {}, prefix = 'studio-api-', databaseTemplate }) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startApiServerOn({ port, env, prefix, databaseTemplate });
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
      port = await freePort();
    }
  }
}

async function startApiServerOn({ port, env, prefix, databaseTemplate }) {
  const level = env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'info';
  const logsListening = !['warn', 'error', 'fatal', 'silent'].includes(level);
  const dataDir = await dataDirFor(prefix, databaseTemplate, env);
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...baseEnv(port, dataDir, origin), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk.toString()));
  child.stderr.on('data', (chunk) => (log += chunk.toString()));

  // Opening a new embedded database takes seconds, and much longer on a busy machine; a server
  // on another origin than the site build's renders every page first.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await rm(dataDir, { recursive: true, force: true });
      if (log.includes('EADDRINUSE')) throw new PortTaken(`Port ${port} was taken`);
      throw new Error(`The server exited early:\n${log}`);
    }
    try {
      // Healthy, and this process is the one listening (Fastify's info line says so): another
      // server that took the port would answer the health check too.
      const response = await fetch(`${origin}/api/health`);
      if (response.ok && (!logsListening || log.includes(`Server listening at ${origin}`))) break;
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
