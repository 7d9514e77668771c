import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeFor } from '../apps/site/src/routeTable';
import { launchBrowser, layoutSettled, openPage, viewports } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { prerenderedPaths } from './support/site';
import { splitLocale } from '@studio/contracts/locales';

let server: RunningServer;
let browser: Browser;

/** The text of the page's first <h1> as the prerendered HTML has it (markup and comments removed). */
function headingText(html: string): string {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Known when the file is collected (the build exists before the journeys run).
const sitePaths = await prerenderedPaths();

describe('every prerendered page', () => {
  it('answers 200 with its content, title, description, JSON-LD and a canonical URL', async () => {
    const paths = await prerenderedPaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // In the page's language: the Hindi pages (`/hi/…`) name the studio in Hindi.
      expect(html, path).toMatch(
        splitLocale(path).locale === 'hi'
          ? /<title>[^<]+\| सरगम स्टूडियोज़<\/title>|<title>सरगम स्टूडियोज़<\/title>/
          : /<title>[^<]+\| Sargam Studios<\/title>|<title>Sargam Studios<\/title>/,
      );
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, path).toContain('"@type":"Organization"');
      expect(headingText(html), path).not.toBe('');
      // noindex pages too: robots says whether to list the page, the canonical which address it is.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(decodeURI(new URL(canonical ?? '').pathname), path).toBe(
        routeFor(splitLocale(path).path).canonical ?? path,
      );
      expect(html, path).toContain('<meta property="og:image"');
    }
  });
});

describe("the pages' code", () => {
  // A page sends its own language's words only (issue 41): the words come with the page's data,
  // never in a script, so an English page's scripts hold no Hindi but the switcher's name.
  it("carries no Hindi words into an English page's scripts but the language switcher's", async () => {
    const scripts = new Set<string>();
    for (const path of sitePaths.filter((page) => splitLocale(page).locale === 'en')) {
      const html = await (await fetch(`${server.origin}${path}`)).text();
      for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
        scripts.add(match[1] as string);
    }
    const hindi = new Set<string>();
    for (const script of scripts) {
      const code = await (await fetch(`${server.origin}${script}`)).text();
      for (const word of code.match(/[\u0900-\u097F]+/g) ?? []) hindi.add(word);
    }
    expect([...hindi]).toEqual(['हिन्दी']);
  });

  // The API's schemas (TypeBox) stay on the server: a page imports only the contracts' entries
  // without schemas. One value import from a schema module once put every schema of it, and the
  // schema library, into a 10 kB file most pages loaded.
  it('carries no schema library on any page', async () => {
    const scripts = new Set<string>();
    for (const path of sitePaths) {
      const html = await (await fetch(`${server.origin}${path}`)).text();
      for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
        scripts.add(match[1] as string);
    }
    expect(scripts.size).toBeGreaterThan(5);
    for (const script of scripts) {
      const code = await (await fetch(`${server.origin}${script}`)).text();
      expect(code, script).not.toContain('TypeBox.Kind');
    }
  });
});

describe("hydration under each page's own Content-Security-Policy", () => {
  let visit: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    visit = await openPage(browser, server.origin, viewports.desktop);
    await visit.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });
  afterAll(async () => {
    await visit?.context.close();
  });

  // Each page a test of its own (the paths are known when the file is collected).
  it.each(sitePaths)('%s hydrates without a single violation', async (path) => {
    const errorsBefore = visit.consoleErrors.length;
    await visit.page.goto(`${server.origin}${path}`);
    await visit.page.waitForSelector('html[data-hydrated="true"]');
    expect(visit.consoleErrors.slice(errorsBefore)).toEqual([]);
  });
});

describe('navigation', () => {
  it('moves between pages without a reload, titles and focuses each page, and restores scroll on back', async () => {
    const { context, page, consoleErrors } = await openPage(
      browser,
      server.origin,
      viewports.desktop,
    );
    await page.goto(`${server.origin}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // Scrolled once the page has its final height (fonts swapped in, images sized), and the
    // position compared is the one read just before leaving: a font or image arriving above it
    // would otherwise move it (scroll anchoring) between the scroll and the click.
    await layoutSettled(page);
    // Half way down, not to the bottom: restoring the very bottom is clamped to the page's
    // height, which lazy images still loading on the way back may leave a few pixels shorter.
    await page.evaluate(() => window.scrollTo(0, Math.floor(document.body.scrollHeight / 2)));
    await layoutSettled(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // A dispatched click, since a pointer click would first scroll the footer into view and
    // move the position that going back must restore.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Careers' })
      .first()
      .dispatchEvent('click');
    await page.waitForURL(`${server.origin}/careers`);
    await expect.poll(() => page.title()).toBe('Careers | Sargam Studios');
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    expect(focused).toBe('H1');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await page.goBack();
    await page.waitForURL(`${server.origin}/`);
    // The address changes at once; the home page renders when its code has run.
    await expect.poll(() => page.title()).toBe('Sargam Studios');
    await layoutSettled(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a skip link is the first Tab stop and leads to the main content', async () => {
    const { context, page } = await openPage(browser, server.origin, viewports.phone);
    await page.goto(`${server.origin}/about`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.getAttribute('href')).toBe('#main');
    await context.close();
  });

  it('an unknown path answers 404 with the 404 page', async () => {
    const response = await fetch(`${server.origin}/no-such-page/anywhere`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Page Not Found | Sargam Studios</title>');
    expect(headingText(html)).toBe('404 Page Not Found');
  });
});

describe('crawler files', () => {
  it('sitemap.xml lists the indexable pages and robots.txt points at it', async () => {
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    expect(sitemap).toContain('/about</loc>');
    expect(sitemap).not.toContain('/search</loc>');
    expect(sitemap).not.toContain('/500</loc>');
    const robots = await (await fetch(`${server.origin}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /api/');
  });
});
