import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { buildServer } from './build.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { asyncStdout, flushOnExit, terminalStdout } from './logging.js';

const GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`config: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  // A person reads a terminal: one short line per request there; JSON for log collectors.
  const log = process.stdout.isTTY ? terminalStdout() : asyncStdout();
  let logger: FastifyBaseLogger | null = null;
  // Whatever the exit path, a crash included, the buffered log lines are written first.
  flushOnExit(log, () => logger);
  const started = performance.now();
  const server = await buildServer(config, { logStream: log.stream });
  logger = server.log;

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, lets in-flight requests finish, then runs onClose (db, redis, mail).
    const force = setTimeout(() => {
      server.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, GRACE_MS);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  const loading = performance.now();
  await server.ready();
  server.log.info(
    { step: 'plugins', ms: Math.round(performance.now() - loading) },
    'start-up: plugins',
  );
  // A server on another origin than the build's renders every page first (ADR 0007).
  await server.siteReady;
  await server.listen({ host: config.host, port: config.port });
  server.log.info(
    {
      database: server.database.kind,
      mail: server.mailer.mode,
      origin: config.publicOrigin,
      ms: Math.round(performance.now() - started),
    },
    `${config.studioName} listening on http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
