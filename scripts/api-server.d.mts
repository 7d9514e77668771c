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
