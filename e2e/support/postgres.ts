import pg from 'pg';
import { randomBytes } from 'node:crypto';

/** A fresh schema on TEST_DATABASE_URL for one test file, and the URL that selects it. */
export async function createSchema(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema "${schema}" cascade`);
      await cleanup.end();
    },
  };
}
