import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderSiteOptions } from '@studio/contracts';
import { loadSiteRenderer, type SiteRenderer } from '../../src/site/renderer.js';

/** A server build that says which thread rendered, fails or dies when the origin asks it to. */
const FAKE_BUILD = `
import { threadId } from 'node:worker_threads';
export const entry = {
  module: {
    async renderSite(_build, options) {
      if (options.origin === 'https://fails.example') throw new Error('the page broke');
      if (options.origin === 'https://dies.example') process.exit(3);
      return { pages: ['thread ' + threadId], removed: [process.env.NODE_ENV], failed: [], files: [], timings: [] };
    },
    async renderPreview(_build, options) {
      return { html: options.path + ' in thread ' + threadId, policy: { scriptHashes: [], frameSrc: [], connectSrc: [] } };
    },
    async drawSiteShareImages() {
      return { drawn: [], failed: [] };
    },
  },
};
`;

let dir: string | undefined;
let renderer: SiteRenderer | null = null;
afterEach(async () => {
  await renderer?.close();
  renderer = null;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A site build directory whose server build is `source`; answers its client directory. */
async function siteBuild(source: string | null): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'studio-render-thread-'));
  await mkdir(join(dir, 'client'));
  if (source !== null) {
    await mkdir(join(dir, 'server'));
    await writeFile(join(dir, 'server', 'index.js'), source);
  }
  return join(dir, 'client');
}

const optionsFor = (origin: string): RenderSiteOptions => ({
  root: dir ?? '',
  origin,
  paths: 'all',
});

describe("the site's renderer", () => {
  it('renders pages and previews in a thread of its own, not the one answering requests', async () => {
    renderer = await loadSiteRenderer(await siteBuild(FAKE_BUILD));
    const report = await renderer?.render(optionsFor('https://studio.example'));
    const [page] = report?.pages ?? [];
    expect(page).toMatch(/^thread \d+$/);
    expect(page).not.toBe(`thread ${threadId}`);
    const preview = await renderer?.preview({
      origin: 'https://studio.example',
      expiresAt: new Date(0).toISOString(),
      store: { entries: [] } as never,
      path: '/about',
    });
    expect(preview?.html).toBe(`/about in ${page}`);
  });

  it("renders with React's production build, whatever mode the API runs in (the pages served are the same)", async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    renderer = await loadSiteRenderer(await siteBuild(FAKE_BUILD));
    const report = await renderer?.render(optionsFor('https://studio.example'));
    // The fake build reports the mode its thread sees (React picks its build by it).
    expect(report?.removed).toEqual(['production']);
  });

  it('answers a failed render with its error, and renders the next one', async () => {
    renderer = await loadSiteRenderer(await siteBuild(FAKE_BUILD));
    await expect(renderer?.render(optionsFor('https://fails.example'))).rejects.toThrow(
      'the page broke',
    );
    const report = await renderer?.render(optionsFor('https://studio.example'));
    expect(report?.pages).toHaveLength(1);
  });

  it('answers a render whose thread died with an error, and starts a new thread for the next', async () => {
    renderer = await loadSiteRenderer(await siteBuild(FAKE_BUILD));
    const first = await renderer?.render(optionsFor('https://studio.example'));
    await expect(renderer?.render(optionsFor('https://dies.example'))).rejects.toThrow(
      "the site's render thread exited (3)",
    );
    const next = await renderer?.render(optionsFor('https://studio.example'));
    expect(next?.pages).toHaveLength(1);
    expect(next?.pages).not.toEqual(first?.pages);
  });

  it('is null for a server build without the renderers, and without a server build', async () => {
    expect(await loadSiteRenderer(await siteBuild('export const entry = { module: {} };'))).toBe(
      null,
    );
    await rm(dir ?? '', { recursive: true, force: true });
    expect(await loadSiteRenderer(await siteBuild(null))).toBe(null);
  });
});
