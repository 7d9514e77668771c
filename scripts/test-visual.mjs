// `npm run test:visual`: only the visual comparisons (the listed stories in both themes, every
// public page and admin screen), after building what the pages need. With `-- --update` the
// baselines that differ or are missing are written anew (look at the report first), and the
// Chromium and font files that made them are recorded. Each suite first checks that the theme's
// font stacks resolve to the baselines' font files (scripts/fonts.mjs), and stops in one line
// when not. The public pages' walk (e2e/site-pages.e2e.test.ts) checks each page's head, axe and
// CSP on the same visit as its screenshot.
import { spawn } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { ensureFonts } from './fonts.mjs';
import { REPORT_INDEX } from './visual-report.mjs';

const update = process.argv.includes('--update') || process.argv.includes('-u');
process.env.CHROMIUM_PATH = ensureChromium();
process.env.TURBO_TELEMETRY_DISABLED = '1';
ensureFonts();

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const built = await run('npx', [
  'turbo',
  'run',
  'build',
  '--filter=@studio/api...',
  '--filter=@studio/site...',
  '--filter=@studio/admin...',
  '--output-logs=errors-only',
]);
if (built !== 0) process.exit(built);

const started = Date.now();
const codes = await Promise.all([
  run('npx', [
    'vitest',
    'run',
    '--config',
    'vitest.storybook.config.ts',
    ...(update ? ['--update'] : []),
  ]),
  run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', 'visual-', 'site-pages'], {
    VISUAL_UPDATE: update ? '1' : '',
  }),
]);
const seconds = Math.round((Date.now() - started) / 1000);
const failed = codes.some((code) => code !== 0);
console.log(
  failed
    ? `\nVisual tests failed (${seconds} s). The report: ${REPORT_INDEX}`
    : `\nVisual tests passed (${seconds} s)${update ? ': baselines renewed where they differed; review and commit them.' : '.'}`,
);
process.exit(failed ? 1 : 0);
