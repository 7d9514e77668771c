import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  startApiInProcess,
  startApiServer,
  type RunningServer,
  type ServerClock,
} from '../../scripts/api-server.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { launchBrowser } from './browser';

export type { RunningServer, ServerClock };

/** The real time plus however far a test has moved it: a clock to hand to `startServer`. */
export class MovedClock implements ServerClock {
  private moved = 0;

  now(): Date {
    return new Date(Date.now() + this.moved);
  }

  advance(ms: number): void {
    this.moved += ms;
  }
}

export interface ServerOptions {
  /**
   * Start on an empty DATA_DIR, as a first `npm start` does (PGlite's initdb and the migrations
   * included), in a process of its own. By default a PGlite server starts on a copy of the run's
   * migrated template (global-setup.ts), which saves seconds per file; its first start is
   * otherwise the same.
   */
  emptyDataDir?: boolean;
  /** Start `node apps/api/dist/server.js` as a process of its own (several instances on one database). */
  ownProcess?: boolean;
  /** The clock the server reads instead of the system's (a server in this process only). */
  clock?: ServerClock;
}

/**
 * Starts the built API (which serves the site and admin builds too) on a free port with its own
 * data. By default it is built inside the test worker, which loads the API once for the files it
 * runs (vitest.config.ts: `isolate: false`); each file still gets a server, a port and a data
 * directory of its own, closed in its afterAll.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const common = {
    port: await freePort(),
    env,
    prefix: 'studio-e2e-',
    ...(options.emptyDataDir ? {} : { databaseTemplate: inject('pgliteTemplate') }),
  };
  if (options.emptyDataDir || options.ownProcess) {
    if (options.clock) throw new Error('Only a server in this process can read a given clock.');
    return startApiServer(common);
  }
  return startApiInProcess({ ...common, ...(options.clock ? { clock: options.clock } : {}) });
}

/**
 * A test file's server (`startServer(env, options)`) and browser (`launchBrowser()`), started
 * together in its beforeAll and closed in its afterAll. Read them in hooks and tests, once started.
 */
export function serverAndBrowser(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env, options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`The ${name} starts in beforeAll: read it in a test.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
