// Web benchmark: JavaScript and CSS bytes (raw and gzip) each route loads, and a Lighthouse run
// per route against the real server. Figures only: nothing here passes or fails.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3099);
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-'));

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
    if (attempt > 300) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const { routes: adminRoutes } = JSON.parse(
    await readFile(join(root, 'apps/admin/dist/routes.json'), 'utf8'),
  );
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const sitePaths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1], origin).pathname,
  );
  const routes = [...new Set([...sitePaths, ...adminRoutes.filter((path) => !path.includes('*'))])];

  console.log('\n## Bytes per route (first load)\n');
  console.log('| route | JS raw | JS gzip | CSS raw | CSS gzip |');
  console.log('|---|---:|---:|---:|---:|');
  for (const path of routes) {
    const html = await (await fetch(`${origin}${path}`)).text();
    const urls = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1],
    );
    const totals = { js: [0, 0], css: [0, 0] };
    for (const url of new Set(urls)) {
      const body = Buffer.from(await (await fetch(`${origin}${url}`)).arrayBuffer());
      const kind = url.endsWith('.css') ? 'css' : 'js';
      totals[kind][0] += body.length;
      totals[kind][1] += gzipSync(body).length;
    }
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
    console.log(
      `| ${path} | ${kb(totals.js[0])} | ${kb(totals.js[1])} | ${kb(totals.css[0])} | ${kb(totals.css[1])} |`,
    );
  }

  const chromePath = ensureChromium();
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  console.log('\n## Lighthouse (mobile emulation, simulated throttling)\n');
  console.log('| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  try {
    // A first, unreported run warms the server's caches and Chromium's, so the first route
    // is not measured cold while the others are warm.
    await lighthouse(`${origin}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
    for (const path of routes) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        console.log(`| ${path} | Lighthouse could not measure: ${runtimeError.code} | | | | | | |`);
        continue;
      }
      const score = (category) => Math.round((categories[category]?.score ?? 0) * 100);
      console.log(
        `| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['largest-contentful-paint'].displayValue} | ${audits['total-blocking-time'].displayValue} | ${audits['cumulative-layout-shift'].displayValue} |`,
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
