import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { holdDataDir } from '../backup/server-lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The schema the tables live in: names this deployment's notification channels. */
  schema: string;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** NOTIFY on `channel` (lower-case letters, digits and `_`), to every instance listening. */
  notify(channel: string, payload: string): Promise<void>;
  /** LISTEN on `channel`; answers the function that stops listening. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(payload: string): void;
  /** The listening connection is (again) up: notices sent while it was down are lost. */
  up(): void;
  /** The listening connection dropped; it reconnects by itself. */
  down(error: unknown): void;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel name: ${channel}`);
  return channel;
}

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  return pgliteDatabase(dataDir === null ? new PGlite() : new PGlite(dataDir));
}

/** The Database over a PGlite instance (openPglite's, or one the tests made from a snapshot). */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    schema: 'public',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    // One embedded database, one process: the connection cannot drop.
    listen: async (channel, handlers) => {
      const stop = await client.listen(checkedChannel(channel), handlers.message);
      handlers.up();
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export interface PostgresOptions {
  /** Tables live in this schema (tests); default: the server's search_path. */
  schema?: string;
  max?: number;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: 5000,
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    schema: options.schema ?? 'public',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    listen: (channel, handlers) => listenPostgres(connection, checkedChannel(channel), handlers),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * LISTEN needs a connection of its own (a pooled one would be handed to other queries). It is
 * reopened with backoff whenever it drops; `down` and `up` tell the caller, which must assume
 * it missed notices in between.
 */
async function listenPostgres(
  connection: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...connection, application_name: 'studio-notices' });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed || stopped) return;
      failed = true;
      client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      handlers.down(error);
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('notification connection ended')));
    next.on('notification', (notice) => {
      if (notice.channel === channel) handlers.message(notice.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${quoteIdentifier(channel)}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RETRY_MIN_MS;
    handlers.up();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => {});
      await current.end().catch(() => undefined);
    }
  };
}

export async function openDatabase(databaseUrl: string | null, dataDir: string): Promise<Database> {
  if (databaseUrl !== null) return openPostgres(databaseUrl);
  const database = await openPglite(join(dataDir, 'db'));
  // While it is open, the backup and restore commands refuse DATA_DIR (src/backup/server-lock.ts).
  const release = await holdDataDir(dataDir);
  return {
    ...database,
    close: async () => {
      await database.close();
      await release();
    },
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
