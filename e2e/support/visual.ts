// Full-page screenshots compared with committed baselines (pixelmatch over pngjs), for the
// public pages and the admin screens. What moves is frozen first: the clock, random values,
// animations and transitions, lazy images and media; other hosts are refused at the network
// edge. Differences go to the visual report (visual-report/index.html), see docs/design-system.md.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { offOriginRequests } from './browser';
import {
  REPORT_DIR,
  VISUAL_TOLERANCE,
  checkEnvironment,
  finishSection,
  startSection,
  type EnvironmentTable,
  type ReportEntry,
  type VisualSection,
} from '../../scripts/visual-report.mjs';

/** `npm run test:visual -- --update` sets this: differing or missing baselines are rewritten. */
export const updating = process.env.VISUAL_UPDATE === '1';
export const BASELINES = fileURLToPath(new URL('../__screenshots__/', import.meta.url));
const BASELINE_INFO = join(BASELINES, 'visual-baselines.json');

/** The instant every page sees (the coming-soon countdown, the error id, "today"). */
export const FROZEN_TIME = new Date('2026-03-02T09:30:00Z');

/** Stops transitions, animations and the caret, whatever the reduced-motion styles cover. */
const stillStyle = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important; }`;

/**
 * A browser context whose pages draw the same pixels on every run: fixed clock, seeded
 * Math.random, reduced motion, English in UTC, device scale 1, nothing from other hosts
 * (`offOrigin` lists what was refused).
 */
export async function stillContext(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  { cookieChoice }: { cookieChoice?: 'declined' } = {},
): Promise<{ context: BrowserContext; page: Page; offOrigin: string[] }> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  // Every request that would leave the origin is recorded (and fails: support/browser.ts).
  const offOrigin = offOriginRequests(context, origin);
  await context.addInitScript(
    ({ choice, style }) => {
      if (choice) localStorage.setItem('cookieConsent', choice);
      // Small linear congruential generators: the same "random" values on every load (one
      // for Math.random, one for crypto, so neither's calls shift the other's sequence).
      const generator = (start: number) => {
        let seed = start;
        return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      };
      Math.random = generator(42);
      const bytes = generator(7);
      crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
        if (array) {
          const view = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
          for (let index = 0; index < view.length; index++) view[index] = Math.floor(bytes() * 256);
        }
        return array;
      };
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.createElement('style');
        element.textContent = style;
        document.head.append(element);
      });
    },
    { choice: cookieChoice ?? null, style: stillStyle },
  );
  const page = await context.newPage();
  // No HTTP cache: Chromium picks a srcset candidate it already holds over the one the layout
  // asks for, so a cached larger image (another page's hero) would change a card's pixels.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Date and Date.now() answer this instant for good; timers keep running.
  await page.clock.setFixedTime(FROZEN_TIME);
  return { context, page, offOrigin };
}

/**
 * Values the server makes up on every run, shown as fixed ones in the same format (so the
 * layout around them is kept): the dates it stamps (requests, messages, sign-ins) become the
 * frozen instant, record ids a fixed id, the durations it measures (System Settings' page render
 * times) 120 ms, and its address (a free port per run) becomes http://localhost:3001.
 */
export async function freezeServerValues(page: Page, origin: string): Promise<void> {
  const frozenDate = FROZEN_TIME.toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  await page.evaluate(
    ({ date, address }) => {
      const pattern = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}[\s\u202f]?[AP]M/g;
      // Record ids (the audit log's targets) are random per run.
      const uuid = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
      // Render times, as the Performance card writes them (412 ms, 1.5 s; a no-break space).
      const duration = /\b\d+\sms\b|\b\d+\.\d\ss\b/g;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const frozen = text
          .replace(pattern, date)
          .replace(uuid, '00000000-0000-4000-8000-000000000000')
          .replace(duration, '120\u00a0ms')
          .split(address)
          .join('http://localhost:3001');
        if (frozen !== text) node.textContent = frozen;
      }
    },
    { date: frozenDate, address: origin },
  );
}

/** Waits until the page is done drawing: fonts, avatars, every image (lazy ones too), media paused. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) {
      image.loading = 'eager';
      // Off-screen images are otherwise decoded lazily, after a full-page capture has begun.
      image.decoding = 'sync';
    }
    for (const media of document.querySelectorAll('video, audio'))
      (media as HTMLMediaElement).pause();
    await document.fonts.ready;
    const deadline = performance.now() + 10_000;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    // An avatar adds its <img> only once its portrait has loaded (the fallback tile until then):
    // wait for every one to be loaded or failed, so it is among the images waited for below.
    while (document.querySelector('[data-image-status="loading"]') && performance.now() < deadline)
      await pause();
    // A lazy image switched to eager may not have started yet (no current source, or complete
    // with no pixels): wait until each has its pixels, at most 10 s (a failed one waits it out).
    const pending = () =>
      [...document.images].filter(
        (image) =>
          (image.getAttribute('src') || image.getAttribute('srcset')) &&
          !(image.complete && image.naturalWidth > 0),
      );
    while (pending().length > 0 && performance.now() < deadline) {
      await Promise.all(pending().map((image) => image.decode().catch(() => null)));
      await pause();
    }
    await Promise.all([...document.images].map((image) => image.decode().catch(() => null)));
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
}

function pngOf(buffer: Buffer): PNG {
  return PNG.sync.read(buffer);
}

/**
 * Keeps the top 5 bits of each colour channel (32 levels) of a screenshot, before it is compared
 * or stored: page baselines shrink to about half (photos and gradients most), and a step of 8
 * levels stays below the comparison's colour threshold (a grey step of 8 is a YIQ distance of
 * 32 where the threshold allows 88), so no rounding alone fails a page and a change the
 * threshold would catch still shows. Gradients look slightly banded in the report's images.
 * The page is opaque: alpha is dropped.
 */
function quantized(image: PNG): PNG {
  for (let index = 0; index < image.data.length; index += 4) {
    image.data[index] = (image.data[index] ?? 0) & 0xf8;
    image.data[index + 1] = (image.data[index + 1] ?? 0) & 0xf8;
    image.data[index + 2] = (image.data[index + 2] ?? 0) & 0xf8;
    image.data[index + 3] = 255;
  }
  return image;
}

const sha256 = (...parts: Buffer[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/** SHA-256 of an image's width, height and RGBA pixels: the same digest, the same image. */
function pixelDigest(image: PNG): string {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(image.width, 0);
  size.writeUInt32BE(image.height, 4);
  return sha256(size, image.data);
}

/**
 * What `<name>.digest.json` beside a baseline `<name>.png` records: the SHA-256 of the PNG file
 * and its pixelDigest (written with the baseline by `--update`). A screenshot with those pixels
 * is the baseline, and passes without the baseline being decoded; a record whose `png` is not
 * the file's (a PNG replaced without it) is stale and ignored, like a missing one.
 */
interface BaselineDigest {
  png: string;
  pixels: string;
}

const digestFileOf = (baseline: string) => baseline.replace(/\.png$/, '.digest.json');

async function recordedDigest(baseline: string, png: Buffer): Promise<BaselineDigest | null> {
  const file = digestFileOf(baseline);
  if (!existsSync(file)) return null;
  const record = JSON.parse(await readFile(file, 'utf8')) as BaselineDigest;
  return record.png === sha256(png) ? record : null;
}

/** RGB, compressed harder than Chromium does: smaller files in the repository. */
function encode(image: PNG): Buffer {
  return PNG.sync.write(image, { deflateLevel: 9, colorType: 2, inputColorType: 6 });
}

/**
 * Compares full-page screenshots with the baselines of one suite and collects the differences
 * for the report. `compare` answers null when the page matches, or what differs.
 */
export class VisualSuite {
  private readonly entries: ReportEntry[] = [];
  private versions = '';
  private environment: EnvironmentTable | null = null;

  constructor(
    private readonly section: VisualSection,
    private readonly folder: string,
  ) {}

  /**
   * Checks the font files (one clear line when they differ from the baselines', before any
   * comparison), records them with `updating`, and empties this suite's report folder.
   */
  async start(): Promise<void> {
    await startSection(this.section);
    const { versions, table } = await checkEnvironment(BASELINE_INFO, { updating });
    this.versions = versions;
    this.environment = table;
  }

  /** `fullPage: false` photographs the viewport only (for what is fixed to it). */
  async compare(
    page: Page,
    group: string,
    name: string,
    { fullPage = true }: { fullPage?: boolean } = {},
  ): Promise<string | null> {
    await settle(page);
    const width = page.viewportSize()?.width ?? 0;
    const file = `${name}-${width}.png`;
    const baseline = join(BASELINES, this.folder, file);
    const shot = quantized(
      pngOf(await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' })),
    );
    const report = join(REPORT_DIR, this.section, this.folder, file.replace(/\.png$/, ''));
    const entry = { group, name: name.replace(/-/g, ' '), width };

    if (!existsSync(baseline)) {
      if (updating) return writeBaseline(baseline, shot);
      await writePng(`${report}-actual.png`, shot);
      this.entries.push({
        ...entry,
        actual: `${report}-actual.png`,
        note: 'No baseline yet: accept this image with --update.',
      });
      return `${file}: no baseline (run npm run test:visual -- --update to accept it)`;
    }
    // The fast path: a screenshot with exactly the baseline's pixels (the usual case) passes on
    // their digests; any other is decoded and compared below, within the tolerance.
    const png = await readFile(baseline);
    const recorded = await recordedDigest(baseline, png);
    if (recorded?.pixels === pixelDigest(shot)) return null;
    const reference = pngOf(png);
    let problem: string;
    let diff: PNG | null = null;
    if (reference.width !== shot.width || reference.height !== shot.height) {
      problem = `Size changed from ${reference.width}×${reference.height} to ${shot.width}×${shot.height} px.`;
    } else {
      diff = new PNG({ width: shot.width, height: shot.height });
      const differing = pixelmatch(reference.data, shot.data, diff.data, shot.width, shot.height, {
        threshold: VISUAL_TOLERANCE.threshold,
      });
      const allowed = VISUAL_TOLERANCE.allowedMismatchedPixelRatio * shot.width * shot.height;
      if (differing <= allowed) {
        // Kept: `--update` records the digest of a baseline that has none (or a stale one).
        if (updating && !recorded) await writeDigest(baseline, png, reference);
        return null;
      }
      const share = ((differing / (shot.width * shot.height)) * 100).toFixed(2);
      problem = `${differing.toLocaleString('en')} pixels differ (${share} %).`;
    }
    if (updating) return writeBaseline(baseline, shot);
    await mkdir(dirname(report), { recursive: true });
    await copyFile(baseline, `${report}-baseline.png`);
    await writePng(`${report}-actual.png`, shot);
    if (diff) await writeFile(`${report}-diff.png`, PNG.sync.write(diff));
    this.entries.push({
      ...entry,
      reference: `${report}-baseline.png`,
      actual: `${report}-actual.png`,
      diff: diff ? `${report}-diff.png` : null,
      note: problem,
    });
    return `${file}: ${problem} ${this.versions}`;
  }

  /** Writes the report's part for this suite and prints where it is. */
  async finish(): Promise<void> {
    // Stopped by the font check: its one line says why, and the report shows the suite as not run.
    if (!this.environment) return;
    console.log(
      await finishSection(this.section, {
        entries: this.entries,
        versions: this.versions,
        environment: this.entries.length > 0 ? this.environment : null,
      }),
    );
  }
}

/** Writes an image as a PNG (encode), answering the file's bytes. */
async function writePng(file: string, image: PNG): Promise<Buffer> {
  const png = encode(image);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, png);
  return png;
}

async function writeDigest(baseline: string, png: Buffer, image: PNG): Promise<void> {
  const record: BaselineDigest = { png: sha256(png), pixels: pixelDigest(image) };
  await writeFile(digestFileOf(baseline), `${JSON.stringify(record, null, 2)}\n`);
}

/** A new baseline (what `--update` accepts) and its digest. */
async function writeBaseline(baseline: string, image: PNG): Promise<null> {
  await writeDigest(baseline, await writePng(baseline, image), image);
  return null;
}
