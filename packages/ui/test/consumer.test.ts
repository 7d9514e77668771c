// @vitest-environment node
/**
 * Proves reuse: a plain Vite + React project (no vanilla-extract plugin) installs the BUILT
 * package, imports `@studio/ui/styles.css` once, and renders a themed Button and Dialog in Chromium.
 */
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
// Inside the repository so Node resolves `@studio/ui` and react through the workspace's node_modules.
const consumerRoot = join(packageRoot, 'test', '.consumer');

const mainSource = `
import '@studio/ui/styles.css';
import { Button, Dialog, darkTheme } from '@studio/ui';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(darkTheme);

function App() {
  return (
    <main>
      <h1>Consumer</h1>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button>Book a session</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Session booked</Dialog.Title>
          <Dialog.Description>We will confirm by email.</Dialog.Description>
        </Dialog.Content>
      </Dialog.Root>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`;

let server: PreviewServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(packageRoot, 'dist', 'index.js'))) {
    throw new Error(
      'Build @studio/ui first (npm run build -w @studio/ui); turbo does it before this test.',
    );
  }
  await rm(consumerRoot, { recursive: true, force: true });
  await mkdir(consumerRoot, { recursive: true });
  await writeFile(
    join(consumerRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  await writeFile(join(consumerRoot, 'main.jsx'), mainSource);
  const config = {
    root: consumerRoot,
    configFile: false as const,
    logLevel: 'error' as const,
    plugins: [react()],
    build: { outDir: join(consumerRoot, 'dist') },
    preview: { port: 0, host: '127.0.0.1' },
  };
  await build(config);
  server = await preview(config);
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: set CHROMIUM_PATH or install Debian chromium.');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(consumerRoot, { recursive: true, force: true });
});

describe('a plain Vite + React consumer of the built package', () => {
  it('renders a themed Button that opens a themed, accessible Dialog', async () => {
    const url = server.resolvedUrls?.local[0];
    expect(url).toBeDefined();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url!);

    const button = page.getByRole('button', { name: 'Book a session' });
    await button.waitFor();
    // The dark theme's accent (#f2b544) proves the stylesheet and the theme class both applied.
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(242, 181, 68)',
    );

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Session booked' });
    await dialog.waitFor();
    // The panel is drawn on the theme's raised surface (#1f1f28) inside the portal.
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(31, 31, 40)',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
