// Publishing through the content API: the page changes on the instance that publishes, served
// with a CSP that allows its own inline scripts, and on the other instance through the notice
// channel. On PGlite by default (both apps share one in-process database); API_TEST_DB=postgres
// with TEST_DATABASE_URL runs the same test on PostgreSQL, each app with its own pool and listener.
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, ensureChromium } from '../../../../scripts/chromium.mjs';
import { useTwoApis } from '../support/api.js';
import { article } from '../support/content.js';
import { contentCalls, ROOT } from '../support/content-api.js';
import { target } from '../support/database.js';
import type { Harness } from '../support/harness.js';
import * as built from '../support/site.js';
import { CHANGED } from '../support/site.js';

let site: built.BuiltSite;
beforeAll(async () => {
  site = await built.builtSite();
});
const { a, b, tdb } = useTwoApis({
  users: [{ email: ROOT }],
  harness: () => ({ env: { SITE_DIST: built.siteDist, PUBLIC_ORIGIN: site.origin } }),
});
const { tokenOf, created, act } = contentCalls({ h: a, tdb });

/** An editor's new article, published on instance a (which renders its pages before answering). */
async function publishArticle() {
  const token = await tokenOf(ROOT);
  const draft = await created(token, article({ title: CHANGED.title, subtitle: CHANGED.subtitle }));
  return act(token, draft, 'publish');
}

const get = (h: Harness, url: string) => h.app.inject({ method: 'GET', url });

// The notice between instances is the subject, not the database: PGlite unless a run asks for
// PostgreSQL (API_TEST_DB=postgres with TEST_DATABASE_URL set).
const describeTarget = target === 'postgres' ? 'on PostgreSQL (TEST_DATABASE_URL)' : 'on PGlite';

describe(`publishing pages on two instances ${describeTarget}`, () => {
  it('shows a published change on this instance at once and on the other one after its notice', async () => {
    // Before it is published, the address is an unknown story: a 404 with the story-not-found page.
    const before = await get(a, CHANGED.path);
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain('Story not found');
    expect(before.body).not.toContain(CHANGED.title);
    expect((await get(b, CHANGED.path)).statusCode).toBe(404);

    await publishArticle();

    const page = await get(a, CHANGED.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${CHANGED.title}`);
    expect(page.headers.etag).toBeTruthy();
    const scriptSources =
      /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    for (const hash of built.inlineScriptHashes(page.body)) expect(scriptSources).toContain(hash);
    const compressed = await a.app.inject({
      method: 'GET',
      url: CHANGED.path,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect((await get(a, `${CHANGED.path}.data`)).body).toContain(CHANGED.title);
    expect((await get(a, '/sitemap.xml')).body).toContain(CHANGED.path);
    expect((await get(a, '/newsroom/rss.xml')).body).toContain(CHANGED.title);
    expect((await get(a, '/newsroom')).body).toContain(CHANGED.title);

    // The other instance renders on the notice; how long that takes is a benchmark row.
    let other = await get(b, CHANGED.path);
    while (other.statusCode !== 200 || !other.body.includes(CHANGED.title)) {
      await sleep(100);
      other = await get(b, CHANGED.path);
    }
    expect((await get(b, '/sitemap.xml')).body).toContain(CHANGED.path);
  }, 120_000);

  it('serves the published page so that it hydrates in Chromium without a CSP violation', async () => {
    await publishArticle();
    const address = await a.app.listen({ host: '127.0.0.1', port: 0 });
    const browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await (await browser.newContext()).newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // Chromium reports a blocked inline script as a console error; this names the directive.
      await page.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (event) =>
          console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
      });
      await page.goto(`${address}${CHANGED.path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.locator('h1').first().textContent()).toBe(CHANGED.title);
      // Client navigation reads the rendered `.data` too.
      await page.getByRole('link', { name: 'Newsroom', exact: true }).first().click();
      await page.waitForURL(`${address}/newsroom`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('News & Stories');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('refuses a development publish of something that is no path, with a field error', async () => {
    const answer = await a.app.inject({
      method: 'POST',
      url: '/api/dev/publish',
      payload: { paths: ['about'] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errors: [{ field: 'paths.0' }] });
    const outside = await a.app.inject({
      method: 'POST',
      url: '/api/dev/publish',
      payload: { paths: ['/about', '/../outside'] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ success: false, errors: [{ field: 'paths.1' }] });
  });
});
