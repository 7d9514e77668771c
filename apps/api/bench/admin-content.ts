/// <reference lib="dom" />
// `npm run bench:admin` (second part; `npm run bench:admin-content -w @studio/api` alone): the
// admin's Content Management in Chromium against the built server, with 1,000 articles in the
// store. Prints Markdown rows:
// - the articles list: time from navigation to the first row, a search typed in the top bar until
//   the list shows its match, and the next page until its first row shows;
// - the editor's input latency while typing into a 5,000-word article with the CPU slowed 4×
//   (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`): for each key, the time from the
//   key event to the next frame (goal p95 at most 50 ms). BENCH_PROFILE=<file.cpuprofile> keeps
//   a CPU profile of the typing (open it in Chromium's DevTools, Performance panel);
//   BENCH_TRACE=<prefix> keeps a Chromium trace of each typing (<prefix>.admin.json,
//   <prefix>.floor.json) and prints the main thread's work per key (script, style, layout, paint);
// - the same typing into a bare Lexical editor holding the same article, laid out as the admin's
//   (editor-floor.ts): what Lexical and the browser cost without any code of ours.
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../../scripts/chromium.mjs';
import { floorLatencies, layoutOf } from './editor-floor.js';
import { benchArticle, diaryTitle, startStoreServer } from './store-server.js';
import { typingLatencies, type WorkPerKey } from './typing-latency.js';

const ENTRIES = 1000;
const LONG_TITLE = 'A long read of five thousand words';
const LIST = '/super-admin/dashboard/content/articles';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const summary = (values: number[]) =>
  `${percentile(values, 50).toFixed(0)} ms / ${percentile(values, 95).toFixed(0)} ms`;

const longArticle = benchArticle(LONG_TITLE, 1, 100);
const server = await startStoreServer({ entries: ENTRIES, revisions: 2, extra: [longArticle] });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/** The first data row's title link in the list. */
const firstRowTitle = (page: Page) => page.locator('tbody tr a').first();

try {
  // The session as a header on every request, as bench-admin.mjs passes it to Lighthouse: the
  // production cookie is `__Host-` and Secure, which a browser keeps only over HTTPS.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { cookie: server.cookie },
  });

  const firstRows: number[] = [];
  const searches: number[] = [];
  const pages: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${server.origin}${LIST}`);
    await firstRowTitle(page).waitFor();
    firstRows.push(performance.now() - started);

    const before = await firstRowTitle(page).textContent();
    const next = page.getByRole('button', { name: 'Next page' }).first();
    const paged = performance.now();
    await next.click();
    await page.waitForFunction(
      (title) => document.querySelector('tbody tr a')?.textContent !== title,
      before,
    );
    pages.push(performance.now() - paged);

    const wanted = diaryTitle(100 + run * 37);
    const search = page.getByRole('searchbox', { name: 'Search this section' });
    const typed = performance.now();
    await search.fill(wanted);
    await page.waitForFunction(
      (title) => {
        const rows = document.querySelectorAll('tbody tr a');
        return rows.length === 1 && rows[0]?.textContent === title;
      },
      wanted,
      { timeout: 60_000 },
    );
    searches.push(performance.now() - typed);
    await page.close();
  }

  // The editor: open the long article, slow the CPU 4×, type at the end of the body.
  const page = await context.newPage();
  await page.goto(`${server.origin}${LIST}`);
  await page.getByRole('searchbox', { name: 'Search this section' }).fill(LONG_TITLE);
  await page.getByRole('link', { name: LONG_TITLE }).click();
  const editor = page.locator('[contenteditable="true"]').first();
  await editor.waitFor();
  const words = await editor.evaluate(
    (node) => (node as HTMLElement).innerText.trim().split(/\s+/).length,
  );
  const trace = process.env.BENCH_TRACE;
  const admin = await typingLatencies(context, page, editor, {
    profile: process.env.BENCH_PROFILE,
    trace: trace && `${trace}.admin.json`,
  });
  const floor = await floorLatencies(context, longArticle.body, await layoutOf(editor), {
    trace: trace && `${trace}.floor.json`,
  });
  const latencies = admin.latencies;

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  console.log(
    `\n### Content Management, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${load}\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(
    `| articles list, ${ENTRIES + 1} entries: navigation to first row, p50 / p95 (5) | ${summary(firstRows)} |`,
  );
  console.log(`| next page until its first row shows, p50 / p95 (5) | ${summary(pages)} |`);
  console.log(
    `| search typed in the top bar until the list shows the one match, p50 / p95 (5) | ${summary(searches)} |`,
  );
  console.log(
    `| editor input latency, ${words.toLocaleString('en')}-word article, CPU 4× slower: key to next frame, p50 / p95 (${latencies.length} keys; goal p95 ≤ 50 ms) | ${summary(latencies)} |`,
  );
  console.log(
    `| the same typing into a bare Lexical editor (same article and packages, no app code), p50 / p95 (${floor.latencies.length} keys) | ${summary(floor.latencies)} |`,
  );
  const perKey = (work: WorkPerKey | undefined) =>
    work
      ? Object.entries(work)
          .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
          .join(', ')
      : '';
  if (admin.work && floor.work) {
    console.log(`| main thread per key, admin editor (ms, from the trace) | ${perKey(admin.work)} |`);
    console.log(`| main thread per key, bare Lexical (ms, from the trace) | ${perKey(floor.work)} |`);
  }
} finally {
  await browser.close();
  await server.stop();
}
