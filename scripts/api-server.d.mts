export interface RunningServer {
  origin: string;
  dataDir: string;
  pid: number | undefined;
  output: () => string;
  stop: () => Promise<void>;
}
export function startApiServer(options: {
  port: number;
  env?: Record<string, string>;
  prefix?: string;
  /** A migrated PGlite data directory (pglite-template.mjs) copied to DATA_DIR/db first. */
  databaseTemplate?: string;
}): Promise<RunningServer>;
/** The API's clock (apps/api/src/clock.ts): every time rule of the server reads it. */
export interface ServerClock {
  now(): Date;
}
export function startApiInProcess(options: {
  port: number;
  env?: Record<string, string>;
  prefix?: string;
  /** A migrated PGlite data directory (pglite-template.mjs) copied to DATA_DIR/db first. */
  databaseTemplate?: string;
  /** The clock the server reads (default: the system's). */
  clock?: ServerClock;
  /**
   * A site generation kept by `keepRenderedSite`, placed in DATA_DIR as a previous run's: served
   * without a render when it was rendered for this origin, build and content.
   */
  renderedSite?: string;
}): Promise<RunningServer>;
/** The site `server` serves now, kept in `into` (hard links); null when it serves the build. */
export function keepRenderedSite(server: RunningServer, into: string): Promise<string | null>;
