// Global teardown of the PostgreSQL project: the schemas the run's workers created (and kept
// for their next files, see database.ts) are dropped once every file has ended.
import pg from 'pg';
import { quoteIdentifier } from '../../src/db/client.js';
import { runSchemaPrefix } from './database.js';

export async function teardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
      [runSchemaPrefix()],
    );
    for (const { name } of rows) await client.query(`drop schema ${quoteIdentifier(name)} cascade`);
  } finally {
    await client.end();
  }
}
