import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  openPostgres,
  pgliteDatabase,
  quoteIdentifier,
  type Database,
} from '../../src/db/client.js';
import { rowsOf } from '../../src/db/migrate.js';
import { restoreBackup, writeBackup, type RestoreOptions } from '../../src/backup/archive.js';
import { migrationsDir } from '../../src/paths.js';
import { createRunSchema, dropSchema } from './database.js';

/**
 * An empty database to restore into: a schema of its own on TEST_DATABASE_URL when the run has
 * one (`postgres`), else a new in-memory PGlite. Nothing migrated: the restore makes the tables.
 */
export async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') return pgliteDatabase(new PGlite());
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL target needs TEST_DATABASE_URL');
  return openPostgres(url, { schema: await createRunSchema(url), max: 3 });
}

export interface BackupFiles {
  dir: string;
  file(name: string): string;
  remove(): Promise<void>;
}

export async function backupFiles(): Promise<BackupFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-backup-test-'));
  return {
    dir,
    file: (name) => join(dir, name),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export function backupTo(database: Database, path: string) {
  return writeBackup(database, createWriteStream(path), { migrationsFolder: migrationsDir() });
}

export function restoreFrom(
  database: Database,
  path: string,
  options: Omit<RestoreOptions, 'migrationsFolder'> = {},
) {
  return restoreBackup(database, createReadStream(path), {
    migrationsFolder: migrationsDir(),
    ...options,
  });
}

/** Every row of `table` as PostgreSQL's JSON of it, in a stable order. */
export async function rowsOfTable(database: Database, table: string): Promise<string[]> {
  return rowsOf<{ j: string }>(
    await database.db.execute(
      sql.raw(`select to_jsonb(t)::text as j from ${quoteIdentifier(table)} t order by 1`),
    ),
  ).map((row) => row.j);
}

/** Drops a PostgreSQL target's schema (the run's teardown drops only the postgres project's). */
export async function dropDatabase(database: Database): Promise<void> {
  await database.close();
  const url = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !url) return;
  await dropSchema(url, database.schema);
}
