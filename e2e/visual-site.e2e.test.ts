import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { prerenderedPaths } from './support/site';
import { ROOT, changeWebsite, signIn } from './support/content';
import { FROZEN_TIME, VisualSuite, freezeServerValues, stillContext } from './support/visual';

// Every public page, full length, at a phone's and a wide screen's width, compared pixel by
// pixel with its baseline in e2e/__screenshots__/site (see docs/design-system.md).

const suite = new VisualSuite('site', 'site');
let server: RunningServer;
let browser: Browser;

/**
 * Every route of the site build and the 404 page. Articles share one route and one layout: the
 * first stands for them all, and the search page is shown with a query that finds a few pages
 * rather than listing them all (each full-length page costs the repository up to 1 MB).
 */
async function publicPaths(): Promise<string[]> {
  const pages = await prerenderedPaths();
  const firstArticle = pages.find((path) => path.startsWith('/article/'));
  return [
    ...pages.filter(
      (path) => path !== '/search' && (!path.startsWith('/article/') || path === firstArticle),
    ),
    '/search?q=mixing',
    '/no-such-page',
  ];
}

/** "/" → "home", "/article/a-b" → "article-a-b", "/search?q=x" → "search-q-x". */
const nameOf = (path: string) =>
  path === '/'
    ? 'home'
    : path
        .slice(1)
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/-$/, '');

beforeAll(async () => {
  await suite.start();
  server = await startServer({
    SUPER_ADMIN_EMAIL: ROOT.email,
    SUPER_ADMIN_PASSWORD: ROOT.password,
  });
  // The studio opens 30 days after the frozen instant: the countdown draws the same digits on
  // every run (a first start sets the launch 30 days after its own clock).
  await changeWebsite(server, await signIn(server), (settings) => ({
    ...settings,
    launchAt: new Date(FROZEN_TIME.getTime() + 30 * 86_400_000).toISOString(),
  }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await suite.finish();
});

describe.each([
  ['390 px', viewports.phone],
  ['1280 px', viewports.desktop],
])('every public page at %s', (_label, viewport) => {
  it('looks as its baseline (a returning visitor who declined cookies)', async () => {
    const { context, page } = await stillContext(browser, server.origin, viewport, {
      cookieChoice: 'declined',
    });
    const differences: string[] = [];
    for (const path of await publicPaths()) {
      await page.goto(`${server.origin}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await freezeServerValues(page, server.origin);
      const difference = await suite.compare(page, path, nameOf(path));
      if (difference) differences.push(difference);
    }
    await context.close();
    expect(differences).toEqual([]);
  }, 600_000);

  it('shows the cookie banner over the first screen of the home page on a first visit', async () => {
    const { context, page } = await stillContext(browser, server.origin, viewport);
    await page.goto(`${server.origin}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('region', { name: 'Cookies at Sargam Studios' }).waitFor();
    const difference = await suite.compare(page, '/', 'home-first-visit', { fullPage: false });
    await context.close();
    expect(difference).toBeNull();
  });
});
