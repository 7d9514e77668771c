import { describe, expect, it } from 'vitest';
import { CONTENT_STATES, REVISION_REASONS, slugify } from '@studio/contracts';
import { faq } from '@studio/content/faq';
import { help } from '@studio/content/help';
import { CONTENT_REVISION_REASON_VALUES, CONTENT_STATE_VALUES } from '../../src/db/schema.js';
import { defaultContentSeed, seedContentStore } from '../../src/domain/content/seed.js';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { useApi } from '../support/api.js';
import { seedUser, sessionTokenFor } from '../support/harness.js';
import { body, call } from '../support/review.js';

// Not emptied between tests: what the first start stored is what is looked at.
const { h, tdb } = useApi({ reset: 'never' });

describe('the first start', () => {
  it('publishes the default FAQs and help topics, so the site shows what it did before', async () => {
    const editor = await seedUser(tdb.database, { email: 'editor@studio.test', role: 'admin' });
    const token = await sessionTokenFor(h, tdb.database, editor);
    const faqs = body<{
      total: number;
      items: { id: string; state: string; version: number; label: string }[];
    }>(
      await call(
        h,
        'GET',
        '/api/content/faqs?state=published&pageSize=100&sort=updated-asc',
        token,
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
      await call(h, 'GET', `/api/content/faqs/${seeded!.id}/revisions`, token),
    );
    expect(revisions.items.map((r) => [r.number, r.reason])).toEqual([
      [2, 'publish'],
      [1, 'save'],
    ]);
    const topics = body<{ total: number }>(
      await call(h, 'GET', '/api/content/help-topics?state=published', token),
    );
    expect(topics.total).toBe(help.topics.length);
    const first = help.topics[0]!;
    const resolved = await resolveSlug(tdb.database.db, 'help-topics', slugify(first.title));
    expect(resolved).toMatchObject({ kind: 'live', data: { title: first.title } });
  });

  it('seeds only a store that never held an entry', async () => {
    expect(await seedContentStore(tdb.database.db, defaultContentSeed(), h.clock.now())).toBe(0);
  });
});

describe('the content tables', () => {
  it('hold the states and revision reasons the contracts name', () => {
    expect([...CONTENT_STATE_VALUES]).toEqual([...CONTENT_STATES]);
    expect([...CONTENT_REVISION_REASON_VALUES]).toEqual([...REVISION_REASONS]);
  });
});
