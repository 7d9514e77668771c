import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  keepRenderedSite,
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
  /**
   * A free port of its own rather than the worker's, so the server renders the site at its start
   * whichever file ran before it (what System Settings' Performance card shows depends on it).
   */
  ownOrigin?: boolean;
}

/**
 * The servers this worker builds in its own process, one file after another, listen on one port
 * (while none of them runs), so they share an origin; they start on copies of one template with
 * the same content (scripts/pglite-template.mjs), so the first one's start-up render is what the
 * others would render: they start from it (`renderedSite`) and serve it without rendering again.
 * Whether a kept site is served is the server's own decision (its origin, build and content
 * fingerprint must match), so a file whose server starts otherwise (other content) renders as any
 * start does. The kept site is removed when the worker exits.
 */
const worker: { port?: number; busy: boolean; site?: { origin: string; dir: string } } = {
  busy: false,
};
process.once('exit', () => {
  if (worker.site) rmSync(join(worker.site.dir, '..'), { recursive: true, force: true });
});

/** A server in this process on the worker's port (another free one if it is taken). */
async function startInProcess(
  common: { env: Record<string, string>; prefix: string; databaseTemplate?: string },
  clock: ServerClock | undefined,
  ownOrigin: boolean,
): Promise<RunningServer> {
  const shared = !worker.busy && !ownOrigin;
  worker.port ??= await freePort();
  const start = (port: number) => {
    const origin = `http://127.0.0.1:${port}`;
    const site = worker.site?.origin === origin ? worker.site.dir : undefined;
    return startApiInProcess({
      ...common,
      port,
      ...(clock ? { clock } : {}),
      ...(site ? { renderedSite: site } : {}),
    });
  };
  let server: RunningServer;
  if (!shared) return start(await freePort());
  worker.busy = true;
  try {
    server = await start(worker.port).catch(async (error: unknown) => {
      // Another process took the port since the last file: this worker moves to a new one.
      if (!String(error).includes('EADDRINUSE')) throw error;
      worker.port = await freePort();
      return start(worker.port);
    });
  } catch (error) {
    worker.busy = false;
    throw error;
  }
  if (worker.site?.origin !== server.origin) {
    const dir = join(mkdtempSync(join(tmpdir(), 'studio-e2e-site-')), 'site');
    if (worker.site) rmSync(join(worker.site.dir, '..'), { recursive: true, force: true });
    worker.site = undefined;
    if (await keepRenderedSite(server, dir)) worker.site = { origin: server.origin, dir };
  }
  return {
    ...server,
    stop: async () => {
      try {
        await server.stop();
      } finally {
        worker.busy = false;
      }
    },
  };
}

/**
 * Starts the built API (which serves the site and admin builds too) with its own data. By
 * default it is built inside the test worker, which loads the API once for the files it runs
 * (vitest.config.ts: `isolate: false`), on the worker's port (see `worker`); each file still gets
 * a server and a data directory of its own, closed in its afterAll. `emptyDataDir` and
 * `ownProcess` servers get a free port each.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const common = {
    env,
    prefix: 'studio-e2e-',
    ...(options.emptyDataDir ? {} : { databaseTemplate: inject('pgliteTemplate') }),
  };
  if (options.emptyDataDir || options.ownProcess) {
    if (options.clock) throw new Error('Only a server in this process can read a given clock.');
    return startApiServer({ ...common, port: await freePort() });
  }
  return startInProcess(common, options.clock, options.ownOrigin ?? false);
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
