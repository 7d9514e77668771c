import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitLocale, type Locale } from '@studio/contracts/locales';
import { routeWordsIn } from '@studio/content/languages';
import { routeFor, titleOf, type SiteRoute } from '../apps/site/src/routeTable';
import { axeViolations, launchBrowser, openPage, viewports } from './support/browser';
import { ROOT, changeWebsite, signIn } from './support/content';
import { startServer, type RunningServer } from './support/server';
import { prerenderedPaths } from './support/site';
import { FROZEN_TIME, VisualSuite, freezeServerValues, stillContext } from './support/visual';

// Every page of the site, visited once at a phone's and a wide screen's width: its head (title,
// canonical URL, robots, JSON-LD), axe, its own Content-Security-Policy, no request to another
// origin, no script error, and a full-length screenshot compared pixel by pixel with its baseline
// in e2e/__screenshots__/site (see docs/design-system.md). Articles share one route and one
// layout: every article (in both languages) is visited at 1280 px, and only the first of each
// language at 390 px. The walk is a returning visitor who declined cookies, in the still state
// of support/visual.ts (fixed clock, seeded random values, no motion), which the baselines were
// taken in; what only a first-time visitor sees (the cookie banner, and pages before any consent)
// is checked on the pages where it differs.

const studio = 'Sargam Studios';
/** The studio's name on its Hindi pages (issue 41). */
const studioIn: Record<Locale, string> = { en: studio, hi: 'सरगम स्टूडियोज़' };
const bannerName = `Cookies at ${studio}`;
const suite = new VisualSuite('site', 'site');
let server: RunningServer;
let browser: Browser;

// Known when the file is collected (the build exists before the journeys run), so that each
// page is a test of its own: its own time budget, and a failure names the page.
const pages = await prerenderedPaths();
const firstArticle = pages.find((path) => path.startsWith('/article/')) ?? '/newsroom';
const firstHindiArticle = pages.find((path) => path.startsWith('/hi/article/')) ?? '/hi/newsroom';

const isArticle = (path: string) => splitLocale(path).path.startsWith('/article/');
const firstArticles = [firstArticle, firstHindiArticle];
/**
 * The Hindi pages compared with a baseline, one per layout: home, a listing, the FAQ and an
 * article. Every other Hindi page draws its English original's layout in Hindi words (compared
 * on the English page); its head, CSP and axe are still checked at both widths.
 */
const hindiBaselines = new Set(['/hi/', '/hi/newsroom', '/hi/faq', firstHindiArticle]);

/**
 * Every prerendered page (at 390 px only the first article of each language), the search page
 * with a query and the 404 page. Articles share one route and one layout, so only the first is
 * compared with a baseline, and the search page's baseline shows a query that finds a few pages
 * rather than listing them all (each full-length page costs the repository up to 1 MB).
 */
const walkAt = (width: number): [path: string, baseline: boolean][] => [
  ...pages
    .filter(
      (path) => width > viewports.phone.width || !isArticle(path) || firstArticles.includes(path),
    )
    .map((path): [string, boolean] => [
      path,
      splitLocale(path).locale === 'hi'
        ? hindiBaselines.has(path)
        : path !== '/search' && (!isArticle(path) || path === firstArticle),
    ]),
  ['/search?q=mixing', true],
  ['/no-such-page', true],
];

/**
 * The pages whose behaviour before consent differs from after a Decline: home and the music,
 * video and article pages (their players load from other hosts only with marketing consent)
 * and the cookie settings; the banner itself is the same on every page.
 */
const firstVisitPaths = ['/', '/music', '/video', firstArticle, '/cookie-settings'];

/**
 * The main heading a visitor reads on each page that names one of its own (the article, listing
 * and search pages name theirs from the content).
 */
const headings: Record<string, string> = {
  '/': studio,
  '/about': 'About Sargam Studios',
  '/company': 'The Sargam Studios Company',
  '/careers': 'Work at Sargam Studios',
  '/leadership': 'Our Leadership',
  '/contact': 'Get in Touch',
  '/support': 'Contact Support',
  '/contact-support': 'Contact Support',
  '/coming-soon': 'Something New Is Coming',
  '/help': 'Help Center',
  '/faq': 'Frequently Asked Questions',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Use',
  '/cookies': 'Cookie Policy',
  '/legal': 'Legal Information',
  '/cookie-settings': 'Cookie Settings',
  '/search': 'Search',
  '/site': 'Sitemap',
  '/sitemap': 'Sitemap',
  '/error': 'Error Something went wrong',
  '/500': '500 Server Error',
  '/403': '403 Access Denied',
  '/401': '401 Sign-in Required',
};

/** "/" → "home", "/article/a-b" → "article-a-b", "/search?q=x" → "search-q-x". */
const nameOf = (path: string) =>
  path === '/'
    ? 'home'
    : path
        .slice(1)
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/-$/, '');

/**
 * A visitor in the still state (a returning one who declined cookies, or a first-time one),
 * recording the requests to other origins (refused), script errors, console errors and the
 * page's own Content-Security-Policy violations.
 */
async function visitor(
  viewport: { width: number; height: number },
  { firstVisit = false }: { firstVisit?: boolean } = {},
) {
  const { context, page, offOrigin } = await stillContext(browser, server.origin, viewport, {
    ...(firstVisit ? {} : { cookieChoice: 'declined' as const }),
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, offOrigin, errors, consoleErrors };
}

/** Reads what the visitor's pages reported from now on (requests refused, errors). */
function newSince(visit: Awaited<ReturnType<typeof visitor>>) {
  const counts = [visit.offOrigin.length, visit.errors.length, visit.consoleErrors.length];
  return () => ({
    offOrigin: visit.offOrigin.slice(counts[0]),
    errors: visit.errors.slice(counts[1]),
    consoleErrors: visit.consoleErrors.slice(counts[2]),
  });
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${server.origin}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

/**
 * The language, title, canonical URL, robots, alternates and the Organization's JSON-LD of the
 * page at `pathname` (in its language: `/hi/…` is Hindi).
 */
async function expectHead(page: Page, route: SiteRoute, pathname: string) {
  const { locale } = splitLocale(pathname);
  const name = studioIn[locale];
  expect(await page.locator('html').getAttribute('lang')).toBe(
    route.id === 'not-found' ? 'en' : locale,
  );
  const title = await page.title();
  if (route.id === 'home') expect(title).toBe(name);
  else if (route.path.includes(':')) expect(title).toMatch(new RegExp(` \\| ${name}$`));
  else expect(title).toBe(`${titleOf(route, routeWordsIn(locale))} | ${name}`);

  const canonical = await page
    .locator('link[rel="canonical"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
  expect(robots).toEqual(route.noindex ? ['noindex, nofollow'] : []);
  // The not-found page has no address of its own; every other page, noindex or not, names its own.
  expect(canonical.map((href) => decodeURI(new URL(href ?? '').pathname))).toEqual(
    route.id === 'not-found' ? [] : [route.canonical ?? decodeURI(pathname)],
  );
  // A page in both languages names both and English as x-default; a Hindi page always has its
  // English original (every Hindi page translates one).
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
    );
  if (locale === 'hi') {
    expect(Object.keys(alternates).sort()).toEqual(['en', 'hi', 'x-default']);
    expect(decodeURI(new URL(alternates['hi'] ?? '').pathname)).toBe(decodeURI(pathname));
    expect(alternates['x-default']).toBe(alternates['en']);
  }

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string }),
    );
  const organization = jsonLd.find((thing) => thing['@type'] === 'Organization') as
    { name?: string; email?: string } | undefined;
  expect(organization?.name).toBe(route.id === 'not-found' ? studio : name);
  expect(organization?.email).toMatch(/@/);
}

/**
 * axe (WCAG 2.2 AA and best practices): every violation, and those that block or badly hinder
 * someone.
 */
async function axe(page: Page) {
  const all = await axeViolations(page);
  const serious = all
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.join(', ')}`);
  return { all, serious };
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

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
])('every page at %s', (_label, viewport) => {
  // One visitor walks every page, as one would; each test reads what its own page did.
  let visit: Awaited<ReturnType<typeof visitor>>;
  beforeAll(async () => {
    visit = await visitor(viewport);
  });
  afterAll(async () => {
    await visit?.context.close();
  });

  it.each(walkAt(viewport.width))(
    '%s answers with its title, canonical URL and JSON-LD, passes axe, keeps its own CSP, reaches no other origin, and looks as its baseline',
    async (path, baseline) => {
      const { page } = visit;
      const reported = newSince(visit);
      const pathname = new URL(path, server.origin).pathname;
      const route = routeFor(splitLocale(decodeURI(pathname)).path);
      const response = await open(page, path);
      expect(response?.status()).toBe(route.id === 'not-found' ? 404 : 200);
      await expectHead(page, route, pathname);
      // Every inline script is hashed, nothing else is loaded.
      expect(await cspViolations(page)).toEqual([]);

      // The page's own main heading, or at least one where the content names it.
      const heading = headings[path];
      await expect(
        page
          .getByRole('heading', { level: 1, ...(heading ? { name: heading, exact: true } : {}) })
          .first()
          .isVisible(),
      ).resolves.toBe(true);

      // Hydrated and themed, not a single axe violation (serious ones listed by name first).
      const { all, serious } = await axe(page);
      expect(serious).toEqual([]);
      expect(all).toEqual([]);
      if (route.id === 'home') {
        const background = await page.evaluate(
          () => getComputedStyle(document.body).backgroundColor,
        );
        expect(background).toBe('rgb(12, 12, 16)');
      }
      // Nothing logged as an error (the not-found page's own 404 is Chromium's log of its answer).
      if (route.id !== 'not-found') expect(reported().consoleErrors).toEqual([]);

      if (baseline) {
        await freezeServerValues(page, server.origin);
        expect(await suite.compare(page, path, nameOf(path))).toBeNull();
      }

      if (route.id === 'not-found') {
        // The 404 page leads home by client-side navigation.
        await page.getByRole('link', { name: 'Go Home' }).click();
        await page.waitForURL(`${server.origin}/`);
        await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
        await expect.poll(() => page.title()).toBe(studio);
        expect(reported().consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
      }
      expect(reported().offOrigin).toEqual([]);
      expect(reported().errors).toEqual([]);
    },
  );

  it('shows a first-time visitor the cookie banner (over the first screen of home as its baseline), passing axe, with nothing from another origin before consent', async () => {
    const first = await visitor(viewport, { firstVisit: true });
    const { page } = first;
    for (const path of firstVisitPaths) {
      const reported = newSince(first);
      await open(page, path);
      await page.getByRole('region', { name: bannerName }).waitFor();
      const { all, serious } = await axe(page);
      expect(serious, path).toEqual([]);
      expect(await cspViolations(page), path).toEqual([]);
      if (path === '/') {
        // Home with the banner: not a single axe violation, and nothing logged as an error.
        expect(all).toEqual([]);
        expect(reported().consoleErrors).toEqual([]);
        expect(await suite.compare(page, '/', 'home-first-visit', { fullPage: false })).toBeNull();
      }
    }
    expect(first.offOrigin).toEqual([]);
    expect(first.errors).toEqual([]);
    await first.context.close();
  });

  it('opens the admin app at the admin sign-in route, passing axe', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin, viewport);
    await page.goto(`${server.origin}/super-admin/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Signed out, the app's session check answers 401, which Chromium logs as a failed load.
    expect(consoleErrors.filter((error) => !error.includes('401 (Unauthorized)'))).toEqual([]);
    await context.close();
  });
});

describe('the header search at 390 px', () => {
  it('shows its suggestions across the window under the header, as its baseline', async () => {
    const phone = await visitor(viewports.phone);
    const { page } = phone;
    await open(page, '/about');
    await page.getByRole('searchbox', { name: 'Search the website' }).focus();
    await page.keyboard.type('music');
    await page
      .getByRole('option', { name: /^Music/ })
      .first()
      .waitFor();
    await freezeServerValues(page, server.origin);
    expect(
      await suite.compare(page, '/about', 'header-search-suggestions', { fullPage: false }),
    ).toBeNull();
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

describe.each([
  ['390 px', viewports.phone],
  ['1280 px', viewports.desktop],
])('the language switcher at %s', (_label, viewport) => {
  it('leads to the same page in the other language, or to its home, and never redirects by the browser’s language', async () => {
    const { context, page } = await openPage(browser, server.origin, viewport);
    // A browser that prefers Hindi still gets the English page at an English address.
    await page.setExtraHTTPHeaders({ 'accept-language': 'hi-IN,hi;q=0.9' });
    await open(page, '/music');
    expect(page.url()).toBe(`${server.origin}/music`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    const toHindi = page.getByRole('link', { name: 'हिन्दी', exact: true });
    expect(await toHindi.getAttribute('lang')).toBe('hi');
    await toHindi.click();
    await page.waitForURL(`${server.origin}/hi/music`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await expect.poll(() => page.title()).toBe('संगीत | सरगम स्टूडियोज़');
    expect(await axeViolations(page)).toEqual([]);

    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    await toEnglish.click();
    await page.waitForURL(`${server.origin}/music`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // A page with no Hindi translation leads to the Hindi home.
    await open(page, '/company');
    await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
    await page.waitForURL(`${server.origin}/hi/`);
    await expect.poll(() => page.title()).toBe('सरगम स्टूडियोज़');

    // A Hindi article leads to its English original.
    await open(page, firstHindiArticle);
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/article/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});
