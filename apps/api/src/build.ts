import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import app, { serverOptions } from './app.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { requestLogOptions } from './http/request-log.js';
import { loggerOptions } from './logging.js';
import { prepareDatabase } from './startup.js';
import type { ContentPublisher } from './domain/content/publisher.js';
import type { StrengthEstimator } from './domain/password-policy.js';

export interface BuildOptions {
  /** Where the JSON log lines go. */
  logStream: DestinationStream;
  clock?: Clock;
  /** An open, migrated database the caller owns (tests); otherwise opened from config. */
  database?: Database;
  /** Redis key prefix of the shared buckets and channels (tests isolate runs with it). */
  redisNamespace?: string;
  pluginTimeout?: number;
  /** Re-renders pages after content changes (see AppOptions). */
  contentPublisher?: ContentPublisher;
  /** A password-strength pool the caller owns (see AppOptions). */
  passwordEstimator?: StrengthEstimator;
}

/**
 * The server as `npm start` runs it and the tests drive it: the logger first, then the
 * start-up work (outside any plugin timeout), then the plugins. Not yet listening.
 */
export async function buildServer(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const server = Fastify({
    ...serverOptions(config),
    ...(options.pluginTimeout !== undefined ? { pluginTimeout: options.pluginTimeout } : {}),
    logger: loggerOptions(config, options.logStream),
    ...requestLogOptions(),
  });
  const { database, opened } = await prepareDatabase(config, clock, server.log, options.database);
  if (opened) {
    server.addHook('onClose', async () => {
      await database.close();
    });
  }
  await server.register(app, {
    config,
    clock,
    database,
    ...(options.redisNamespace ? { redisNamespace: options.redisNamespace } : {}),
    ...(options.contentPublisher ? { contentPublisher: options.contentPublisher } : {}),
    ...(options.passwordEstimator ? { passwordEstimator: options.passwordEstimator } : {}),
  });
  return server;
}
