// Admin benchmark: the sign-in screen and the signed-in dashboard, each measured by Lighthouse
// (mobile emulation, simulated throttling) against the real server: the JS and CSS bytes the page
// loads (raw and gzip, lazy chunks included) and time to interactive. Figures only, with one rule:
// the sign-in screen must not load the dashboard's code (the exit code says so).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3098);
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-admin-'));
const email = 'bench@studio.local';
const password = 'Bench-only password 4 tests!';
// The dashboard's lazy chunk (see apps/admin/src/router.tsx).
const dashboardChunk = /\/DashboardRoutes-[^/]+\.(js|css)$/;

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
    SUPER_ADMIN_EMAIL: email,
    SUPER_ADMIN_PASSWORD: password,
    SMTP_URL: '',
  },
  stdio: 'ignore',
});

const post = (path, body) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The 6-digit code in the newest mail to `email` in the outbox (sign-in mails it at once). */
async function mailedCode() {
  const folder = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    // Only `*.json`: a mail is written to a `.<uuid>.tmp` first, half written meanwhile.
    const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.json'));
    for (const file of files.sort().reverse()) {
      const mail = JSON.parse(await readFile(join(folder, file), 'utf8'));
      const code = /\b\d{6}\b/.exec(mail.text)?.[0];
      if (mail.to === email && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no sign-in code in the outbox');
}

/** Signs in through the API as a person would (password, then the emailed code): the Cookie header. */
async function signIn() {
  const credentials = await post('/api/super-admin/verify-credentials', { email, password });
  if (!credentials.ok) throw new Error(`verify-credentials answered ${credentials.status}`);
  const verified = await post('/api/super-admin/verify-otp', { email, otp: await mailedCode() });
  if (!verified.ok) throw new Error(`verify-otp answered ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Raw and gzip bytes of the same-origin scripts and stylesheets a Lighthouse run loaded. */
async function bytesOf(lhr) {
  const totals = { js: [0, 0], css: [0, 0] };
  const urls = [];
  for (const item of lhr.audits['network-requests'].details.items) {
    const kind =
      item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind || !item.url.startsWith(origin)) continue;
    urls.push(item.url);
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    totals[kind][0] += body.length;
    totals[kind][1] += gzipSync(body).length;
  }
  return { totals, urls };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const cookie = await signIn();
  const screens = [
    { name: 'Sign-in', path: '/super-admin/login', headers: {} },
    { name: 'Dashboard (signed in)', path: '/super-admin/dashboard', headers: { Cookie: cookie } },
  ];

  const chromePath = ensureChromium();
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const rows = [];
  try {
    const run = (path, extraHeaders) =>
      lighthouse(
        `${origin}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        { extends: 'lighthouse:default', settings: { extraHeaders } },
      );
    // A first, unreported run warms the server's caches and Chromium's.
    await run(screens[0].path, {});
    for (const screen of screens) {
      const { lhr } = await run(screen.path, screen.headers);
      if (lhr.runtimeError) throw new Error(`${screen.path}: ${lhr.runtimeError.code}`);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== screen.path) throw new Error(`${screen.path} ended on ${landed}`);
      rows.push({ ...screen, lhr, ...(await bytesOf(lhr)) });
    }
  } finally {
    chrome.kill();
  }

  console.log(
    '\n| screen | JS raw | JS gzip | CSS raw | CSS gzip | TTI | FCP | LCP | TBT | performance |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, lhr, totals } of rows) {
    const metric = (id) => lhr.audits[id].displayValue;
    console.log(
      `| ${name} | ${kb(totals.js[0])} | ${kb(totals.js[1])} | ${kb(totals.css[0])} | ${kb(totals.css[1])} | ${metric('interactive')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${Math.round(lhr.categories.performance.score * 100)} |`,
    );
  }
  const leaked = rows[0].urls.filter((url) => dashboardChunk.test(url));
  const dashboardLoads = rows[1].urls.some((url) => dashboardChunk.test(url));
  console.log(
    `\nThe sign-in screen loads the dashboard's code: ${leaked.length ? `yes (${leaked.join(', ')})` : 'no'}. The dashboard loads it: ${dashboardLoads ? 'yes' : 'no'}.`,
  );
  if (leaked.length || !dashboardLoads) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
