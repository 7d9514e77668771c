import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built apps served by the real API server, driven in Debian's Chromium.
// The multi-instance files need a PostgreSQL server (and Redis); they run when the variables are
// set, as .ci/run does, and the run says so.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withRedis = withPostgres && Boolean(process.env.TEST_REDIS_URL);
const exclude = [
  ...(withPostgres ? [] : ['instances.e2e.test.ts']),
  ...(withRedis ? [] : ['instances-redis.e2e.test.ts']),
];
console.log(
  `e2e: multi-instance journeys ${withPostgres ? 'on PostgreSQL' : 'not run (set TEST_DATABASE_URL)'}${withPostgres ? (withRedis ? ' with Redis' : ', without Redis (set TEST_REDIS_URL)') : ''}`,
);

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**', ...exclude],
    environment: 'node',
    // A migrated PGlite data directory made once, which each PGlite server copies (support/server.ts).
    globalSetup: ['support/global-setup.ts'],
    // Generous: two files share two cores with the rest of `npm test`; a failure still fails.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // expect.poll waits for what a visitor would see (a title, a scroll position restored); the
    // 1 s default is a blink on a CI machine running every suite at once. A failure still fails.
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time, in two workers. A worker runs its files one after another in one
    // process (no isolation between files): it loads the built API and launches Chromium once,
    // and each file still starts its own server (own port and data directory, support/server.ts)
    // and opens its own browser contexts (support/browser.ts), closed in its afterAll. No state
    // is shared between files but those loaded modules and the Chromium process.
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    // The built API and site are loaded by Node itself, not transformed by vitest.
    server: { deps: { external: [/\/apps\/(api|site)\/dist\//] } },
  },
});
