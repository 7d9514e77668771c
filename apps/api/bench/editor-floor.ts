/// <reference lib="dom" />
// Serves editor-floor-page.ts (bundled here with Vite, React in production mode) to a page of
// the benchmark's browser, and measures its input latency as the admin's editor is measured.
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { typingLatencies, type Typing, type TypingRecord } from './typing-latency.js';

const ORIGIN = 'http://editor-floor.bench';

/** The admin editor's box and type, so that the browser lays out the same text the same way. */
export async function layoutOf(editor: Locator): Promise<string> {
  return editor.evaluate((node) => {
    const style = getComputedStyle(node);
    const paragraph = node.querySelector('p');
    const block = paragraph ? getComputedStyle(paragraph) : null;
    // Rendering that skips what is off screen, when the admin's blocks have it.
    const skip =
      block && block.contentVisibility !== 'visible'
        ? `content-visibility: ${block.contentVisibility};
          contain-intrinsic-block-size: ${block.containIntrinsicBlockSize};`
        : '';
    return `body { margin: 0; padding: 24px; }
      .editable { box-sizing: border-box; width: ${node.getBoundingClientRect().width}px;
        padding: ${style.padding}; font-family: ${style.fontFamily}; font-size: ${style.fontSize};
        line-height: ${style.lineHeight}; overflow-wrap: anywhere; outline: none; }
      .editable p { margin: ${block?.margin ?? '0'}; ${skip} }`;
  });
}

/** Key-to-frame latencies of a bare Lexical editor holding `value`, laid out by `css`. */
export async function floorLatencies(
  context: BrowserContext,
  value: unknown,
  css: string,
  record: TypingRecord = {},
): Promise<Typing> {
  const output = (await build({
    configFile: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('editor-floor-page.ts', import.meta.url)),
        formats: ['es'],
        fileName: 'floor',
      },
    },
  })) as Rollup.RollupOutput[];
  const files = new Map(
    output
      .flatMap((result) => result.output)
      .map((file) => [`/${file.fileName}`, file.type === 'chunk' ? file.code : file.source]),
  );
  const entry = [...files.keys()].find((name) => name.endsWith('.js'));
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><style>${css}</style><div id="root"></div><script type="module" src="${entry}"></script></html>`,
      });
    const body = files.get(path);
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: 'text/javascript', body: Buffer.from(body) });
  });
  await page.addInitScript((document) => {
    (window as unknown as { floorDocument: unknown }).floorDocument = document;
  }, value);
  await page.goto(`${ORIGIN}/`);
  const editor = page.locator('[contenteditable="true"]');
  await editor.waitFor();
  const typing = await typingLatencies(context, page, editor, record);
  await page.close();
  return typing;
}
