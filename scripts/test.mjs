// `npm test`: every check the project has, in one command (lint, types, unit and API tests,
// the Storybook build and its story tests, the end-to-end journeys in Chromium, the visual
// comparisons of stories and pages).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.mjs';
import { ensureFonts, FONT_PACKAGES } from './fonts.mjs';
import { REPORT_DIR, REPORT_INDEX } from './visual-report.mjs';

const started = Date.now();
process.env.CHROMIUM_PATH = ensureChromium();
process.env.TURBO_TELEMETRY_DISABLED = '1';
// The visual tests say in one line what is wrong when these are missing; here they are only
// installed where we can (root on Debian).
const missingFonts = ensureFonts();

console.log(`Browser tests use ${process.env.CHROMIUM_PATH}.`);
if (missingFonts.length > 0)
  console.log(
    `Visual tests will fail: fonts missing (${missingFonts.join(', ')}); install ${FONT_PACKAGES.join(' ')}.`,
  );
console.log(
  process.env.TEST_DATABASE_URL
    ? 'API tests run on embedded PGlite, the database-dependent ones again on PostgreSQL (TEST_DATABASE_URL).'
    : 'API tests run on embedded PGlite only; set TEST_DATABASE_URL to run the database-dependent ones on PostgreSQL too.',
);
console.log(
  process.env.TEST_REDIS_URL
    ? 'Multi-instance tests use Redis (TEST_REDIS_URL).'
    : 'Multi-instance tests run without Redis; set TEST_REDIS_URL to include it.',
);

// Everything is built first. Then three lanes at once, each turbo run with `--only` so that none
// rebuilds or restores what another is reading:
// - the end-to-end journeys (the longest task, much of it spent waiting on browsers);
// - the other tests, one turbo run per task, in ORDER: one at a time while the journeys
//   run (each uses both cores already, so a second one would only halve every test's share of a
//   core), two at a time once the journeys are done, so the last tasks do not leave a core idle;
// - the checks that wait on nothing (one ESLint run over the repository, whose typed rules share
//   one TypeScript service; each workspace's type check by TypeScript 7, scripts/typecheck.mjs;
//   the static Storybook build), at the lowest
//   CPU priority (nice 19): they take the cores when the tests leave them idle, and never slow a
//   test into a time-out on a busy machine. They are in the run, off its critical path.
const checks = ['lint', 'typecheck', 'typecheck:root', 'build-storybook'];
const extra = process.argv.slice(2);

/**
 * The order the lane takes the test tasks in: the longest first while the journeys run (the
 * API's and the stories' tests); then the site's (one worker); last the admin's and the design
 * system's, two workers each, so that the run's last minutes keep both cores busy rather than
 * one task on one core (docs/benchmarks.md, "Eighth round"). A workspace not listed goes last.
 */
const ORDER = ['@studio/api', 'test:storybook', '@studio/site', '@studio/admin', '@studio/ui'];
/** The story tests, then every workspace that has a `test` script, in ORDER. */
function testTasks() {
  const workspaces = ['packages', 'apps'].flatMap((folder) =>
    readdirSync(folder)
      .map((name) => join(folder, name, 'package.json'))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')))
      .filter((pkg) => typeof pkg.scripts?.test === 'string')
      .map((pkg) => ({ args: ['test', `--filter=${pkg.name}`], name: pkg.name })),
  );
  const rank = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return [{ args: ['test:storybook'], name: 'test:storybook' }, ...workspaces]
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((task) => task.args);
}

/** Runs turbo, passing its output through; resolves with its exit code and what it printed. */
function turbo(args, { nice = false } = {}) {
  return new Promise((resolve) => {
    // --summarize writes each task's start and end (.turbo/runs/*.json), read at the end.
    const command = [
      'npx',
      'turbo',
      'run',
      ...args,
      '--output-logs=new-only',
      '--summarize',
      ...extra,
    ];
    const child = spawn(
      nice ? 'nice' : command[0],
      nice ? ['-n', '19', ...command] : command.slice(1),
      {
        stdio: ['inherit', 'pipe', 'inherit'],
        env: process.env,
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const build = await turbo(['build', '--concurrency=2']);
const runs = [];
if (build.code === 0) {
  // Arguments that choose the workspaces themselves (`npm test -- --filter=…`, `--affected`) get
  // one turbo run of every test task, as they would from turbo directly.
  const chosen = extra.some((arg) => arg.startsWith('--filter') || arg === '--affected');
  const queue = chosen
    ? [['test', 'test:storybook', '--concurrency=1', '--continue']]
    : testTasks();
  const testRuns = [];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift())
      testRuns.push(await turbo([...task, '--only']));
  };
  const e2e = turbo(['test:e2e', '--only']);
  const checked = turbo([...checks, '--only', '--concurrency=2', '--continue'], { nice: true });
  await Promise.all([lane(), e2e.then(() => lane())]);
  runs.push(await e2e, ...testRuns, await checked);
}

// Add up vitest's "Tests  N passed | M failed" lines of the tasks that ran (turbo replays nothing
// for cached tasks) into one closing line.
let passed = 0;
let failed = 0;
let cachedTasks = 0;
// vitest names each failed test on a "FAIL  file > suite > test" line; they are repeated at the
// end so that the last lines of a long run (all a CI log may keep) say what failed.
// Each with the first lines of its error (the message and where), so that a CI log's tail says
// why as well as what.
const failures = new Map();
for (const { output } of [build, ...runs]) {
  const plain = stripVTControlCharacters(output);
  const lines = plain.split('\n');
  for (const [index, line] of lines.entries()) {
    const failure = /^(\S+:\s+)?\s*FAIL\s+(.+\S)\s*$/.exec(line);
    if (failure) {
      const name = `${failure[1]?.trim().replace(/:$/, '') ?? ''} ${failure[2]}`.trim();
      const why = lines
        .slice(index + 1, index + 12)
        .map((next) => next.replace(/^\S+:\s/, '').trim())
        .filter((next) => next !== '' && !/^[⎯-]+/.test(next))
        .slice(0, 3);
      if (!failures.has(name) || failures.get(name).length === 0) failures.set(name, why);
    }
    const summary = /\bTests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (!summary) continue;
    passed += Number(/(\d+) passed/.exec(summary[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(summary[1])?.[1] ?? 0);
  }
  cachedTasks += Number(/Cached:\s+(\d+) cached/.exec(plain)?.[1] ?? 0);
}
// Each task's wall time, from turbo's run summaries (the file each run names on its "Summary:"
// line), longest first; the summaries are removed once read.
const timings = [];
for (const { output } of [build, ...runs]) {
  const file = /Summary:\s+(\S+\.json)/.exec(stripVTControlCharacters(output))?.[1];
  if (!file || !existsSync(file)) continue;
  const summary = JSON.parse(readFileSync(file, 'utf8'));
  for (const task of summary.tasks ?? []) {
    const { startTime, endTime } = task.execution ?? {};
    if (!startTime || !endTime) continue;
    timings.push({
      task: task.taskId,
      seconds: (endTime - startTime) / 1000,
      cached: task.cache?.status === 'HIT',
    });
  }
  rmSync(file, { force: true });
}
if (timings.length > 0) {
  console.log('\nWall time of each task:');
  for (const { task, seconds, cached } of timings.sort((a, b) => b.seconds - a.seconds))
    console.log(
      `  ${task.padEnd(32)} ${seconds.toFixed(1).padStart(7)} s${cached ? ' (cached)' : ''}`,
    );
}
if (cachedTasks > 0) {
  console.log(`\n${cachedTasks} tasks came from turbo's cache; their tests are not counted below.`);
}
if (build.code !== 0) console.log('\nThe build failed: nothing was tested.');
// Each visual suite leaves its images under visual-report/<suite>/ only when something differs.
const differing = ['stories', 'site', 'admin'].filter((suite) => {
  const folder = join(REPORT_DIR, suite);
  return existsSync(folder) && readdirSync(folder).some((name) => !name.startsWith('.'));
});
if (differing.length > 0)
  console.log(
    `\nVisual differences (${differing.join(', ')}): open ${REPORT_INDEX} in a browser; accept intended changes with npm run test:visual -- --update.`,
  );
if (failures.size > 0) {
  console.log('\nFailed:');
  for (const [failure, why] of failures) {
    console.log(`  ${failure}`);
    for (const line of why) console.log(`      ${line.slice(0, 300)}`);
  }
}
console.log(`\nnpm test took ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit([build, ...runs].some((run) => run.code !== 0) ? 1 : 0);
