// @vitest-environment node
/**
 * Proves the package works outside this repository: the built package is packed with `npm pack`,
 * installed from the tarball (with react and react-dom, from the npm cache or registry) into a
 * folder under the system temp directory, bundled by plain Vite (no vanilla-extract plugin),
 * type-checked by `tsc --strict`, and every exported block is rendered in Chromium and checked
 * to be visible and drawn in the theme's colours. The consumer's code is in ./consumer.
 */
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const fixture = fileURLToPath(new URL('./consumer', import.meta.url));
const installedVersion = (name: string) =>
  (require(`${name}/package.json`) as { version: string }).version;

/** Every block the consumer renders (one `data-block` each), checked for visibility and theme. */
const blocks = [
  'NavBar',
  'Heading',
  'Text',
  'Box',
  'Stack',
  'Grid',
  'Card',
  'Link',
  'Avatar',
  'Spinner',
  'Button',
  'IconButton',
  'Badge',
  'TrackList',
  'StatusActionTable',
  'TeamModal',
  'Dialog',
  'ConfirmDialog',
  'Tabs',
  'FilterTabs',
  'Accordion',
  'Field',
  'TextField',
  'TextArea',
  'Select',
  'Checkbox',
  'Switch',
  'PasswordInput',
  'OtpInput',
  'Toast',
  'TrackRow',
  'PosterGrid',
  'TeamCard',
  'TeamGrid',
  'Footer',
  'RichTextEditor',
  'SaveStatus',
  'RevisionList',
  'ChangeList',
] as const;
// Layout and type only place or set text: they are checked for being drawn, not for colours.
const uncoloured = new Set<string>(['Heading', 'Text', 'Stack', 'Grid', 'Spinner', 'Link']);

let consumerRoot: string;
let server: PreviewServer;
let browser: Browser;
let themeClasses: { dark: string; light: string };
let themeColourVars: string[];

beforeAll(async () => {
  consumerRoot = await mkdtemp(join(tmpdir(), 'studio-ui-consumer-'));
  const { stdout } = await run('npm', ['pack', '--pack-destination', consumerRoot, '--json'], {
    cwd: packageRoot,
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  await cp(fixture, consumerRoot, { recursive: true });
  await writeFile(
    join(consumerRoot, 'package.json'),
    JSON.stringify({
      name: 'another-studio',
      private: true,
      type: 'module',
      dependencies: {
        '@studio/ui': `file:./${filename}`,
        react: installedVersion('react'),
        'react-dom': installedVersion('react-dom'),
        '@types/react': installedVersion('@types/react'),
        '@types/react-dom': installedVersion('@types/react-dom'),
      },
    }),
  );
  await writeFile(
    join(consumerRoot, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        // Lexical's declarations (the editor entry) name `Disposable`.
        lib: ['ES2023', 'ESNext.Disposable', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        types: [],
      },
      include: ['*.tsx'],
    }),
  );
  await writeFile(
    join(consumerRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Another studio</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: consumerRoot,
  });

  const { darkTheme, lightTheme } = (await import(
    join(consumerRoot, 'node_modules/@studio/ui/dist/themes/dark.js')
  ).then(async (dark) => ({
    ...(dark as { darkTheme: string }),
    ...((await import(join(consumerRoot, 'node_modules/@studio/ui/dist/themes/light.js'))) as {
      lightTheme: string;
    }),
  }))) as { darkTheme: string; lightTheme: string };
  themeClasses = { dark: darkTheme, light: lightTheme };
  const { vars } = (await import(join(consumerRoot, 'node_modules/@studio/ui/dist/css.js'))) as {
    vars: { color: Record<string, string> };
  };
  themeColourVars = Object.values(vars.color);

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
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (consumerRoot) await rm(consumerRoot, { recursive: true, force: true });
});

async function openConsumer(theme: 'dark' | 'light', width = 1280) {
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no URL');
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.locator('[data-block="Footer"]').waitFor();
  await page.evaluate(
    ({ add, remove }) => {
      document.documentElement.classList.remove(remove);
      document.documentElement.classList.add(add);
    },
    { add: themeClasses[theme], remove: themeClasses[theme === 'dark' ? 'light' : 'dark'] },
  );
  return { page, errors, close: () => context.close() };
}

/** The theme's colours as the browser computes them, to compare with what the blocks draw. */
function themePalette(page: Page) {
  return page.evaluate((colourVars) => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const palette = colourVars.map((colour) => {
      probe.style.color = colour;
      return getComputedStyle(probe).color;
    });
    probe.remove();
    return palette;
  }, themeColourVars);
}

/** The colours, backgrounds and borders a block's own elements draw (not inherited page text). */
function drawnColours(page: Page, selector: string) {
  return page.locator(selector).evaluate((root) => {
    const pageText = getComputedStyle(document.body).color;
    const colours = new Set<string>();
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      for (const colour of [style.backgroundColor, style.borderTopColor, style.color]) {
        if (colour !== pageText && colour !== 'rgba(0, 0, 0, 0)') colours.add(colour);
      }
    }
    return [...colours];
  });
}

describe('a plain Vite + React app that installed the packed @studio/ui', () => {
  it('type-checks against the published types with tsc --strict', async () => {
    const tsc = join(
      fileURLToPath(new URL('../../../', import.meta.url)),
      'node_modules/typescript/bin/tsc',
    );
    await expect(
      run(process.execPath, [tsc, '-p', join(consumerRoot, 'tsconfig.json')]),
    ).resolves.toBeDefined();
    const manifest = JSON.parse(
      await readFile(join(consumerRoot, 'node_modules/@studio/ui/package.json'), 'utf8'),
    ) as { version: string };
    expect(manifest.version).toBe(installedVersion('@studio/ui'));
  }, 60_000);

  for (const theme of ['dark', 'light'] as const) {
    it(`draws every exported block, visible and in the ${theme} theme's colours`, async () => {
      const { page, errors, close } = await openConsumer(theme);
      const palette = new Set(await themePalette(page));
      for (const name of blocks) {
        // The block's own elements, not its wrapper: the nav bar is fixed, out of the flow.
        const drawnElements = page.locator(`[data-block="${name}"] *:visible`);
        expect(await drawnElements.count(), `${name} is drawn`).toBeGreaterThan(0);
        if (uncoloured.has(name)) continue;
        const drawn = await drawnColours(page, `[data-block="${name}"]`);
        expect(
          drawn.filter((colour) => palette.has(colour)),
          `${name} draws some of the theme's colours`,
        ).not.toEqual([]);
      }
      // Read by screen readers, never drawn: clipped to one pixel.
      const hidden = await page.getByText('Only for screen readers').boundingBox();
      expect(hidden?.width).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await close();
    }, 30_000);
  }

  it('opens the dialog, the team modal and a toast in the theme, inside the portals', async () => {
    const { page, errors, close } = await openConsumer('dark', 390);
    const palette = new Set(await themePalette(page));
    const surfaces = [
      { open: 'Open the dialog', role: 'dialog' as const, name: 'Session booked' },
      { open: 'About Kavya', role: 'dialog' as const, name: 'Kavya Iyer' },
      { open: 'Delete draft', role: 'alertdialog' as const, name: 'Delete the draft?' },
    ];
    for (const surface of surfaces) {
      await page.getByRole('button', { name: surface.open }).click();
      const dialog = page.getByRole(surface.role, { name: surface.name });
      await dialog.waitFor();
      const background = await dialog.evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(palette.has(background), `${surface.name} sits on a theme surface`).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Raise a toast' }).click();
    await expect.poll(() => page.getByText('Session booked').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  }, 30_000);
});
