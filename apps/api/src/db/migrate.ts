import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Applies drizzle-kit's generated migrations in one transaction under an advisory lock, so
 * several instances starting together apply each migration once. drizzle-kit qualifies foreign
 * keys with "public."; that prefix is dropped so the same SQL applies in any schema selected by
 * search_path (tests run each file in its own schema).
 */
export async function migrate(
  db: Db,
  migrationsFolder: string,
  options: { upTo?: number } = {},
): Promise<number> {
  // upTo: the journal time of the last migration to apply (a restore builds an archive's schema).
  const migrations = readMigrationFiles({ migrationsFolder }).filter(
    (migration) => options.upTo === undefined || migration.folderMillis <= options.upTo,
  );
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.studio_migrations'))`,
    );
    await tx.execute(sql`create table if not exists studio_migrations (
      hash text primary key,
      created_at bigint not null,
      applied_at timestamptz not null default now()
    )`);
    const applied = await tx.execute<{ hash: string }>(sql`select hash from studio_migrations`);
    const done = new Set(rowsOf<{ hash: string }>(applied).map((row) => row.hash));
    let count = 0;
    for (const migration of migrations) {
      if (done.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        const text = statement.replaceAll('"public".', '').trim();
        if (text.length > 0) await tx.execute(sql.raw(text));
      }
      await tx.execute(
        sql`insert into studio_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count += 1;
    }
    return count;
  });
}

/** node-postgres answers a QueryResult, PGlite a Results object: both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (
    typeof result === 'object' &&
    result !== null &&
    'rows' in result &&
    Array.isArray(result.rows)
  ) {
    return result.rows as T[];
  }
  return [];
}
