/// <reference lib="dom" />
// The editor's input latency only, in turns: the admin editor as built now, the admin editors of
// other builds (BENCH_OTHER_ADMIN=<name>=<its apps/admin/dist>,…, served in place of this one's
// files by the browser), and the bare Lexical editor, ROUNDS times, against one server holding
// only the long article. On a loaded machine, turns in one process make builds comparable.
//   BENCH_OTHER_ADMIN=before=/tmp/admin-before npx tsx bench/editor-compare.ts
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../../scripts/chromium.mjs';
import { floorLatencies, layoutOf } from './editor-floor.js';
import { benchArticle, startStoreServer } from './store-server.js';
import { typingLatencies, type Typing } from './typing-latency.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LONG_TITLE = 'A long read of five thousand words';
const LIST = '/super-admin/dashboard/content/articles';
const others = (process.env.BENCH_OTHER_ADMIN ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => pair.split('=') as [string, string]);
const trace = process.env.BENCH_TRACE;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const summary = ({ latencies, work }: Typing) =>
  `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} ms` +
  (work
    ? ` (${Object.entries(work)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
        .join(', ')})`
    : '');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves `dist`'s admin (page and assets) in place of the server's, keeping its headers. */
async function serveAdmin(context: BrowserContext, origin: string, dist: string) {
  await context.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.startsWith('/admin-assets/'))
      return route.fulfill({
        contentType: TYPES[extname(path)] ?? 'application/octet-stream',
        body: await readFile(join(dist, path)),
      });
    if (route.request().resourceType() === 'document') {
      const response = await route.fetch();
      return route.fulfill({ response, body: await readFile(join(dist, 'index.html'), 'utf8') });
    }
    return route.fallback();
  });
}

const longArticle = benchArticle(LONG_TITLE, 1, 100);
const server = await startStoreServer({ entries: 0, revisions: 2, extra: [longArticle] });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/** Opens the long article in a fresh context serving `dist` (or the server's own admin). */
async function typeInAdmin(dist: string | undefined, name: string): Promise<Typing & { css: string }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { cookie: server.cookie },
  });
  if (dist) await serveAdmin(context, server.origin, dist);
  const page = await context.newPage();
  await page.goto(`${server.origin}${LIST}`);
  await page.getByRole('link', { name: LONG_TITLE }).click();
  const editor = page.locator('[contenteditable="true"]').first();
  await editor.waitFor();
  const typing = await typingLatencies(context, page, editor, {
    trace: trace && `${trace}.${name}.json`,
  });
  const css = await layoutOf(editor);
  await context.close();
  return { ...typing, css };
}

try {
  console.log(
    `| round (UTC, 1-minute load) | admin as built | ${others.map(([name]) => `${name} | `).join('')}bare Lexical |`,
  );
  console.log(`|---|---:|${others.map(() => '---:|').join('')}---:|`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const start = `${new Date().toISOString().slice(11, 16)} (${loadavg()[0]?.toFixed(1)})`;
    const now = await typeInAdmin(undefined, `r${round}-now`);
    const then: Typing[] = [];
    for (const [name, dist] of others) then.push(await typeInAdmin(dist, `r${round}-${name}`));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const floor = await floorLatencies(context, longArticle.body, now.css, {
      trace: trace && `${trace}.r${round}-floor.json`,
    });
    await context.close();
    console.log(
      `| ${round}: ${start} | ${summary(now)} |${then.map((typing) => ` ${summary(typing)} |`).join('')} ${summary(floor)} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
