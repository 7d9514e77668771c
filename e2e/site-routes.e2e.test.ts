import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  dialogOpen,
  launchBrowser,
  offOriginRequests,
  viewports,
} from './support/browser';
import { startServer, type RunningServer } from './support/server';

// The site's shared parts as a visitor uses them: the menu, the footer, the cookie banner, the
// keyboard, the share images, the Hindi 404 page. Each page's own head, axe, CSP and look are in
// site-pages.e2e.test.ts.

let server: RunningServer;
let browser: Browser;

const studio = 'Sargam Studios';
const bannerName = `Cookies at ${studio}`;

/**
 * A context as a first-time visitor has it (nothing stored), or as one who declined cookies
 * before. Every request that would leave the origin is recorded and refused, so a test can
 * assert that none was even attempted.
 */
async function visitor(
  viewport: { width: number; height: number },
  { chosen }: { chosen?: 'declined' } = {},
) {
  const context = await browser.newContext({ viewport });
  // A returning visitor who answered the banner before (it would cover the page's foot).
  if (chosen)
    await context.addInitScript((choice) => localStorage.setItem('cookieConsent', choice), chosen);
  const offOrigin = offOriginRequests(context, server.origin);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, offOrigin, errors };
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${server.origin}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

/** Presses Tab until the focused element has this accessible text (a keyboard-only path). */
async function tabTo(page: Page, name: string, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent?.trim() ??
        '',
    );
    if (text === name) return;
  }
  throw new Error(`"${name}" is not reachable with Tab`);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('share images and head links', () => {
  it("serves each page's 1200×630 share image and announces the newsroom feeds", async () => {
    const html = await (await fetch(`${server.origin}/careers`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const response = await fetch(`${server.origin}${new URL(image).pathname}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html).toContain('href="/newsroom/rss.xml"');
    expect(html).toContain('href="/newsroom/atom.xml"');
  });
});

describe.each([
  ['390 px', viewports.phone],
  ['1280 px', viewports.desktop],
])('an unknown address under /hi/ at %s', (_label, viewport) => {
  it('answers 404 with the Hindi 404 page, passing axe within its CSP, leading to the Hindi sitemap and the Hindi and English homes', async () => {
    const { context, page, offOrigin, errors } = await visitor(viewport, { chosen: 'declined' });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await open(page, '/hi/nope');
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.title()).toBe('पेज नहीं मिला | सरगम स्टूडियोज़');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    await page.getByRole('heading', { level: 1, name: '404 पेज नहीं मिला', exact: true }).waitFor();
    // The header and footer in Hindi; the switcher leads to the English home.
    expect(await page.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'फ़ुटर' }).count()).toBe(1);
    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    expect(await toEnglish.getAttribute('href')).toBe('/');
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    expect(await axeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);

    // Its sitemap is the Hindi sitemap.
    expect(await page.getByRole('link', { name: 'साइटमैप देखें' }).getAttribute('href')).toBe(
      '/hi/site',
    );
    // Its way home is the Hindi home, by client-side navigation.
    await page.getByRole('link', { name: 'होम पेज पर जाएँ' }).click();
    await page.waitForURL(`${server.origin}/hi/`);
    await expect.poll(() => page.title()).toBe('सरगम स्टूडियोज़');
    await open(page, '/hi/nope');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${server.origin}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(offOrigin).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the mobile menu at 390 px', () => {
  it('opens from its button, closes on Escape, and closes when a link changes the route', async () => {
    const { context, page } = await visitor(viewports.phone);
    await open(page, '/about');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog');
    await dialogOpen(menu);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await menuButton.click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${server.origin}/contact`);
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => page.title()).toBe(`Contact Us | ${studio}`);
    await context.close();
  });
});

describe('the bar at 360 px', () => {
  /** The bar's logo, search box, switcher and menu button: where each is drawn. */
  const barParts = (page: Page) =>
    page.evaluate(() => {
      const box = (element: Element | null | undefined) => {
        const rect = element?.getBoundingClientRect();
        return rect ? { left: rect.left, right: rect.right, width: rect.width } : null;
      };
      const header = document.querySelector('header');
      const logo = header?.querySelector('a[href="/"], a[href="/hi/"]')?.firstElementChild;
      return {
        logo: box(logo),
        logoCut: logo ? logo.scrollWidth > logo.clientWidth : null,
        search: box(header?.querySelector('input')),
        switcher: box(header?.querySelector('a[hreflang]')),
        menu: box(header?.querySelector('button[aria-haspopup="dialog"]')),
      };
    });

  it.each([
    ['/', 'Sargam Studios', 'Search the website', 'mix'],
    ['/hi/', 'सरगम स्टूडियोज़', 'वेबसाइट पर खोजें', 'गीत'],
  ])(
    '%s shows the whole studio name beside a search box that widens while it is used, nothing overlapping',
    async (path, name, searchLabel, words) => {
      const { context, page } = await visitor({ width: 360, height: 740 }, { chosen: 'declined' });
      await open(page, path);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.getByRole('link', { name }).first().isVisible()).resolves.toBe(true);
      const closed = await barParts(page);
      expect(closed.logoCut).toBe(false);
      const inOrder = (parts: typeof closed) => {
        const boxes = [parts.logo, parts.search, parts.switcher, parts.menu];
        expect(boxes.every((part) => part !== null && part.width > 0)).toBe(true);
        for (let index = 1; index < boxes.length; index++)
          expect(boxes[index]?.left ?? 0).toBeGreaterThanOrEqual(boxes[index - 1]?.right ?? 0);
        expect(parts.menu?.right ?? 0).toBeLessThanOrEqual(360);
        expect(parts.menu?.width).toBe(44);
      };
      inOrder(closed);

      // Used, it widens over the name's room (cut with an ellipsis), and keeps its words.
      const search = page
        .getByRole('combobox', { name: searchLabel })
        .or(page.getByRole('searchbox', { name: searchLabel }));
      await search.first().click();
      await page.keyboard.type(words);
      const closedWidth = closed.search?.width ?? 0;
      await expect
        .poll(async () => (await barParts(page)).search?.width ?? 0)
        .toBeGreaterThan(3 * closedWidth);
      const open_ = await barParts(page);
      expect(open_.logoCut).toBe(true);
      inOrder(open_);
      // Escape closes the suggestions the visitor sees (with none shown, the combobox's Escape
      // clears the box instead: on a loaded machine the suggestions can come after the typing).
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
      await page.locator('main').click({ position: { x: 5, y: 300 } });
      expect((await barParts(page)).search?.width ?? 0).toBeGreaterThan(3 * closedWidth);
      expect(await search.first().inputValue()).toBe(words);
      await context.close();
    },
  );
});

describe('the footer', () => {
  it('folds its sections into closed accordions below 834 px and opens one on demand', async () => {
    const { context, page } = await visitor(viewports.phone, { chosen: 'declined' });
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const section = footer.getByRole('button', { name: 'Company' });
    expect(await section.getAttribute('aria-expanded')).toBe('false');
    expect(await footer.getByRole('link', { name: 'Leadership' }).isVisible()).toBe(false);
    await section.click();
    expect(await section.getAttribute('aria-expanded')).toBe('true');
    await footer.getByRole('link', { name: 'Leadership' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it('shows every section open from 834 px', async () => {
    const { context, page } = await visitor(viewports.desktop, { chosen: 'declined' });
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('button', { name: 'Company' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Leadership' }).isVisible()).toBe(true);
    await context.close();
  });
});

/** The third-party players home embeds once the visitor accepts marketing cookies. */
const EMBED_ORIGINS = ['https://open.spotify.com', 'https://www.youtube-nocookie.com'];

describe('the cookie banner', () => {
  it('is in the prerendered HTML: with module scripts blocked it shows to a first-time visitor and not to one who chose', async () => {
    for (const chosen of [undefined, 'declined'] as const) {
      const { context, page } = await visitor(viewports.phone, { chosen });
      // The page's own scripts never run; the head's inline script and the stylesheet do.
      await context.route('**/assets/*.js', (route) => route.abort('blockedbyclient'));
      await page.goto(`${server.origin}/contact`);
      const banner = page.getByRole('region', { name: bannerName });
      expect(await banner.isVisible()).toBe(chosen === undefined);
      await context.close();
    }
  });

  it('hydrates without a mismatch, shown to a first-time visitor and hidden for one who chose', async () => {
    for (const chosen of [undefined, 'declined'] as const) {
      const { context, page, errors } = await visitor(viewports.phone, { chosen });
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      for (const path of ['/', '/contact', '/tracks', '/search']) {
        await open(page, path);
        expect(await page.getByRole('region', { name: bannerName }).count()).toBe(
          chosen === undefined ? 1 : 0,
        );
      }
      // React reports a hydration mismatch as a console error (minified #418 in production).
      expect([...errors, ...logged].filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual(
        [],
      );
      await context.close();
    }
  });

  it('takes at most a fifth of a 390 x 844 screen, with its three choices in view', async () => {
    const { context, page } = await visitor(viewports.phone);
    await open(page, '/');
    const banner = page.getByRole('region', { name: bannerName });
    await banner.waitFor();
    const box = await banner.boundingBox();
    // It spans the width, so its share of the screen is its share of the height.
    expect(box?.width).toBe(viewports.phone.width);
    expect(box?.height).toBeLessThanOrEqual(viewports.phone.height / 5);
    for (const choice of [
      banner.getByRole('button', { name: 'Accept All' }),
      banner.getByRole('button', { name: 'Decline' }),
      banner.getByRole('link', { name: 'Choose in Cookie Settings' }),
    ]) {
      const at = await choice.boundingBox();
      expect(at && at.y >= (box?.y ?? 0) && at.y + at.height <= viewports.phone.height).toBe(true);
    }
    await context.close();
  });

  for (const [choice, stored, preferences] of [
    [
      'Accept All',
      'accepted',
      { necessary: true, analytics: true, marketing: true, preferences: true },
    ],
    [
      'Decline',
      'declined',
      { necessary: true, analytics: false, marketing: false, preferences: false },
    ],
  ] as const) {
    it(`stores "${stored}" on ${choice} and stays gone after a reload`, async () => {
      const { context, page, offOrigin } = await visitor(viewports.phone);
      await open(page, '/');
      const banner = page.getByRole('region', { name: bannerName });
      await banner.waitFor();
      await banner.getByRole('button', { name: choice }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('cookiePreferences'))) ?? ''),
      ).toEqual(preferences);
      await open(page, '/about');
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.getByRole('region', { name: bannerName }).count()).toBe(0);
      // With marketing consent, home's players load from their own hosts, and from no other.
      const allowed = stored === 'accepted' ? EMBED_ORIGINS : [];
      expect(offOrigin.filter((url) => !allowed.includes(new URL(url).origin))).toEqual([]);
      if (stored === 'declined') expect(offOrigin).toEqual([]);
      await context.close();
    });
  }

  it('links to the cookie settings without a reload', async () => {
    const { context, page } = await visitor(viewports.desktop);
    await open(page, '/privacy');
    await page
      .getByRole('region', { name: bannerName })
      .getByRole('link', { name: 'Choose in Cookie Settings' })
      .click();
    await page.waitForURL(`${server.origin}/cookie-settings`);
    await expect.poll(() => page.title()).toBe(`Cookie Settings | ${studio}`);
    await context.close();
  });
});

describe('keyboard only', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await visitor(viewports.desktop));
  });
  afterAll(async () => context?.close());

  it('skips to the content, follows a nav link to its heading, and answers the banner', async () => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(`${server.origin}/#main`);
    // The next Tab continues inside the page's content, past the nav bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(
      false,
    );

    await open(page, '/');
    await tabTo(page, 'About');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.origin}/about`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await tabTo(page, 'Decline', 200);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: bannerName }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
  });

  it('opens and leaves the mobile menu by keyboard at 390 px', async () => {
    const phone = await visitor(viewports.phone);
    await open(phone.page, '/');
    await tabTo(phone.page, 'Open menu');
    await phone.page.keyboard.press('Enter');
    const menu = phone.page.getByRole('dialog');
    await menu.waitFor();
    await tabTo(phone.page, 'Support');
    await phone.page.keyboard.press('Enter');
    await phone.page.waitForURL(`${server.origin}/support`);
    await menu.waitFor({ state: 'detached' });
    await phone.context.close();
  });
});
