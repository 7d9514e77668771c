// `npm run bench:web`: Lighthouse 12 (mobile emulation, simulated slow 4G and 4x CPU) on every
// prerendered route of the public site, plus the 404 page and the admin app's routes when that
// app is built. For each route, the medians of BENCH_RUNS runs (3 by default): the four category
// scores, LCP with its element, TBT and CLS, and the bytes transferred by kind. Prints the table
// and writes it into docs/benchmarks.md (between the bench-web markers) with the date and machine.
// Figures only: nothing here passes or fails. Options (environment):
//   BENCH_RUNS=1           fewer runs on a slow machine (the table says how many)
//   BENCH_ROUTES=/,/about  only these paths
//   BENCH_PORT=3099        the port of the server it starts
//   BENCH_NO_DOCS=1        print only
//   BENCH_WHY=1            also print, per run, where the main thread's time went (the host's
//                          benchmark index, the long tasks behind TBT, the scripts' CPU time)
//   BENCH_BYTES_ONLY=1     no Lighthouse: one first visit per site route in Chromium and a table
//                          of its script and stylesheet files and bytes (as served, gzip 9,
//                          brotli 11) against the byte goal; print only. Bytes and files do not
//                          depend on the host's speed, so this mode is for a busy machine.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { bytesByEncoding, chromiumVisit } from './bench-web-chromium.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3099);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(os.tmpdir(), 'studio-bench-'));
const docsFile = join(root, 'docs/benchmarks.md');
const START = '<!-- bench-web:start -->';
const END = '<!-- bench-web:end -->';

/**
 * Goals per site route: performance ≥ 97, the other scores 100 (SEO not counted when noindex),
 * CLS 0, TBT ≤ 50 ms, LCP in real Chromium ≤ 2 s, at most 8 script and stylesheet files, the LCP
 * element never the cookie banner, and the bytes of a first visit (images below the fold left out)
 * within 160 kB on the routes with media artwork, 150 kB elsewhere. Admin rows have no goals.
 */
const GOALS = { performance: 97, cls: 0, tbtMs: 50, realLcpMs: 2000, files: 8 };
const MEDIA_ROUTES = [
  '/',
  '/about',
  '/leadership',
  '/music',
  '/video',
  '/tracks',
  '/new-release',
  '/newsroom',
];
const byteGoal = (path) =>
  (MEDIA_ROUTES.includes(path) || path.startsWith('/article/') ? 160 : 150) * 1024;
const COOKIE_BANNER = /Sargam Studios uses only necessa/;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;

async function sitePaths() {
  const manifest = JSON.parse(await readFile(join(root, 'apps/site/dist/client/csp.json'), 'utf8'));
  const paths = Object.keys(manifest.pages)
    .filter((file) => file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`))
    // One article stands for all of them: they share a route module.
    .filter((path, index, all) => {
      if (!path.startsWith('/article/')) return true;
      return all.findIndex((other) => other.startsWith('/article/')) === index;
    })
    .sort();
  return [...paths, '/no-such-page'];
}

async function adminPaths() {
  const file = join(root, 'apps/admin/dist/routes.json');
  if (!existsSync(file)) return [];
  const { routes } = JSON.parse(await readFile(file, 'utf8'));
  return routes.filter((path) => !path.includes('*'));
}

/** The first DOM node an audit's details describe (their nesting varies between audits). */
function findNode(value) {
  if (!value || typeof value !== 'object') return undefined;
  if (value.type === 'node' && (value.selector || value.snippet)) return value;
  for (const child of Object.values(value)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

/** One Lighthouse run reduced to the figures the table shows. */
function figures(lhr) {
  const { categories, audits } = lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const bytes = Object.fromEntries(
    (audits['resource-summary']?.details?.items ?? []).map((item) => [
      item.resourceType,
      item.transferSize,
    ]),
  );
  const lcpAudit = audits['largest-contentful-paint-element'];
  const lcpNode = findNode(lcpAudit?.details);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    noindex: audits['is-crawlable']?.score === 0,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: bytes.script ?? 0,
    css: bytes.stylesheet ?? 0,
    font: bytes.font ?? 0,
    image: bytes.image ?? 0,
    total: bytes.total ?? 0,
    // Lighthouse 12.2's TraceElements gatherer fails on some Chromium builds' traces.
    lcpElement: lcpNode
      ? (lcpNode.selector ?? lcpNode.snippet ?? '')
      : lcpAudit?.scoreDisplayMode === 'error'
        ? 'not reported: Lighthouse trace error'
        : '',
    failed: audits['largest-contentful-paint'].numericValue === undefined,
  };
}

function summarize(path, results) {
  const pick = (key) => median(results.map((result) => result[key]));
  const row = {
    path,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    noindex: results[0].noindex,
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    js: pick('js'),
    css: pick('css'),
    font: pick('font'),
    image: pick('image'),
    total: pick('total'),
    // The element most runs named.
    lcpElement: Object.entries(
      results.reduce((counts, result) => {
        counts[result.lcpElement] = (counts[result.lcpElement] ?? 0) + 1;
        return counts;
      }, {}),
    ).sort((a, b) => b[1] - a[1])[0][0],
  };
  return row;
}

/** The goals a site route misses, each with by how much. */
function missedGoals(row) {
  const misses = [];
  if (row.performance < GOALS.performance) misses.push(`performance ${row.performance}`);
  for (const key of ['accessibility', 'bestPractices'])
    if (row[key] < 100) misses.push(key === 'bestPractices' ? 'best practices' : key);
  if (!row.noindex && row.seo < 100) misses.push('SEO');
  if (row.cls > GOALS.cls) misses.push('CLS');
  if (row.tbtMs > GOALS.tbtMs) misses.push(`TBT +${Math.round(row.tbtMs - GOALS.tbtMs)} ms`);
  if (row.realLcpMs > GOALS.realLcpMs)
    misses.push(`LCP +${((row.realLcpMs - GOALS.realLcpMs) / 1000).toFixed(2)} s`);
  if (row.files > GOALS.files) misses.push(`files +${row.files - GOALS.files}`);
  if (row.served > byteGoal(row.path))
    misses.push(`bytes +${kb(row.served - byteGoal(row.path))} kB`);
  if (COOKIE_BANNER.test(row.lcpElement)) misses.push('LCP is the cookie banner');
  return misses.length ? misses.join(', ') : 'all met';
}

function table(rows) {
  const header =
    '| route | perf. | a11y | best pr. | SEO | LCP (Lighthouse, simulated) | LCP (Chromium, slow 4G, 4× CPU) | TBT | CLS | script + CSS files | kB as served | kB gzip 9 | kB brotli 11 | LCP element | goals |';
  const lines = rows.map((row) =>
    [
      row.path,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.noindex ? `${row.seo} (noindex)` : row.seo,
      `${(row.lcpMs / 1000).toFixed(2)} s`,
      row.realLcpMs === undefined ? '' : `${(row.realLcpMs / 1000).toFixed(2)} s`,
      `${Math.round(row.tbtMs)} ms`,
      row.cls.toFixed(3),
      row.files ?? '',
      row.served === undefined ? '' : kb(row.served),
      row.gz === undefined ? '' : kb(row.gz),
      row.br === undefined ? '' : kb(row.br),
      row.lcpElement ? `\`${row.lcpElement.replace(/\|/g, '\\|').slice(0, 60)}\`` : '',
      row.admin ? '(admin: no goals)' : row.goals,
    ].join(' | '),
  );
  return [
    header,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...lines.map((line) => `| ${line} |`),
  ].join('\n');
}

/**
 * Where a run's main-thread time went, for BENCH_WHY: Lighthouse's measure of the host's speed
 * (its simulation scales what it observed by it), the long tasks (each one's time over 50 ms is
 * TBT), the scripts that cost the most CPU and the time by kind of work.
 */
function whyBlocked(path, lhr) {
  const { audits } = lhr;
  const ms = (value) => `${Math.round(value ?? 0)} ms`;
  const short = (url) => (url ?? '').replace(origin, '') || '(page)';
  const lines = [
    `  ${path}: TBT ${ms(audits['total-blocking-time'].numericValue)}, benchmark index ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}`,
  ];
  for (const task of audits['long-tasks']?.details?.items ?? [])
    lines.push(`    long task at ${ms(task.startTime)}: ${ms(task.duration)} (${short(task.url)})`);
  for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 5))
    lines.push(
      `    script ${short(item.url)}: ${ms(item.total)} in all, ${ms(item.scripting)} running, ${ms(item.scriptParseCompile)} parse and compile`,
    );
  const kinds = (audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`)
    .join(', ');
  lines.push(`    main thread: ${kinds}`);
  return `${lines.join('\n')}\n`;
}

function machine() {
  const cpus = os.cpus();
  const [load] = os.loadavg();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}; load average ${load.toFixed(1)} at the start`;
}

/**
 * BENCH_BYTES_ONLY: one first visit per route in Chromium (the same emulation as below), and
 * per route its script and stylesheet files and the bytes until the network is idle, images
 * below the fold left out, against the route's byte goal.
 */
async function bytesOnly(paths) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const lines = [];
  try {
    for (const path of paths) {
      const visit = await chromiumVisit(browser, `${origin}${path}`).catch(() => null);
      if (!visit) {
        lines.push(`| ${path} | | | | | ${kb(byteGoal(path))} | not measured |`);
        continue;
      }
      const counted = visit.responses.filter((response) => !response.belowFold);
      const files = counted.filter((r) => r.type === 'Script' || r.type === 'Stylesheet').length;
      const served = counted.reduce((sum, response) => sum + response.bytes, 0);
      const { gz, br } = await bytesByEncoding(counted, origin);
      const over = served - byteGoal(path);
      const misses = [
        ...(over > 0 ? [`+${kb(over)}`] : []),
        ...(files > GOALS.files ? [`files +${files - GOALS.files}`] : []),
      ];
      lines.push(
        `| ${path} | ${files} | ${kb(served)} | ${kb(gz)} | ${kb(br)} | ${byteGoal(path) / 1024} | ${misses.join(', ') || 'met'} |`,
      );
      process.stderr.write(`  ${path}: ${files} files, ${kb(served)} kB\n`);
    }
  } finally {
    await browser.close();
  }
  console.log(
    [
      '',
      `Bytes only, one first visit per route, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine()}, ${os.loadavg()[0].toFixed(1)} at the end.`,
      '',
      '| route | script + CSS files | kB as served | kB gzip 9 | kB brotli 11 | goal | misses by |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...lines,
      '',
    ].join('\n'),
  );
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
    SUPER_ADMIN_PASSWORD: 'Bench-only password 4 tests!',
  },
  stdio: 'ignore',
});
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 1200) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  if (process.env.BENCH_BYTES_ONLY) {
    const paths = await sitePaths();
    await bytesOnly(only ? paths.filter((path) => only.includes(path)) : paths);
  } else {
    const all = [...(await sitePaths()), ...(await adminPaths())];
    const routes = only ? all.filter((path) => only.includes(path)) : all;
    const startedAt = new Date();
    const machineLine = machine();

    const chromePath = ensureChromium();
    const { default: lighthouse } = await import('lighthouse');
    const { launch } = await import('chrome-launcher');
    const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    const rows = [];
    const unmeasured = [];
    try {
      // A first, unreported run warms the server's caches and Chromium's, so the first route
      // is not measured cold while the others are warm.
      await lighthouse(`${origin}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
      for (const path of routes) {
        const results = [];
        const errors = new Set();
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(`${origin}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
          });
          if (result.lhr.runtimeError) {
            errors.add(result.lhr.runtimeError.code);
            continue;
          }
          results.push(figures(result.lhr));
          if (process.env.BENCH_WHY) process.stderr.write(whyBlocked(path, result.lhr));
        }
        if (results.length === 0) {
          unmeasured.push(`${path} (${[...errors].join(', ')})`);
          continue;
        }
        const row = summarize(path, results);
        rows.push(row);
        process.stderr.write(`  ${path}: performance ${row.performance}\n`);
      }
    } finally {
      chrome.kill();
    }

    // Real Chromium: BENCH_RUNS first visits per route with slow 4G and 4× CPU (median LCP and its
    // element, Chromium's own), the files and bytes of the first of them. Lighthouse 12.2's trace
    // gatherer fails on this Chromium's traces, so the LCP element is always the browser's.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
    const admin = new Set(await adminPaths());
    try {
      for (const row of rows) {
        const visits = [];
        for (let run = 0; run < runs; run++)
          visits.push(await chromiumVisit(browser, `${origin}${row.path}`).catch(() => null));
        const done = visits.filter(Boolean);
        if (done.length === 0) {
          row.goals = 'not measured in Chromium';
          continue;
        }
        row.realLcpMs = median(done.map((visit) => visit.lcpMs));
        row.lcpElement = done.at(-1).lcpElement || row.lcpElement;
        const counted = done[0].responses.filter((response) => !response.belowFold);
        row.files = counted.filter((r) => r.type === 'Script' || r.type === 'Stylesheet').length;
        row.served = counted.reduce((sum, response) => sum + response.bytes, 0);
        Object.assign(row, await bytesByEncoding(counted, origin));
        row.admin = admin.has(row.path);
        row.goals = missedGoals(row);
        process.stderr.write(
          `  ${row.path}: Chromium LCP ${Math.round(row.realLcpMs)} ms, ${row.goals}\n`,
        );
      }
    } finally {
      await browser.close();
    }

    const section = [
      `### ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per route`,
      '',
      `Machine: ${machineLine}, ${os.loadavg()[0].toFixed(1)} at the end. Lighthouse 12, mobile emulation, simulated throttling (slow 4G, 4× CPU): scores, simulated LCP, TBT, CLS. Chromium (the same build, playwright-core) with DevTools network emulation (slow 4G: 562.5 ms, 1.44 Mbps down) and 4× CPU slowdown, a first visit each time: its LCP (median of ${runs}) and the LCP element it names; files and bytes of one such visit until the network is idle, images below the fold left out, headers included as served; gzip 9 and brotli 11 are the same responses' bodies at those levels. "goals" names each goal a site route misses and by how much.`,
      '',
      table(rows),
      ...(unmeasured.length
        ? [
            '',
            `Lighthouse could not measure: ${unmeasured.join(', ')}. ERRORED_DOCUMENT_REQUEST is the 404 page's status, by design; NO_NAVSTART is Lighthouse losing the trace on a loaded machine.`,
          ]
        : []),
    ].join('\n');
    console.log(`\n${section}\n`);

    if (!process.env.BENCH_NO_DOCS) {
      const docs = await readFile(docsFile, 'utf8');
      const start = docs.indexOf(START);
      const end = docs.indexOf(END);
      if (start === -1 || end === -1) {
        console.log(`docs/benchmarks.md has no ${START} ... ${END} markers: not written.`);
      } else {
        await writeFile(
          docsFile,
          `${docs.slice(0, start + START.length)}\n${section}\n${docs.slice(end)}`,
        );
        console.log('Written into docs/benchmarks.md.');
      }
    }
  }
} finally {
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
