import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Every API test file runs on in-memory PGlite (the default database); the files whose behaviour
// depends on the database itself (POSTGRES_FILES below) run again on PostgreSQL when
// TEST_DATABASE_URL is set, each in a schema of its own. Pure unit tests run once.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const redis = Boolean(process.env.TEST_REDIS_URL);

/**
 * The files that also run on PostgreSQL, each for a reason PGlite cannot stand in for:
 * concurrency (row locks, advisory locks, parallel requests on a pool of connections),
 * transactions and what they hold, LISTEN/NOTIFY and several instances, migrations, SQL
 * specifics (constraints, ilike search, jsonb, dates). test/README.md gives the reason of each;
 * a file not listed tests the app above the database and runs on PGlite only.
 */
export const POSTGRES_FILES = [
  'admin-users',
  'after-answer',
  'attempt-bursts',
  'audit-atomic',
  'backup',
  'backup-schedule',
  'consumed-codes',
  'content-entries',
  'content-revisions',
  'content-seed',
  'content-slugs',
  'content-two-instances',
  'credential-changes',
  'database-loss',
  'lockout',
  'media-two-instances',
  'media-usage',
  'migrations',
  'session-cache',
  'site-store-instances',
  'startup-busy-database',
  'two-instance-notices',
  'two-instances',
].map((name) => `test/api/${name}.test.ts`);

// Printed once: forked workers inherit the marker and stay quiet.
if (!process.env.STUDIO_API_TEST_BANNER) {
  process.env.STUDIO_API_TEST_BANNER = '1';
  process.stdout.write(
    `API tests: databases = PGlite (in memory)${postgres ? ` + PostgreSQL (TEST_DATABASE_URL) for the ${POSTGRES_FILES.length} database-dependent files` : '; PostgreSQL skipped: TEST_DATABASE_URL unset'}; ` +
      `rate-limit store for the two-instance tests = ${redis ? 'Redis (TEST_REDIS_URL)' : 'in process (TEST_REDIS_URL unset)'}\n`,
  );
}
// Names this run's PostgreSQL schemas (test/support/database.ts); workers inherit it.
process.env.API_TEST_RUN ??= `${Date.now().toString(36)}${process.pid.toString(36)}`;

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
  {
    extends: true,
    test: {
      name: 'pglite',
      include: ['test/api/**/*.test.ts'],
      env: { API_TEST_DB: 'pglite' },
    },
  },
];
if (postgres) {
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      include: POSTGRES_FILES,
      env: { API_TEST_DB: 'postgres' },
      globalSetup: ['test/support/drop-schemas.ts'],
    },
  });
}

export default defineConfig({
  // Read @studio/contracts from its TypeScript source: no build needed before the tests.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects,
    pool: 'forks',
    // A worker runs its files one after another in one process: modules, the password
    // dictionaries and the migrated databases are loaded once per worker, not once per file.
    // Each API file still gets emptied tables and its own app (test/README.md).
    isolate: false,
    // Two cores shared with other work: argon2 and PGlite are CPU-bound.
    maxWorkers: 2,
    testTimeout: 30_000,
    // PGlite start-up (about 2.3 s alone) stretches far beyond that on a shared, busy machine.
    hookTimeout: 180_000,
  },
});
