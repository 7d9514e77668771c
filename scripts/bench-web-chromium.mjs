// What `bench:web` measures in a real Chromium beside Lighthouse's simulation: a first visit
// with network emulation (slow 4G) and 4× CPU slowdown through the DevTools protocol, the LCP the
// browser reports, every response's transferred bytes and type, and which images lay below the
// fold. Also the bytes the same responses would take at gzip 9 and brotli 11.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** DevTools' "Slow 4G", the profile Lighthouse simulates: 150 ms RTT × 3.75, 1.6 Mbps × 0.9. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile viewport. */
const VIEWPORT = { width: 412, height: 823 };

const TEXT_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR', 'Other']);

/**
 * One first visit (a new context: no cache, no storage) with the emulation above. Returns the LCP
 * (ms from navigation start) and its element, and each response: url, type, transferred bytes,
 * whether it is an image below the fold.
 */
export async function chromiumVisit(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    responses.set(requestId, { url: response.url, type, bytes: 0 }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.addInitScript(() => {
    window.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = entry.element;
        const className =
          typeof element?.className === 'string' ? element.className.split(' ')[0] : '';
        const text = (element?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 32);
        window.__lcp = {
          time: entry.startTime,
          element: element
            ? `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}${text ? ` "${text}…"` : ''}`
            : '(removed element)',
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const { lcp, belowFold } = await page.evaluate(() => ({
      lcp: window.__lcp,
      belowFold: [...document.images]
        .filter((image) => image.getBoundingClientRect().top >= window.innerHeight)
        .map((image) => image.currentSrc)
        .filter(Boolean),
    }));
    const below = new Set(belowFold);
    return {
      lcpMs: lcp.time,
      lcpElement: lcp.element,
      responses: [...responses.values()].map((entry) => ({
        ...entry,
        belowFold: entry.type === 'Image' && below.has(entry.url),
      })),
    };
  } finally {
    await context.close();
  }
}

/** The same text responses' bodies at gzip 9 and brotli 11 (others as transferred). */
export async function bytesByEncoding(responses, origin) {
  let gz = 0;
  let br = 0;
  for (const response of responses) {
    if (!TEXT_TYPES.has(response.type) || !response.url.startsWith(origin)) {
      gz += response.bytes;
      br += response.bytes;
      continue;
    }
    const body = Buffer.from(
      await (
        await fetch(response.url, { headers: { 'accept-encoding': 'identity' } })
      ).arrayBuffer(),
    );
    const [zipped, brotlied] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    gz += Math.min(zipped.length, body.length);
    br += Math.min(brotlied.length, body.length);
  }
  return { gz, br };
}
