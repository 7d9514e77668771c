// The media library as a studio uses it, against the real server: a photo dropped on the library,
// described, put at the head of a new article and published; a new visitor's browser then loads
// it as AVIF or WebP at a width that fits the screen, at 390 and 1280 px. An SVG dropped beside
// it is refused on its own row with the library's message, and the photo's upload goes on.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { MediaMessages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { PUBLISH_WAIT_MS, signInOnScreens, superAdmin } from './support/admin';
import { openPage, viewports } from './support/browser';
import { serverAndBrowser } from './support/server';

const TITLE = 'Evening Light in the Live Room';
const SLUG = 'evening-light-in-the-live-room';
const ALT = 'The live room at dusk, its lamps lit';

const run = serverAndBrowser({
  SUPER_ADMIN_EMAIL: superAdmin.email,
  SUPER_ADMIN_PASSWORD: superAdmin.password,
});

/** Drops files on a drop zone as a person dragging them from their desktop does. */
async function drop(
  page: Page,
  zone: Locator,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return transfer;
    },
    files.map((file) => ({
      name: file.name,
      type: file.type,
      base64: file.bytes.toString('base64'),
    })),
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

describe('an image from the library to a published article', () => {
  it('is dropped, described, used in an article and seen by a visitor as AVIF or WebP', async () => {
    const { page, context, consoleErrors } = await openPage(run.browser, run.server.origin);
    await signInOnScreens(page, run.server, superAdmin);
    // The sign-in screen's session check answers 401 before signing in, as it should.
    consoleErrors.length = 0;

    await page.goto(`${run.server.origin}/super-admin/dashboard/content/media`);
    await page.getByRole('heading', { level: 1, name: 'Media Library' }).waitFor();
    const photo = await sharp({
      create: { width: 2400, height: 1350, channels: 3, background: '#1f3a5f' },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 800, height: 450, channels: 3, background: '#f0b429' },
          })
            .png()
            .toBuffer(),
          top: 450,
          left: 800,
        },
      ])
      .jpeg({ quality: 85 })
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const zone = page
      .getByLabel('Upload images or audio', { exact: true })
      .locator('xpath=ancestor::div[@data-state][1]');
    await drop(page, zone, [
      { name: 'live-room.jpg', type: 'image/jpeg', bytes: photo },
      { name: 'logo.svg', type: 'image/svg+xml', bytes: svg },
    ]);

    // The SVG is refused on its own row; the photo arrives in the library.
    const files = page.getByRole('list', { name: 'Upload images or audio: files' });
    await files.getByText(MediaMessages.unsupported).waitFor();
    const card = page.getByRole('article', { name: 'live-room.jpg' });
    await card.waitFor();
    await card.getByLabel(/^Alt text/).fill(ALT);
    await card.getByRole('button', { name: 'Save alt text of live-room.jpg' }).click();
    // Confirmed in a toast, as the app's other saves are.
    await page
      .getByRole('region', { name: /notifications/i })
      .getByText(MediaMessages.altSaved)
      .waitFor();

    // A new article with the photo at its head, published.
    await page.goto(`${run.server.origin}/super-admin/dashboard/content/articles/new`);
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await page.getByLabel(/^Date/).fill('2026-11-24');
    await page.getByRole('textbox', { name: /^Author/ }).fill('Studio Newsroom');
    await page.getByRole('textbox', { name: /^Summary/ }).fill('The live room after sundown.');
    await page.getByRole('textbox', { name: /^Body/ }).click();
    await page.keyboard.type('The lamps come on and the room sounds warmer.');
    await page.getByRole('button', { name: /Choose image/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('button', { name: 'Use live-room.jpg' }).click();
    await page.getByRole('img', { name: ALT }).waitFor();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit article' }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Entry published.').first().waitFor({ timeout: PUBLISH_WAIT_MS });
    // The browser logs the SVG's refused upload (415) as a failed resource; nothing else.
    expect(consoleErrors).toEqual([expect.stringContaining('415')]);
    await context.close();

    // A new visitor, on a phone and on a desktop: the photo as AVIF or WebP, sized to the screen.
    const loaded: Record<string, { src: string; natural: number; shown: number }> = {};
    for (const [name, viewport] of Object.entries(viewports)) {
      const visitor = await openPage(run.browser, run.server.origin, viewport);
      await visitor.page.goto(`${run.server.origin}/article/${SLUG}`);
      const image = visitor.page.getByRole('img', { name: ALT });
      await image.waitFor();
      await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete)).toBe(true);
      loaded[name] = await image.evaluate((node: HTMLImageElement) => ({
        src: node.currentSrc,
        natural: node.naturalWidth,
        shown: node.getBoundingClientRect().width,
      }));
      expect(visitor.consoleErrors).toEqual([]);
      await visitor.context.close();
    }
    for (const { src, natural, shown } of Object.values(loaded)) {
      expect(new URL(src).pathname).toMatch(/^\/media\/[0-9a-f]+\/[\w.-]+\.(avif|webp)$/);
      // Sharp enough for the space it fills, and never the 2,400-pixel original on a phone.
      expect(natural).toBeGreaterThanOrEqual(Math.min(shown, 1600));
    }
    expect(loaded.phone?.natural).toBeLessThan(2400);
    expect(loaded.phone?.natural ?? 0).toBeLessThanOrEqual(loaded.desktop?.natural ?? 0);
  }, 240_000);
});
