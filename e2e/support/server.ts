import { inject } from 'vitest';
import { startApiServer, type RunningServer } from '../../scripts/api-server.mjs';
import { freePort } from '../../scripts/free-port.mjs';

export type { RunningServer };

export interface ServerOptions {
  /**
   * Start on an empty DATA_DIR, as a first `npm start` does (PGlite's initdb and the migrations
   * included). By default a PGlite server starts on a copy of the run's migrated template
   * (global-setup.ts), which saves seconds per file; its first start is otherwise the same.
   */
  emptyDataDir?: boolean;
}

/** Starts the built API (which serves the site and admin builds too) on a free port with its own data. */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  return startApiServer({
    port: await freePort(),
    env,
    prefix: 'studio-e2e-',
    ...(options.emptyDataDir ? {} : { databaseTemplate: inject('pgliteTemplate') }),
  });
}
