import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, quoteIdentifier, type Database } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { users, type UserRow } from '../../src/db/schema.js';
import { migrationsDir } from '../../src/paths.js';

export type DbTarget = 'pglite' | 'postgres';

/** Chosen by the vitest project (see vitest.config.ts). */
export const target: DbTarget = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const TABLES = [
  'audit_log',
  'auth_lockouts',
  'content_entries',
  'content_revisions',
  'content_schedules',
  'content_slugs',
  'mail_throttles',
  'media',
  'media_files',
  'messages',
  'otp_challenges',
  'reset_code_budgets',
  'sessions',
  'signup_requests',
  'users',
  'website_settings',
];

export interface TestDatabase {
  target: DbTarget;
  database: Database;
  /** A second connection to the same data (PostgreSQL: a second pool; PGlite: the same one). */
  openAnother(): Database;
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

/** One database per test file: in-memory PGlite, or a fresh schema on TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (target === 'pglite') {
    const database = await openPglite(null);
    await migrate(database.db, migrationsDir());
    return {
      target,
      database,
      openAnother: () => ({ ...database, close: async () => {} }),
      reset: () => truncate(database),
      dispose: () => database.close(),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `api_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${quoteIdentifier(schema)}`);
  await admin.end();
  const database = openPostgres(url, { schema, max: 5 });
  await migrate(database.db, migrationsDir());
  const others: Database[] = [];
  return {
    target,
    database,
    openAnother: () => {
      const other = openPostgres(url, { schema, max: 5 });
      others.push(other);
      return other;
    },
    reset: () => truncate(database),
    dispose: async () => {
      for (const other of others) await other.close();
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${quoteIdentifier(schema)} cascade`);
      await cleanup.end();
    },
  };
}

async function truncate(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
}

/** The stored account with this email, as the database holds it now. */
export async function userByEmail(database: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row;
}
