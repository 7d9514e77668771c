import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const client = dataDir === null ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
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
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(databaseUrl: string | null, dataDir: string): Promise<Database> {
  return databaseUrl === null ? openPglite(join(dataDir, 'db')) : openPostgres(databaseUrl);
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
