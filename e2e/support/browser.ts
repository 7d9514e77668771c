import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { AXE_TAGS } from '../../scripts/axe-rules.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

/** The test worker's Chromium: the files a worker runs one after another share it. */
let running: Promise<Browser> | undefined;

async function workerChromium(): Promise<Browser> {
  const current = await running?.catch(() => undefined);
  if (current?.isConnected()) return current;
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: set CHROMIUM_PATH or install Debian chromium.');
  running = chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ONLY_THIS_MACHINE] });
  return running;
}

/**
 * No host but this machine resolves: a request that would leave the server under test fails at
 * once (net::ERR_NAME_NOT_RESOLVED, a console error) and reaches no third party. Refused by the
 * browser itself rather than by a `context.route` for every URL: routing intercepts each request
 * through the test process and turns off the HTTP cache, which made every page load about 30 %
 * slower and 60 % dearer in browser CPU (docs/benchmarks.md). A file that stubs a third party
 * (an oEmbed answer) still routes those URLs itself.
 */
const ONLY_THIS_MACHINE =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/**
 * The requests of a context's pages that leave `origin`, as they are made (each then fails: no
 * other host resolves, ONLY_THIS_MACHINE). Data and blob URLs are not requests to anyone.
 */
export function offOriginRequests(context: BrowserContext, origin: string): string[] {
  const offOrigin: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && !url.startsWith(origin)) offOrigin.push(url);
  });
  return offOrigin;
}

/**
 * A test file's browser: the worker's Chromium (launched by the first file, and again if it is
 * gone), seen through a handle whose `close()` closes the contexts this file opened and leaves
 * the process to the next file. Contexts share nothing (storage, cookies, cache), so each file
 * starts as new visitors do, as it did with a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await workerChromium();
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const close = async () => {
    await Promise.all([...opened].map((context) => context.close()));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'close') return close;
      if (property === 'newPage')
        throw new Error('Open a context (browser.newContext) rather than browser.newPage.');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A page on the server at `origin` (its base URL: `page.goto('/faq')` works) that fails the test
 * on console errors; a request that leaves the server fails (ONLY_THIS_MACHINE), and so shows as
 * a console error.
 */
export async function openPage(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: origin });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/**
 * Waits until the page stops changing height: web fonts in, every image that has started loading
 * decoded, and the same document height over five frames (at most 10 s). A scroll position read
 * earlier can still move, as Chromium's scroll anchoring follows content growing above it.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise(requestAnimationFrame);
    const giveUp = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const deadline = performance.now() + 10_000;
    let last = -1;
    let same = 0;
    while (same < 5 && performance.now() < deadline) {
      const loading = [...document.images].filter((image) => image.currentSrc && !image.complete);
      await Promise.race([
        Promise.all(loading.map((image) => image.decode().catch(() => null))),
        giveUp(2_000),
      ]);
      await frame();
      const height = document.documentElement.scrollHeight;
      same = height === last ? same + 1 : 0;
      last = height;
    }
  });
}

/**
 * The axe-core that AxeBuilder drives (its own dependency, whichever version that is), minified
 * and evaluated once per document. AxeBuilder's default is axe's unminified source (1.2 MB),
 * evaluated twice a call in legacy mode (once to see which mode, once more per frame): parsing
 * that took about a fifth of every check's CPU. What axe checks is the same.
 */
const AXE_ONCE_PER_DOCUMENT = (() => {
  const require = createRequire(import.meta.url);
  const builder = dirname(require.resolve('@axe-core/playwright'));
  const minified = readFileSync(
    require.resolve('axe-core/axe.min.js', { paths: [builder] }),
    'utf8',
  );
  return `if (typeof window.axe === 'undefined') {\n${minified}\n}`;
})();

/**
 * axe over the whole page at WCAG 2.2 AA and axe's best practices (as the stories are checked);
 * returns the violations (expected to be empty).
 */
export async function axeViolations(page: Page) {
  // A dialog or toast fading in or out has text at partial opacity, which axe would measure as
  // low contrast. Let every finite animation end first (spinners run forever and are skipped),
  // and when one started while axe was reading the page (a toast closing itself, an autosave's
  // notice), read the page again once it has ended: the answer is of a page at rest.
  for (let attempt = 1; ; attempt += 1) {
    await page.evaluate(() => {
      const marked = window as Window & { __axeAnimationSeen?: boolean };
      if (marked.__axeAnimationSeen === undefined) {
        const seen = () => {
          marked.__axeAnimationSeen = true;
        };
        document.addEventListener('animationstart', seen, true);
        document.addEventListener('transitionstart', seen, true);
      }
      return Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ).then(() => {
        marked.__axeAnimationSeen = false;
      });
    });
    // Legacy mode runs axe in the page itself, as axe-core did before 4.3: the default mode
    // opens a blank page and injects axe again there to gather the frames' results, about half
    // of every run's time, for cross-origin frames only, which the tests refuse anyway.
    // Only the violations are read: axe details those, and one element of each rule that passed
    // or could not decide, rather than every element. (`options` replaces every option set
    // before it, the tags included, so it comes first.)
    const results = await new AxeBuilder({ page, axeSource: AXE_ONCE_PER_DOCUMENT })
      .options({ resultTypes: ['violations'] })
      .withTags(AXE_TAGS)
      .setLegacyMode(true)
      .analyze();
    const moved = await page.evaluate(
      () =>
        (window as Window & { __axeAnimationSeen?: boolean }).__axeAnimationSeen === true ||
        document
          .getAnimations()
          .some((animation) => animation.effect?.getTiming().iterations !== Infinity),
    );
    if (moved && attempt < 5) continue;
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }
}

/**
 * Waits until a dialog is open and holds the focus. A dialog can be visible a frame before its
 * effects run, and its Escape and arrow-key listeners are attached by those effects (the same
 * commit that moves focus into it): a key pressed in between would be lost on a busy machine.
 */
export async function dialogOpen(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await dialog
    .page()
    .waitForFunction(
      (element) => element?.contains(document.activeElement) ?? false,
      await dialog.elementHandle(),
    );
}
