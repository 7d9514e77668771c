import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  CONTENT_STATES,
  CONTENT_TYPE_IDS,
  CONTENT_TYPES,
  REVISION_REASONS,
  slugify,
  type WebsiteSettings,
  type WebsiteTranslationView,
} from '@studio/contracts';
import { faq } from '@studio/content/faq';
import { help } from '@studio/content/help';
import { hindiArticles, hindiIdentity, hindiPages } from '@studio/content/hi/index';
import { defaultWebsiteSettings, defaultWebsiteTranslation } from '@studio/content/storeSeed';
import {
  CONTENT_REVISION_REASON_VALUES,
  CONTENT_STATE_VALUES,
  auditLog,
  contentEntries,
  websiteSettings,
} from '../../src/db/schema.js';
import { defaultContentSeed, seedContentStore } from '../../src/domain/content/seed.js';
import { readPublishedContent, readPublishedEntries } from '../../src/domain/content/published.js';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { readWebsiteTranslation } from '../../src/domain/content/website.js';
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
    const rows = async () =>
      (await tdb.database.db.select({ rows: count() }).from(contentEntries))[0]?.rows;
    const before = await rows();
    const seed = defaultContentSeed({ studioName: 'Another Name', now: h.clock.now() });
    expect(await seedContentStore(tdb.database.db, seed, h.clock.now())).toEqual({
      entries: 0,
      translations: 0,
      website: false,
      media: 0,
    });
    expect(await rows()).toBe(before);
    const { website } = body<{ website: { version: number; settings: WebsiteSettings } }>(
      await call(h, 'GET', '/api/website', await tokenOnce()),
    );
    expect(website.settings.identity.name).toBe('Sargam Studios');
    const hindi = body<{ website: WebsiteTranslationView }>(
      await call(h, 'GET', '/api/website/translations/hi', await tokenOnce()),
    );
    expect(hindi.website).toMatchObject({
      version: 1,
      settings: { identity: { name: hindiIdentity.name } },
    });
  });
});

describe('the first start in Hindi', () => {
  const seededHindi = () =>
    defaultContentSeed({ studioName: 'Sargam Studios', now: new Date() }).entries.filter(
      (entry) => entry.translations?.hi,
    );

  it('publishes the Hindi articles under their Devanagari slugs, and the other Hindi entries', async () => {
    const published = await readPublishedEntries(tdb.database.db, 'hi');
    const stored = hindiArticles.filter((article) =>
      seededHindi().some((entry) => entry.translations?.hi?.slug === article.slug),
    );
    // Every Hindi article but the general one's, which is not an entry (see storeArticles.ts).
    expect(stored.length).toBe(hindiArticles.length - 1);
    expect(new Set(published.articles.map((entry) => entry.slug))).toEqual(
      new Set(stored.map((article) => article.slug)),
    );
    const [featured] = hindiArticles;
    expect(published.articles.find((entry) => entry.slug === featured?.slug)?.data).toMatchObject({
      title: featured?.title,
      summary: featured?.text,
      // The neutral fields are the English article's.
      category: 'Music',
      date: '2024-08-26',
    });
    expect(published.faqs.map((entry) => entry.data.question)).toEqual(
      hindiPages.faq.items.map((item) => item.question),
    );
    expect(published.tracks.map((entry) => entry.data.title).sort()).toEqual(
      hindiPages.trackLibrary.tracks.map((track) => track.title).sort(),
    );
    expect(published['team-members'].map((entry) => entry.data.name)).toEqual(
      hindiPages.about.team.members.map((member) => member.name),
    );
    for (const type of CONTENT_TYPE_IDS)
      expect(published[type].length, type).toBe(
        seededHindi().filter((entry) => entry.type === type).length,
      );
    expect(published.leadership).toEqual([]);
  });

  it('lists each Hindi translation as published beside its English entry, as a create and a publish would store it', async () => {
    const list = body<{
      items: {
        id: string;
        label: string;
        translations?: { hi?: { id: string; state: string } };
      }[];
    }>(await call(h, 'GET', '/api/content/articles?pageSize=100', await tokenOnce()));
    const translated = list.items.filter((item) => item.translations?.hi);
    expect(translated.length).toBe(hindiArticles.length - 1);
    for (const item of translated)
      expect(item.translations?.hi?.state, item.label).toBe('published');
    const [first] = translated;
    const read = body<{ entry: { locale: string; version: number; slug: string } }>(
      await call(
        h,
        'GET',
        `/api/content/articles/${first?.translations?.hi?.id}`,
        await tokenOnce(),
      ),
    );
    expect(read.entry).toMatchObject({ locale: 'hi', version: 2 });
    expect(read.entry.slug).toMatch(/\p{Script=Devanagari}/u);
    const revisions = body<{ items: { number: number; reason: string }[] }>(
      await call(
        h,
        'GET',
        `/api/content/articles/${first?.translations?.hi?.id}/revisions`,
        await tokenOnce(),
      ),
    );
    expect(revisions.items.map((r) => [r.number, r.reason])).toEqual([
      [2, 'publish'],
      [1, 'save'],
    ]);
    const created = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.created'));
    expect(
      created.find((row) => row.details?.['entryId'] === first?.translations?.hi?.id)?.details,
    ).toMatchObject({ type: 'articles', locale: 'hi', sourceId: first?.id });
  });

  it('stores the website settings’ Hindi words: the Hindi identity and the Hindi pages’ copy', async () => {
    const read = await call(h, 'GET', '/api/website/translations/hi', await tokenOnce());
    expect(read.statusCode).toBe(200);
    const { website } = body<{ website: WebsiteTranslationView }>(read);
    expect(website.version).toBe(1);
    expect(website.settings).toEqual(defaultWebsiteTranslation('hi'));
    expect(website.settings.identity?.name).toBe(hindiIdentity.name);
  });

  it('leaves a store from before the Hindi default content without Hindi words', async () => {
    const db = tdb.database.db;
    const [words] = await db
      .select()
      .from(websiteSettings)
      .where(eq(websiteSettings.id, 'site:hi'));
    await db.delete(websiteSettings).where(eq(websiteSettings.id, 'site:hi'));
    try {
      const seed = defaultContentSeed({ studioName: 'Sargam Studios', now: h.clock.now() });
      expect(await seedContentStore(db, seed, h.clock.now())).toMatchObject({ website: false });
      expect(await readWebsiteTranslation(db, 'hi')).toMatchObject({ version: 0, settings: {} });
    } finally {
      if (words) await db.insert(websiteSettings).values(words);
    }
  });
});

describe('the content tables', () => {
  it('hold the states and revision reasons the contracts name', () => {
    expect([...CONTENT_STATE_VALUES]).toEqual([...CONTENT_STATES]);
    expect([...CONTENT_REVISION_REASON_VALUES]).toEqual([...REVISION_REASONS]);
  });
});
