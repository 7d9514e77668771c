// `npm run list-tests [-- out.txt]`: every test `npm test` runs, one line each
// ("suite | project | file > describe > test"), sorted, without running them (`vitest list`).
// Compare two lists with `diff` to see what a change to the suite added, removed or renamed.
// The e2e and story suites are collected from the current build and stories (run `npx turbo
// run build` first); set TEST_DATABASE_URL to include the API's PostgreSQL project, as CI does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2];

/** Each vitest suite of `npm test`: where it runs and with which config. */
const suites = [
  { name: 'contracts', cwd: 'packages/contracts' },
  { name: 'content', cwd: 'packages/content' },
  { name: 'ui', cwd: 'packages/ui' },
  { name: 'site', cwd: 'apps/site' },
  { name: 'admin', cwd: 'apps/admin' },
  { name: 'api', cwd: 'apps/api' },
  { name: 'storybook', cwd: '.', config: 'vitest.storybook.config.ts' },
  { name: 'e2e', cwd: '.', config: 'e2e/vitest.config.ts' },
];

const scratch = mkdtempSync(join(tmpdir(), 'list-tests-'));
const lines = [];
let failed = false;
for (const suite of suites) {
  const file = join(scratch, `${suite.name}.json`);
  const result = spawnSync(
    'npx',
    ['vitest', 'list', `--json=${file}`, ...(suite.config ? ['--config', suite.config] : [])],
    { cwd: join(root, suite.cwd), encoding: 'utf8', env: process.env },
  );
  let tests;
  try {
    tests = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    failed = true;
    console.error(`${suite.name}: vitest list failed\n${result.stdout}\n${result.stderr}`);
    continue;
  }
  for (const test of tests) {
    const path = relative(root, test.file);
    lines.push(`${suite.name} | ${test.projectName ?? ''} | ${path} > ${test.name}`);
  }
  console.error(`${suite.name}: ${tests.length} tests`);
}
rmSync(scratch, { recursive: true, force: true });
lines.sort();
console.error(`${lines.length} tests in all`);
if (out) writeFileSync(out, `${lines.join('\n')}\n`);
else process.stdout.write(`${lines.join('\n')}\n`);
process.exit(failed ? 1 : 0);
