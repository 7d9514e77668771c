// A migrated PGlite data directory holding the default content, made once by the built API's own
// opener, migrator and content seed. Test servers copy it into their DATA_DIR/db (startApiServer's
// `databaseTemplate`) and so skip PGlite's initdb, the migrations and the content seed, seconds
// each on a busy machine. What else a first start does on that database (the first super admin,
// the development sample) is unchanged. The content is the same in every copy, times included,
// so servers on one origin render the same site: a later one can start from an earlier one's
// rendered generation (e2e/support/server.ts). `npm start`'s real first start, on an empty
// DATA_DIR, is what the one-origin journey uses.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export async function createPgliteTemplate() {
  const [{ openPglite }, { migrate }, { migrationsDir }, { loadConfig }, seed] = await Promise.all([
    import('../apps/api/dist/db/client.js'),
    import('../apps/api/dist/db/migrate.js'),
    import('../apps/api/dist/paths.js'),
    import('../apps/api/dist/config.js'),
    import('../apps/api/dist/domain/content/seed.js'),
  ]);
  const root = await mkdtemp(join(tmpdir(), 'studio-pglite-template-'));
  const dir = join(root, 'db');
  // The studio's name and the site build the test servers' configuration gives a first start.
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: root }, repoRoot);
  const database = await openPglite(dir);
  try {
    await migrate(database.db, migrationsDir());
    const now = new Date();
    await seed.seedContentStore(
      database.db,
      seed.defaultContentSeed({ studioName: config.studioName, now }),
      now,
      { siteDir: config.siteDist },
    );
  } finally {
    await database.close();
  }
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}
