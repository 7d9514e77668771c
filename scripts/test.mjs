// `npm test`: every check the project has, in one command (lint, types, unit and API tests,
// the Storybook build and its story tests, the end-to-end journeys in Chromium).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
process.env.TURBO_TELEMETRY_DISABLED = '1';

console.log(`Browser tests use ${process.env.CHROMIUM_PATH}.`);
console.log(
  process.env.TEST_DATABASE_URL
    ? 'API tests run on embedded PGlite and again on PostgreSQL (TEST_DATABASE_URL).'
    : 'API tests run on embedded PGlite only; set TEST_DATABASE_URL to run them on PostgreSQL too.',
);
console.log(
  process.env.TEST_REDIS_URL
    ? 'Multi-instance tests use Redis (TEST_REDIS_URL).'
    : 'Multi-instance tests run without Redis; set TEST_REDIS_URL to include it.',
);

const tasks = [
  'lint',
  'lint:root',
  'typecheck',
  'typecheck:root',
  'test',
  'build-storybook',
  'test:storybook',
  'test:e2e',
];
const result = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    ...tasks,
    '--concurrency=2',
    '--continue',
    '--output-logs=new-only',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
