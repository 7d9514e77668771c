// Tries every prerendered page with inputs as a new visitor on slow 4G (Lighthouse's throttling:
// 562.5 ms round trip, 1.47 Mbit/s down, 0.68 Mbit/s up, CPU 4x slower), typing from the moment
// each field appears, at about 12 keys a second, and prints what happened: how many keys landed
// before the page hydrated and whether everything typed, chosen and sent was kept.
// A manual check, not a test (it depends on timing): the journeys with the page's scripts held
// back are in e2e/site-prehydration.e2e.test.ts.
//
// Needs the built site and API (`npm run build`). Usage: node scripts/try-prehydration.mjs
// (PORT, default 4400; a fresh DATA_DIR under the system's temporary folder).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { startApiServer } from './api-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const port = Number(process.env.PORT ?? 4400);
const origin = `http://127.0.0.1:${port}`;
const KEY_DELAY = 80;
const server = await startApiServer({ port, prefix: 'studio-prehydration-' });
const { dataDir } = server;

async function outboxHas(text) {
  for (let i = 0; i < 50; i += 1) {
    const files = await readdir(join(dataDir, 'outbox')).catch(() => []);
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      if ((await readFile(join(dataDir, 'outbox', file), 'utf8')).includes(text)) return true;
    }
    await sleep(100);
  }
  return false;
}

const journeys = {
  '/faq': async (page) => {
    const box = page.getByRole('searchbox', { name: 'Search questions' });
    await type(page, box, 'payment');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 question$/ })
      .waitFor({ timeout: 15_000 });
    return (await box.inputValue()) === 'payment';
  },
  '/help': async (page) => {
    const box = page.getByRole('searchbox', { name: 'Search help topics and questions' });
    await type(page, box, 'invoice');
    await page
      .getByRole('status')
      .filter({ hasText: 'match "invoice"' })
      .waitFor({ timeout: 15_000 });
    return (await box.inputValue()) === 'invoice';
  },
  '/search': async (page) => {
    const box = page.getByRole('searchbox', { name: 'Search the website' });
    await type(page, box, 'mixing');
    await page.waitForURL(/\?q=mixing$/, { timeout: 15_000 });
    return (await box.inputValue()) === 'mixing';
  },
  '/contact': async (page) => {
    await type(page, page.getByRole('textbox', { name: 'Full Name' }), 'Slow Visitor');
    await type(page, page.getByRole('textbox', { name: 'Email Address' }), 'slow@example.com');
    await type(page, page.getByRole('textbox', { name: 'Message' }), 'Sent on slow 4G (contact).');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText('Thank you for your message!', { exact: false })
      .waitFor({ timeout: 20_000 });
    return outboxHas('Sent on slow 4G (contact).');
  },
  '/contact-support': async (page) => {
    await type(page, page.getByRole('textbox', { name: 'Full Name' }), 'Slow Visitor');
    await type(page, page.getByRole('textbox', { name: 'Email Address' }), 'slow@example.com');
    await type(page, page.getByRole('textbox', { name: 'Subject' }), 'Slow 4G');
    await type(page, page.getByRole('textbox', { name: 'Message' }), 'Sent on slow 4G (support).');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText('Thank you for your message!', { exact: false })
      .waitFor({ timeout: 20_000 });
    return outboxHas('Sent on slow 4G (support).');
  },
  '/coming-soon': async (page) => {
    const box = page.getByRole('textbox', { name: 'Email Address' });
    await type(page, box, 'early.slow@example.com');
    await box.press('Enter');
    await page
      .getByText("Thank you! You'll be notified when we launch.")
      .waitFor({ timeout: 20_000 });
    return outboxHas('early.slow@example.com');
  },
  '/tracks': async (page) => {
    await page.getByRole('tab', { name: /^Featured/ }).click();
    const box = page.getByRole('searchbox', { name: 'Search tracks' });
    await type(page, box, 'a');
    await page.getByRole('tab', { name: /^Featured/, selected: true }).waitFor({ timeout: 15_000 });
    return (await box.inputValue()) === 'a';
  },
  '/newsroom': async (page) => {
    await page.getByRole('tab', { name: 'Video' }).click();
    const box = page.getByRole('searchbox', { name: 'Search news' });
    await type(page, box, 'zzzz');
    await page.getByText('No stories found for "zzzz"').waitFor({ timeout: 15_000 });
    return (await page.getByRole('tab', { name: 'Video', selected: true }).count()) === 1;
  },
  '/cookie-settings': async (page) => {
    await page.getByRole('switch', { name: 'Analytics' }).click();
    await page.getByRole('switch', { name: 'Marketing' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Cookie preferences saved successfully!').waitFor({ timeout: 15_000 });
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('cookiePreferences'))) ?? '{}',
    );
    return stored.analytics === true && stored.marketing === true && stored.preferences === false;
  },
};

async function type(page, field, text) {
  await field.waitFor({ timeout: 30_000 });
  await field.pressSequentially(text, { delay: KEY_DELAY });
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const rows = [];
let failures = 0;
try {
  for (const [path, journey] of Object.entries(journeys)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // Each key and click, and whether the page had hydrated when it happened.
    await context.addInitScript(() => {
      const log = (window.__inputLog = []);
      // Trusted only: the replayed clicks are not the visitor's.
      const note = (event) =>
        event.isTrusted &&
        log.push({
          type: event.type,
          hydrated: document.documentElement.hasAttribute('data-hydrated'),
        });
      document.addEventListener('keydown', note, true);
      document.addEventListener('click', note, true);
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const hydrated = page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 60_000 })
      .then(() => Date.now() - started);
    let kept = false;
    try {
      kept = await journey(page);
    } catch (error) {
      errors.push(String(error).split('\n')[0]);
    }
    const log = await page.evaluate(() => window.__inputLog);
    const early = log.filter((entry) => !entry.hydrated).length;
    rows.push({
      page: path,
      'hydrated at (ms)': await hydrated,
      'keys+clicks before hydration': `${early} of ${log.length}`,
      'all kept and used': kept ? 'yes' : 'NO',
      'console errors': errors.length,
    });
    if (!kept || errors.length > 0) {
      failures += 1;
      console.error(path, errors);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.table(rows);
process.exitCode = failures > 0 ? 1 : 0;
