import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Clock } from '../clock.js';
import { deriveKeys, type DerivedKeys } from '../domain/keys.js';
import { resolveJwtSecret } from '../secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    keys: DerivedKeys;
  }
}

export interface ConfigPluginOptions {
  config: Config;
  clock: Clock;
}

/** Validated configuration, the clock every rule reads, and the per-purpose keys. */
export default fp<ConfigPluginOptions>(
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('keys', deriveKeys(await resolveJwtSecret(config)));
  },
  { name: 'config', fastify: '5.x' },
);
