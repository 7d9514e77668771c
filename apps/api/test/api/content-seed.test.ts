import { describe, expect, it } from 'vitest';
import {
  CONTENT_STATES,
  CONTENT_TYPE_IDS,
  CONTENT_TYPES,
  REVISION_REASONS,
  slugify,
  type WebsiteSettings,
} from '@studio/contracts';
import { faq } from '@studio/content/faq';
import { help } from '@studio/content/help';
import { defaultWebsiteSettings } from '@studio/content/storeSeed';
import { CONTENT_REVISION_REASON_VALUES, CONTENT_STATE_VALUES } from '../../src/db/schema.js';
import { defaultContentSeed, seedContentStore } from '../../src/domain/content/seed.js';
import { readPublishedContent } from '../../src/domain/content/published.js';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { useApi } from '../support/api.js';
import { seedUser, sessionTokenFor } from '../support/harness.js';
import { body, call } from '../support/review.js';

// Not emptied between tests: what the first start stored is what is looked at.
const { h, tdb } = useApi({ reset: 'never' });

async function editorToken(): Promise<string> {
  const editor = await seedUser(tdb.database, { email: 'editor@studio.test', role: 'admin' });
  return sessionTokenFor(h, tdb.database, editor);
}
let token: Promise<string> | undefined;
const tokenOnce = () => (token ??= editorToken());

describe('the first start', () => {
  it('publishes the default FAQs and help topics, so the site shows what it did before', async () => {
    const faqs = body<{
      total: number;
      items: { id: string; state: string; version: number; label: string }[];
    }>(
      await call(
        h,
        'GET',
        '/api/content/faqs?state=published&pageSize=100&sort=updated-asc',
        await tokenOnce(),
      ),
    );
    expect(faqs.total).toBe(faq.items.length);
    expect(faqs.items.map((item) => item.label).sort()).toEqual(
      faq.items.map((item) => item.question).sort(),
    );
    // Stored as a create and a publish would have: version 2, a save and a publish revision.
    const [seeded] = faqs.items;
    expect(seeded).toMatchObject({ state: 'published', version: 2 });
    const revisions = body<{ items: { number: number; reason: string }[] }>(
      await call(h, 'GET', `/api/content/faqs/${seeded!.id}/revisions`, await tokenOnce()),
    );
    expect(revisions.items.map((r) => [r.number, r.reason])).toEqual([
      [2, 'publish'],
      [1, 'save'],
    ]);
    const topics = body<{ total: number }>(
      await call(h, 'GET', '/api/content/help-topics?state=published', await tokenOnce()),
    );
    expect(topics.total).toBe(help.topics.length);
    const first = help.topics[0]!;
    const resolved = await resolveSlug(tdb.database.db, 'help-topics', slugify(first.title));
    expect(resolved).toMatchObject({ kind: 'live', data: { title: first.title } });
  });

  it('publishes every collection of the default content, each entry of it', async () => {
    const { entries } = defaultContentSeed({ studioName: 'Sargam Studios', now: h.clock.now() });
    for (const type of CONTENT_TYPE_IDS) {
      const seeded = entries.filter((entry) => entry.type === type).length;
      const list = body<{ total: number }>(
        await call(h, 'GET', `/api/content/${type}?state=published`, await tokenOnce()),
      );
      expect(list.total, type).toBe(seeded);
    }
    for (const type of ['releases', 'tracks', 'team-members', 'leadership', 'jobs'] as const) {
      const list = body<{ total: number }>(
        await call(h, 'GET', `/api/content/${type}?state=published`, await tokenOnce()),
      );
      expect(list.total, type).toBeGreaterThan(0);
    }
  });

  it('lists every collection on the site in the default content’s order (jobs, releases of a year, …)', async () => {
    const published = await readPublishedContent(tdb.database.db);
    for (const type of CONTENT_TYPE_IDS) {
      const seeded = defaultContentSeed({ studioName: 'Studio', now: new Date() }).entries.filter(
        (entry) => entry.type === type,
      );
      const slugOf = (data: Record<string, unknown>) =>
        slugify(String(data[CONTENT_TYPES[type].slugFrom] ?? ''));
      if (type === 'articles') {
        // Articles are listed newest date first, whatever order they were written in.
        expect(new Set(published.entries.articles.map((entry) => entry.slug))).toEqual(
          new Set(seeded.map((entry) => slugOf(entry.data))),
        );
        continue;
      }
      expect(
        published.entries[type].map((entry) => entry.slug),
        type,
      ).toEqual(seeded.map((entry) => slugOf(entry.data)));
    }
  });

  it('stores the website settings: the default identity, launch date and page words', async () => {
    const read = await call(h, 'GET', '/api/website', await tokenOnce());
    expect(read.statusCode).toBe(200);
    const { website } = body<{ website: { version: number; settings: WebsiteSettings } }>(read);
    const defaults = defaultWebsiteSettings({ now: h.clock.now() });
    expect(website).toMatchObject({ version: 1, settings: defaults });
    expect(website.settings.identity.name).toBe('Sargam Studios');
  });

  it('seeds only a store that never held an entry, and settings only once', async () => {
    const seed = defaultContentSeed({ studioName: 'Another Name', now: h.clock.now() });
    expect(await seedContentStore(tdb.database.db, seed, h.clock.now())).toEqual({
      entries: 0,
      website: false,
      media: 0,
    });
    const { website } = body<{ website: { version: number; settings: WebsiteSettings } }>(
      await call(h, 'GET', '/api/website', await tokenOnce()),
    );
    expect(website.settings.identity.name).toBe('Sargam Studios');
  });
});

describe('the content tables', () => {
  it('hold the states and revision reasons the contracts name', () => {
    expect([...CONTENT_STATE_VALUES]).toEqual([...CONTENT_STATES]);
    expect([...CONTENT_REVISION_REASON_VALUES]).toEqual([...REVISION_REASONS]);
  });
});
