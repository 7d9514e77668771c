import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Every API test file runs on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL
// is set (each file then works in its own schema). Pure unit tests run once.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const redis = Boolean(process.env.TEST_REDIS_URL);
// Printed once: forked workers inherit the marker and stay quiet.
if (!process.env.STUDIO_API_TEST_BANNER) {
  process.env.STUDIO_API_TEST_BANNER = '1';
  process.stdout.write(
    `API tests: databases = PGlite (in memory)${postgres ? ' + PostgreSQL (TEST_DATABASE_URL)' : '; PostgreSQL skipped: TEST_DATABASE_URL unset'}; ` +
      `rate-limit store for the two-instance tests = ${redis ? 'Redis (TEST_REDIS_URL)' : 'in process (TEST_REDIS_URL unset)'}\n`,
  );
}

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
  {
    extends: true,
    test: { name: 'pglite', include: ['test/api/**/*.test.ts'], env: { API_TEST_DB: 'pglite' } },
  },
];
if (postgres) {
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      include: ['test/api/**/*.test.ts'],
      env: { API_TEST_DB: 'postgres' },
    },
  });
}

export default defineConfig({
  // Read @studio/contracts from its TypeScript source: no build needed before the tests.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects,
    pool: 'forks',
    // Two cores shared with other work: argon2 and PGlite are CPU-bound.
    maxWorkers: 2,
    testTimeout: 30_000,
    // PGlite start-up (about 2.3 s alone) stretches far beyond that on a shared, busy machine.
    hookTimeout: 180_000,
  },
});
