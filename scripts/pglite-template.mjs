// A migrated, empty PGlite data directory, made once by the built API's own opener and migrator.
// Test servers copy it into their DATA_DIR/db (startApiServer's `databaseTemplate`) and so skip
// PGlite's initdb and the migrations, seconds each on a busy machine; what they do at their
// first start on that database (the first super admin, the content seed) is unchanged.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function createPgliteTemplate() {
  const { openPglite } = await import('../apps/api/dist/db/client.js');
  const { migrate } = await import('../apps/api/dist/db/migrate.js');
  const { migrationsDir } = await import('../apps/api/dist/paths.js');
  const root = await mkdtemp(join(tmpdir(), 'studio-pglite-template-'));
  const dir = join(root, 'db');
  const database = await openPglite(dir);
  try {
    await migrate(database.db, migrationsDir());
  } finally {
    await database.close();
  }
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}
