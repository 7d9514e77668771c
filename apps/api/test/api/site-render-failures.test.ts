// A page that cannot be rendered never stops the others: the publish succeeds, the other pages
// are served, the failure is logged with its page and entry and shown to staff, the failed
// generation is removed, and the next publish tries the page again. A restart whose render fails
// serves the last rendered site, never the shipped build. The fault is a real one: a folder where
// the page's file must go (as a disk or a file a person left there would make it).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_BYTES, type SiteStatusAnswer } from '@studio/contracts';
import { defaultWebsiteSettings } from '@studio/content/storeSeed';
import { seedWebsite } from '../../src/domain/content/website.js';
import { generationsDir } from '../../src/site/generations.js';
import { article } from '../support/content.js';
import {
  BUILT_ORIGIN,
  EDITOR,
  useSiteContentApi,
  type EntryAnswer,
} from '../support/content-api.js';
import { createHarness, type Harness } from '../support/harness.js';
import { body, call } from '../support/review.js';
import { siteDist } from '../support/site.js';

const { h, tdb, tokenOf, created, act } = useSiteContentApi();

const KAJRI = article({ title: 'Kajri Nights at the Studio' });
const DHRUPAD = article({ title: 'A Dhrupad Masterclass in the Live Room' });

/** The site directory this app serves now: a generation it rendered under its DATA_DIR. */
function servedRoot(app: Harness): string {
  const root = app.app.siteFiles.current()?.root ?? '';
  expect(root.startsWith(generationsDir(app.config.dataDir))).toBe(true);
  return root;
}

const page = async (app: Harness, url: string) => app.app.inject({ method: 'GET', url });

async function siteStatus(app: Harness, token: string) {
  const response = await call(app, 'GET', '/api/website/site-status', token);
  expect(response.statusCode, response.body).toBe(200);
  return body<SiteStatusAnswer>(response).problems;
}

const unfinished = async (app: Harness) =>
  (await readdir(generationsDir(app.config.dataDir))).filter((name) => name.endsWith('.rendering'));

describe('a page that fails to render', () => {
  it('leaves the others served, is shown to staff, and is rendered again by the next publish', async () => {
    const editor = await tokenOf(EDITOR);
    const kajri = await created(editor, KAJRI);
    const path = `/article/${kajri.slug}`;
    // A folder where the article's page file must go: writing the page fails.
    const obstacle = join(servedRoot(h), 'article', kajri.slug, 'index.html');
    await mkdir(obstacle, { recursive: true });
    await writeFile(join(obstacle, 'left-here'), 'x');

    await act(editor, kajri, 'publish');

    const newsroom = await page(h, '/newsroom');
    expect(newsroom.statusCode).toBe(200);
    expect(newsroom.body).toContain(KAJRI.title);
    expect(await unfinished(h)).toEqual([]);
    const problems = await siteStatus(h, editor);
    expect(problems).toEqual([
      { path, entryId: kajri.id, reason: expect.stringMatching(/\S/), since: expect.any(String) },
    ]);
    expect(h.logs()).toContain('a page of the site could not be updated');
    const logged = h
      .logs()
      .split('\n')
      .find((line) => line.includes('a page of the site could not be updated'));
    expect(logged).toContain(kajri.id);
    expect(logged).toContain(kajri.slug);

    // The folder is gone: the next publish (of another entry) renders the failed page too.
    await rm(join(servedRoot(h), 'article', kajri.slug, 'index.html'), { recursive: true });
    await act(editor, await created(editor, DHRUPAD), 'publish');
    const retried = await page(h, path);
    expect(retried.statusCode).toBe(200);
    expect(retried.body).toContain(`<title>${KAJRI.title}`);
    expect(await siteStatus(h, editor)).toEqual([]);
  }, 180_000);
});

describe('the longest slug the slug rule allows', () => {
  it('is rendered and served: its page files fit the file system', async () => {
    const editor = await tokenOf(EDITOR);
    const slug = 'क'.repeat(SLUG_MAX_BYTES / 3);
    const response = await call(h, 'POST', '/api/content/articles', editor, { slug, data: KAJRI });
    expect(response.statusCode, response.body).toBe(201);
    await act(editor, body<EntryAnswer>(response).entry, 'publish');
    const served = await page(h, `/article/${encodeURIComponent(slug)}`);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain(`<title>${KAJRI.title}`);
    expect(await siteStatus(h, editor)).toEqual([]);
  }, 180_000);
});

describe('a restart', () => {
  it('whose render fails serves the last rendered site, logs it and shows it to staff', async () => {
    const editor = await tokenOf(EDITOR);
    await act(editor, await created(editor, KAJRI), 'publish');
    const served = servedRoot(h);
    expect((await page(h, '/newsroom')).body).toContain(KAJRI.title);

    // While no server renders, the store changes (another instance, a restore) and the last
    // generation's sitemap cannot be replaced: the start's render fails as a whole.
    await seedWebsite(tdb.database.db, defaultWebsiteSettings(), h.clock.now());
    await rm(join(served, 'sitemap.xml'));
    await mkdir(join(served, 'sitemap.xml', 'left-here'), { recursive: true });

    const env = { SITE_DIST: siteDist, PUBLIC_ORIGIN: BUILT_ORIGIN, DATA_DIR: h.config.dataDir };
    const again = await createHarness({ env, database: tdb.openAnother() });
    try {
      expect(again.app.siteFiles.current()?.root).toBe(served);
      const newsroom = await page(again, '/newsroom');
      expect(newsroom.statusCode).toBe(200);
      expect(newsroom.body).toContain(KAJRI.title);
      expect(again.logs()).toContain(
        'rendering the site at start failed: serving the last rendered site',
      );
      expect(await unfinished(again)).toEqual([]);
      expect(await siteStatus(again, editor)).toEqual([
        {
          path: null,
          entryId: null,
          reason: expect.stringMatching(/\S/),
          since: expect.any(String),
        },
      ]);
      expect(JSON.parse(await readFile(join(served, 'site.json'), 'utf8'))).toMatchObject({
        origin: BUILT_ORIGIN,
      });
    } finally {
      await again.close();
    }
  }, 180_000);
});
