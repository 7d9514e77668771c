import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { screenshotDir } from './support/admin';
import { axeViolations, viewports } from './support/browser';
import { ROOT, signIn } from './support/content';
import { startServer, type RunningServer } from './support/server';

// The media pages against the real server: previews really playing in Chromium, third-party
// players and oEmbed only after consent or a click (every other host is answered here, at the
// network edge, and recorded), likes/ratings/comments kept across a reload, the newsroom feeds.

let server: RunningServer;
let browser: Browser;
const FEATURED_ARTICLE = '/article/new-song-release-radha-shyam-salone-ko';

beforeAll(async () => {
  // The Rate & Interact journey signs in as this super admin to approve a comment.
  server = await startServer({
    SUPER_ADMIN_EMAIL: ROOT.email,
    SUPER_ADMIN_PASSWORD: ROOT.password,
  });
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: set CHROMIUM_PATH or install Debian chromium.');
  browser = await chromium.launch({
    executablePath,
    // Previews must really play without a user gesture in headless Chromium, silently.
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required', '--mute-audio'],
  });
  if (screenshotDir) await mkdir(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Session = {
  context: BrowserContext;
  page: Page;
  /** Every request that left the server under test, in order. */
  thirdParty: string[];
  consoleErrors: string[];
};

const stubPlayer = (label: string) =>
  `<!doctype html><html lang="en"><title>${label}</title><body style="margin:0;background:#222;color:#eee">${label}</body></html>`;

/**
 * A browser context whose requests to other hosts never leave the machine: the players and the
 * oEmbed endpoint get small stand-ins, everything else is refused; all are recorded.
 */
async function openSession(
  viewport: { width: number; height: number } = viewports.desktop,
  consent?: 'accepted' | 'declined',
): Promise<Session> {
  const context = await browser.newContext({ viewport });
  const thirdParty: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(server.origin)) return route.continue();
    thirdParty.push(url);
    const { hostname, pathname, searchParams } = new URL(url);
    if (hostname === 'www.youtube.com' && pathname === '/oembed') {
      const watch = new URL(searchParams.get('url') ?? 'https://www.youtube.com/');
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          title: `Channel title ${watch.searchParams.get('v')}`,
          author_name: 'Sargam Studios Channel',
        }),
      });
    }
    if (hostname === 'open.spotify.com' || hostname === 'www.youtube-nocookie.com') {
      return route.fulfill({ status: 200, contentType: 'text/html', body: stubPlayer(hostname) });
    }
    return route.abort('blockedbyclient');
  });
  if (consent) {
    const preferences =
      consent === 'accepted'
        ? { necessary: true, analytics: true, marketing: true, preferences: true }
        : { necessary: true, analytics: false, marketing: false, preferences: false };
    await context.addInitScript(
      ([choice, prefs]) => {
        localStorage.setItem('cookieConsent', choice);
        localStorage.setItem('cookiePreferences', prefs);
      },
      [consent, JSON.stringify(preferences)] as const,
    );
  }
  // Previews play through detached `new Audio()` elements: keep a handle on each so the test can
  // read their real state (paused, currentTime). Playback itself is untouched.
  await context.addInitScript(() => {
    const NativeAudio = window.Audio;
    const created: HTMLAudioElement[] = [];
    Object.assign(window, { __previewAudio: created });
    window.Audio = function Audio(src?: string) {
      const element = new NativeAudio(src);
      created.push(element);
      return element;
    } as unknown as typeof Audio;
    window.Audio.prototype = NativeAudio.prototype;
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, thirdParty, consoleErrors };
}

/** The state of every preview element the page made: [paused, currentTime, src path]. */
const previewAudio = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __previewAudio: HTMLAudioElement[] }).__previewAudio.map((audio) => ({
      paused: audio.paused,
      time: audio.currentTime,
      src: audio.currentSrc ? new URL(audio.currentSrc).pathname : '',
    })),
  );

const playingPreviews = async (page: Page) =>
  (await previewAudio(page)).filter((audio) => !audio.paused && audio.src !== '');

/** Waits until the page has hydrated (the router's client entry ran). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
}

describe('media pages at 390 and 1280 px', () => {
  const routes = ['/music', '/video', '/tracks', '/new-release', '/newsroom', FEATURED_ARTICLE];
  describe.each(Object.entries(viewports))('at the %s size', (name, viewport) => {
    it.each(routes)(
      '%s renders, hydrates without errors, passes axe and asks no third party',
      async (path) => {
        const { context, page, thirdParty, consoleErrors } = await openSession(viewport);
        const response = await page.goto(`${server.origin}${path}`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
        if (screenshotDir)
          await page.screenshot({
            path: `${screenshotDir}/${path.split('/').filter(Boolean).join('-')}-${name}.png`,
            fullPage: true,
          });
        expect(thirdParty).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await context.close();
      },
    );
  });
});

describe('track previews play for real', () => {
  it('Play plays the Opus clip, another Play switches (one at a time), the slider seeks by keyboard, Pause stops', async () => {
    const { context, page, consoleErrors } = await openSession();
    await page.goto(`${server.origin}/tracks`);
    await hydrated(page);

    await page.getByRole('button', { name: 'Play As It Was' }).click();
    await page.getByRole('button', { name: 'Pause As It Was' }).waitFor();
    await page.waitForFunction(() =>
      (window as unknown as { __previewAudio: HTMLAudioElement[] }).__previewAudio.some(
        (audio) => !audio.paused && audio.currentTime > 0.3,
      ),
    );
    expect((await playingPreviews(page)).map((audio) => audio.src)).toEqual([
      '/audio/track-1.webm',
    ]);

    // Keyboard seek: Page Up moves the position ten seconds on.
    const slider = page.getByRole('slider', { name: 'Playback position, As It Was' });
    await slider.focus();
    await page.keyboard.press('PageUp');
    await page.waitForFunction(() =>
      (window as unknown as { __previewAudio: HTMLAudioElement[] }).__previewAudio.some(
        (audio) => !audio.paused && audio.currentTime >= 10,
      ),
    );

    await page.getByRole('button', { name: 'Play Monsoon Letters' }).click();
    await page.getByRole('button', { name: 'Pause Monsoon Letters' }).waitFor();
    await page.waitForFunction(() =>
      (window as unknown as { __previewAudio: HTMLAudioElement[] }).__previewAudio.some(
        (audio) =>
          !audio.paused && audio.currentTime > 0.3 && audio.src.endsWith('/audio/track-3.webm'),
      ),
    );
    expect((await playingPreviews(page)).map((audio) => audio.src)).toEqual([
      '/audio/track-3.webm',
    ]);
    expect(await page.getByRole('button', { name: 'Play As It Was' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Pause Monsoon Letters' }).press('Enter');
    await page.getByRole('button', { name: 'Play Monsoon Letters' }).waitFor();
    expect(await playingPreviews(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('on /new-release the featured Preview plays and leaving the page stops it', async () => {
    const { context, page } = await openSession();
    await page.goto(`${server.origin}/new-release`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Preview As It Was' }).click();
    await page.waitForFunction(() =>
      (window as unknown as { __previewAudio: HTMLAudioElement[] }).__previewAudio.some(
        (audio) => !audio.paused && audio.currentTime > 0.3,
      ),
    );
    await page.getByRole('link', { name: /Back to Music/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Music That Moves the Soul' }).waitFor();
    expect(await playingPreviews(page)).toEqual([]);
    await context.close();
  });
});

describe('third-party players wait for consent or a click', () => {
  it('/music: no request before; a click loads that one player; with marketing consent all three load', async () => {
    const first = await openSession();
    await first.page.goto(`${server.origin}/music`);
    await hydrated(first.page);
    await first.page.waitForLoadState('networkidle');
    expect(first.thirdParty).toEqual([]);
    await first.page.getByRole('button', { name: 'Play As It Was' }).click();
    await first.page
      .frameLocator('iframe[title="As It Was"]')
      .getByText('open.spotify.com')
      .waitFor();
    expect(first.thirdParty).toHaveLength(1);
    expect(first.thirdParty[0]).toMatch(/^https:\/\/open\.spotify\.com\/embed\/track\//);
    await first.context.close();

    const consented = await openSession(viewports.desktop, 'accepted');
    await consented.page.goto(`${server.origin}/music`);
    await consented.page.locator('iframe[height="352"]').nth(2).waitFor();
    await consented.page.waitForLoadState('networkidle');
    expect(
      consented.thirdParty.filter((url) => url.startsWith('https://open.spotify.com/embed/')),
    ).toHaveLength(3);
    await consented.context.close();

    const declined = await openSession(viewports.desktop, 'declined');
    await declined.page.goto(`${server.origin}/music`);
    await hydrated(declined.page);
    await declined.page.waitForLoadState('networkidle');
    expect(declined.thirdParty).toEqual([]);
    expect(await declined.page.locator('iframe').count()).toBe(0);
    await declined.context.close();
  });

  it('/video: no request before consent; Play Here plays youtube-nocookie inline; after consent titles come from oEmbed', async () => {
    const first = await openSession();
    await first.page.goto(`${server.origin}/video`);
    await hydrated(first.page);
    await first.page.waitForLoadState('networkidle');
    expect(first.thirdParty).toEqual([]);
    await first.page
      .getByRole('button', { name: 'More ways to watch Desh Ki Mitti (Official Music Video)' })
      .click();
    await first.page.getByRole('button', { name: 'Play Here' }).click();
    await first.page
      .frameLocator('iframe[title="Desh Ki Mitti (Official Music Video)"]')
      .getByText('www.youtube-nocookie.com')
      .waitFor();
    expect(first.thirdParty).toEqual([
      'https://www.youtube-nocookie.com/embed/Dk9mPz4VhQw?autoplay=1&rel=0&modestbranding=1',
    ]);
    await first.context.close();

    const consented = await openSession(viewports.desktop, 'accepted');
    await consented.page.goto(`${server.origin}/video`);
    await consented.page
      .getByRole('heading', { level: 3, name: 'Channel title Dk9mPz4VhQw' })
      .waitFor();
    expect(
      consented.thirdParty.filter((url) => url.startsWith('https://www.youtube.com/oembed?')),
    ).toHaveLength(3);
    expect(consented.consoleErrors).toEqual([]);
    await consented.context.close();
  });
});

describe('Rate & Interact is shared by every visitor', () => {
  /** The section loads its counts when it comes near the viewport: scroll to it as a reader would. */
  const reachSection = (page: Page) =>
    page.getByRole('heading', { name: 'Rate & Interact' }).scrollIntoViewIfNeeded();

  it('a like in one browser is counted in another; a comment shows only after approval', async () => {
    const one = await openSession();
    const two = await openSession(viewports.phone);
    await one.page.goto(`${server.origin}${FEATURED_ARTICLE}`);
    await hydrated(one.page);
    await reachSection(one.page);
    await one.page.getByText('0 likes').waitFor();
    await one.page.getByRole('button', { name: /^Like/ }).click();
    await one.page.getByText('1 like', { exact: true }).waitFor();
    await one.page.getByRole('radio', { name: '4 stars' }).check();
    await one.page.getByText(/4 from 1 rating/).waitFor();

    await two.page.goto(`${server.origin}${FEATURED_ARTICLE}`);
    await hydrated(two.page);
    await reachSection(two.page);
    await two.page.getByText('1 like', { exact: true }).waitFor();
    await two.page.getByText('4 from 1 rating').waitFor();
    expect(await two.page.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await two.page.getByRole('textbox', { name: /^Name/ }).fill('Asha');
    await two.page.getByRole('textbox', { name: /^Comment/ }).fill('Jai Shri Krishna, beautiful!');
    await two.page.getByRole('button', { name: 'Post Comment' }).click();
    await two.page
      .getByText('Thank you: your comment will appear once the studio has read it')
      .waitFor();
    await one.page.reload();
    await hydrated(one.page);
    await reachSection(one.page);
    await one.page.getByRole('heading', { name: 'Comments (0)' }).waitFor();
    // This browser remembers its like.
    expect(
      await one.page.getByRole('button', { name: /^Liked/ }).getAttribute('aria-pressed'),
    ).toBe('true');

    const cookie = await signIn(server);
    const headers = { 'content-type': 'application/json', origin: server.origin, cookie };
    const pending = (await (
      await fetch(`${server.origin}/api/admin/comments?state=pending`, { headers })
    ).json()) as { items: { id: string; text: string }[] };
    const id = pending.items.find((item) => item.text === 'Jai Shri Krishna, beautiful!')!.id;
    const approved = await fetch(`${server.origin}/api/admin/comments/${id}/approve`, {
      method: 'POST',
      headers: { origin: server.origin, cookie },
    });
    expect(approved.status).toBe(200);

    await one.page.reload();
    await hydrated(one.page);
    await reachSection(one.page);
    await one.page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    expect(await one.page.getByText('Jai Shri Krishna, beautiful!').isVisible()).toBe(true);
    expect(await axeViolations(one.page)).toEqual([]);
    expect(await axeViolations(two.page)).toEqual([]);
    expect(one.consoleErrors).toEqual([]);
    expect(two.consoleErrors).toEqual([]);
    await one.context.close();
    await two.context.close();
  });
});

describe('an article', () => {
  it('an unknown slug answers 404 with the general studio article under a notice that the story is not here, noindex', async () => {
    const { context, page, consoleErrors } = await openSession();
    const response = await page.goto(`${server.origin}/article/no-such-story-here`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Inside Sargam Studios' }).waitFor();
    const notice = page.getByRole('note', { name: 'Story not found' });
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(
      'The story you were looking for is not here, or is no longer here.',
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await hydrated(page);
    expect(await notice.isVisible()).toBe(true);
    // The page's own address answers only as the 404 it stands for.
    expect((await context.request.get(`${server.origin}/article/_unknown`)).status()).toBe(404);
    // The browser logs the document's 404 itself; nothing else reaches the console.
    expect(consoleErrors.filter((line) => !line.includes('404'))).toEqual([]);
    await context.close();
  });

  it('a client navigation to an unknown slug gets the general article’s data and shows it under the notice, with nothing in the console', async () => {
    const { context, page, consoleErrors } = await openSession();
    await page.goto(`${server.origin}${FEATURED_ARTICLE}`);
    await hydrated(page);
    const answered: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.data')) answered.push(`${response.status()} ${pathname}`);
    });
    await page.evaluate(() =>
      (
        window as unknown as {
          __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
        }
      ).__reactRouterDataRouter.navigate('/article/never-written'),
    );
    await page.getByRole('heading', { level: 1, name: 'Inside Sargam Studios' }).waitFor();
    expect(await page.getByRole('note', { name: 'Story not found' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/article/never-written');
    // The data file is asked for because a published article's page may be newer than the bundle.
    expect(answered).toEqual(['200 /article/never-written.data']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a client navigation from the newsroom to an article shows the article from its data file', async () => {
    const { context, page, consoleErrors } = await openSession();
    await page.goto(`${server.origin}/newsroom`);
    await hydrated(page);
    await page.getByRole('link', { name: /Filming Desh Ki Mitti at Dawn/ }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Behind the Video: Filming Desh Ki Mitti at Dawn' })
      .waitFor();
    expect(await page.getByText(/You cannot light a field that big/).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('newsroom feeds', () => {
  it('RSS 2.0 and Atom parse as XML and list every story, linked from the newsroom', async () => {
    const { context, page } = await openSession();
    await page.goto(`${server.origin}/newsroom`);
    const rssHref = await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href');
    const atomHref = await page.getByRole('link', { name: 'Atom feed' }).getAttribute('href');
    const parsed = await page.evaluate(
      async ([rss, atom]) => {
        const read = async (href: string) => {
          const response = await fetch(href);
          const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
          return { status: response.status, doc };
        };
        const rssFeed = await read(rss!);
        const atomFeed = await read(atom!);
        return {
          statuses: [rssFeed.status, atomFeed.status],
          errors: [rssFeed.doc, atomFeed.doc].map(
            (doc) => doc.getElementsByTagName('parsererror').length,
          ),
          rssVersion: rssFeed.doc.documentElement.getAttribute('version'),
          rssTitles: [...rssFeed.doc.querySelectorAll('item > title')].map(
            (node) => node.textContent,
          ),
          atomRoot: atomFeed.doc.documentElement.namespaceURI,
          atomLinks: [...atomFeed.doc.getElementsByTagName('entry')].map(
            (entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '',
          ),
        };
      },
      [rssHref, atomHref] as const,
    );
    expect(parsed.statuses).toEqual([200, 200]);
    expect(parsed.errors).toEqual([0, 0]);
    expect(parsed.rssVersion).toBe('2.0');
    expect(parsed.rssTitles).toHaveLength(10);
    expect(parsed.rssTitles).toContain('New Song Release: Radha Shyam Salone Ko');
    expect(parsed.atomRoot).toBe('http://www.w3.org/2005/Atom');
    // Links are absolute, on the origin the site was built for (PUBLIC_ORIGIN at build time).
    expect(
      parsed.atomLinks.filter((href) => new URL(href).pathname === FEATURED_ARTICLE),
    ).toHaveLength(1);
    await context.close();
  });
});
