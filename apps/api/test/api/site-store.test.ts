// The public site rendered from the content store: what an editor publishes through the content
// API is what /faq serves, without a restart; unpublished, it is gone. A restart on the same
// DATA_DIR serves the last rendered generation when the store has not changed. On PGlite only:
// what the store's queries read (only what is live) is content-entries.test.ts's, which runs on
// PostgreSQL too.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultWebsiteSettings } from '@studio/content/storeSeed';
import { seedWebsite } from '../../src/domain/content/website.js';
import { faq } from '../support/content.js';
import {
  BUILT_ORIGIN,
  EDITOR,
  useSiteContentApi,
  type Entry,
  type EntryAnswer,
} from '../support/content-api.js';
import { createHarness } from '../support/harness.js';
import { body, call } from '../support/review.js';
import { siteDist } from '../support/site.js';

const { h, tdb, tokenOf, created } = useSiteContentApi();

const CHOIRS = faq({
  category: 'general',
  question: 'Do you record choirs on location?',
  answer: 'Yes: our mobile rig records choirs in temples, halls and churches across the region.',
  order: 0,
});

async function acted(token: string, type: string, entry: Entry, action: string) {
  const response = await call(h, 'POST', `/api/content/${type}/${entry.id}/${action}`, token, {
    version: entry.version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<EntryAnswer>(response).entry;
}

const page = async (url: string) => (await h.app.inject({ method: 'GET', url })).body;

/** A shipped artwork as the store keeps images (its WebP at 480 and 960 px). */
const shipped = (name: string, width: number, height: number) => ({
  mediaId: `site:${name}`,
  alt: 'Monsoon Ragas',
  width,
  height,
  sources: [480, 960].map((w) => ({ url: `/images/${name}-${w}.webp`, width: w, format: 'webp' })),
});

/** A music release with a player, coming soon on home's Upcoming Releases. */
const MONSOON = {
  title: 'Monsoon Ragas',
  artist: 'Ananya Rao',
  kind: 'music',
  year: 2026,
  poster: shipped('cover-monsoon-letters', 960, 960),
  links: [],
  embed: { platform: 'spotify', id: '5mOnsoonRaga5' },
  featured: false,
  upcoming: {
    stage: 'coming-soon',
    portraitPoster: shipped('poster-sawan-ki-bhor', 960, 1440),
    link: { href: '/coming-soon', label: 'Get notified at launch' },
    order: 0,
  },
};

describe('the site rendered from the content store', () => {
  it('shows an FAQ published through the API on /faq at once, and not once it is unpublished', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor, CHOIRS, 'faqs');
    expect(await page('/faq')).not.toContain(CHOIRS.question);

    const live = await acted(editor, 'faqs', draft, 'publish');
    const published = await page('/faq');
    expect(published).toContain(CHOIRS.question);
    expect(published).toContain(CHOIRS.answer);

    await acted(editor, 'faqs', live, 'unpublish');
    const gone = await page('/faq');
    expect(gone).not.toContain(CHOIRS.question);
    expect(gone).not.toContain(CHOIRS.answer);
  }, 120_000);

  it('shows a release published with upcoming on home’s Upcoming Releases, and on /music only once it is out', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor, MONSOON, 'releases');
    expect(await page('/')).not.toContain('Monsoon Ragas');
    const preview = await call(h, 'POST', `/api/content/releases/${draft.id}/preview`, editor);
    expect(preview.statusCode, preview.body).toBe(200);
    // Not out yet: previewed where it shows, on home.
    const previewed = await page(body<{ url: string }>(preview).url);
    expect(previewed).toContain('history.replaceState(history.state,\'\',"/")');

    const live = await acted(editor, 'releases', draft, 'publish');
    const home = await page('/');
    // Upcoming Releases: from its heading to the next section's.
    const upcoming = home.slice(
      home.indexOf('id="upcoming-releases"'),
      home.indexOf('id="latest-content"'),
    );
    expect(upcoming).toContain('alt="Monsoon Ragas"');
    expect(upcoming).toContain('Coming Soon');
    expect(upcoming).toContain('/images/poster-sawan-ki-bhor-960.webp');
    expect(await page('/music')).not.toContain('Monsoon Ragas');

    const saved = await call(h, 'PUT', `/api/content/releases/${live.id}`, editor, {
      version: live.version,
      data: { ...MONSOON, upcoming: { ...MONSOON.upcoming, stage: 'latest' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await acted(editor, 'releases', body<EntryAnswer>(saved).entry, 'publish');
    const again = await page('/');
    expect(again.slice(again.indexOf('id="upcoming-releases"'))).toMatch(
      /alt="Monsoon Ragas"[^]*?>Latest Release</,
    );
    expect(await page('/music')).toContain('Monsoon Ragas');
  }, 120_000);

  it('a restart on the same data serves the generation it rendered last, until the store changes', async () => {
    // A store as a first start leaves it (the tests empty it): with website settings, which a
    // start would otherwise seed, changing the store.
    await seedWebsite(tdb.database.db, defaultWebsiteSettings(), h.clock.now());
    const editor = await tokenOf(EDITOR);
    await acted(editor, 'faqs', await created(editor, CHOIRS, 'faqs'), 'publish');
    const served = h.app.siteFiles.current()?.root;
    const manifest = JSON.parse(await readFile(join(served ?? '', 'site.json'), 'utf8')) as {
      origin: string;
      fingerprint: string;
    };
    expect(manifest).toEqual({
      origin: BUILT_ORIGIN,
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const env = { SITE_DIST: siteDist, PUBLIC_ORIGIN: BUILT_ORIGIN, DATA_DIR: h.dataDir };
    const again = await createHarness({ env, database: tdb.openAnother() });
    try {
      expect(again.app.siteFiles.current()?.root).toBe(served);
    } finally {
      await again.close();
    }

    // Changed while no server ran (another instance, a restore): the next start renders.
    await tdb.database.db.execute(
      sql`update content_entries set state = 'unpublished', live = null`,
    );
    const changed = await createHarness({ env, database: tdb.openAnother() });
    try {
      expect(changed.app.siteFiles.current()?.root).not.toBe(served);
      const faqPage = await changed.app.inject({ method: 'GET', url: '/faq' });
      expect(faqPage.body).not.toContain(CHOIRS.question);
    } finally {
      await changed.close();
    }
  }, 180_000);

  it.each([
    ['an older build’s fingerprint', '0'.repeat(64)],
    ['this build’s fingerprint (rendered after the upgrade by an earlier version)', null],
  ])(
    'a restart after an upgrade, on a generation with %s, renders every page on the new build, so each asset a page names is served',
    async (_name, fingerprint) => {
      await seedWebsite(tdb.database.db, defaultWebsiteSettings(), h.clock.now());
      const dataDir = await mkdtemp(join(tmpdir(), 'studio-upgrade-'));
      const env = { SITE_DIST: siteDist, PUBLIC_ORIGIN: BUILT_ORIGIN, DATA_DIR: dataDir };
      try {
        const first = await createHarness({ env, database: tdb.openAnother() });
        await first.app.siteReady;
        const served = first.app.siteFiles.current()?.root ?? '';
        await first.close();
        expect(served).toContain(dataDir);
        // The generation an older build left: its own asset files (not the root script this
        // build's pages load) and its own fingerprint (a content fingerprint names the build), or
        // this build's pages rendered into it by an earlier version (this build's fingerprint).
        const rootScript = (await readdir(join(served, 'assets'))).find((name) =>
          /^root-.*\.js$/.test(name),
        );
        expect(rootScript).toBeDefined();
        await rm(join(served, 'assets', rootScript ?? ''));
        if (fingerprint)
          await writeFile(
            join(served, 'site.json'),
            JSON.stringify({ origin: BUILT_ORIGIN, fingerprint }),
          );

        const upgraded = await createHarness({ env, database: tdb.openAnother() });
        try {
          await upgraded.app.siteReady;
          expect(upgraded.app.siteFiles.current()?.root).not.toBe(served);
          const faqPage = await upgraded.app.inject({ method: 'GET', url: '/faq' });
          expect(faqPage.statusCode).toBe(200);
          const assets = [...new Set(faqPage.body.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
          expect(assets).toContain(`/assets/${rootScript}`);
          for (const asset of assets) {
            const answer = await upgraded.app.inject({ method: 'GET', url: asset });
            expect(answer.statusCode, asset).toBe(200);
          }
        } finally {
          await upgraded.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
