// `npm test`: every check the project has, in one command (lint, types, unit and API tests,
// the Storybook build and its story tests, the end-to-end journeys in Chromium).
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
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
const turbo = spawn(
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
  { stdio: ['inherit', 'pipe', 'inherit'], env: process.env },
);

// Pass the output through, and add up vitest's "Tests  N passed | M failed" lines of the tasks
// that ran (turbo replays nothing for cached tasks) into one closing line.
let output = '';
turbo.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  output += chunk.toString();
});
turbo.on('close', (code) => {
  const plain = stripVTControlCharacters(output);
  let passed = 0;
  let failed = 0;
  for (const line of plain.split('\n')) {
    const summary = /\bTests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (!summary) continue;
    passed += Number(/(\d+) passed/.exec(summary[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(summary[1])?.[1] ?? 0);
  }
  const cached = /Cached:\s+(\d+) cached, (\d+) total/.exec(plain);
  if (cached && Number(cached[1]) > 0) {
    console.log(
      `\n${cached[1]} of ${cached[2]} tasks came from turbo's cache; their tests are not counted below.`,
    );
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code ?? 1);
});
