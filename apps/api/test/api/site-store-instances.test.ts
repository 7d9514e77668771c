// Two instances on one database, both rendering the site from the content store: an FAQ
// published through one shows on the other's /faq once the publish notice arrives, as that
// instance reads the store again (a notice names pages, never their content). PGlite, and
// PostgreSQL (each instance with its own pool and listener) with TEST_DATABASE_URL.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useTwoApis } from '../support/api.js';
import { faq } from '../support/content.js';
import { BUILT_ORIGIN, EDITOR, contentCalls, type EntryAnswer } from '../support/content-api.js';
import type { Harness } from '../support/harness.js';
import { body, call } from '../support/review.js';
import { siteDist } from '../support/site.js';

const { a, b, tdb } = useTwoApis({
  users: [{ email: EDITOR, role: 'admin' }],
  harness: { env: { SITE_DIST: siteDist, PUBLIC_ORIGIN: BUILT_ORIGIN } },
});

const QUESTION = 'Can two studios record one session together?';
const faqPage = async (h: Harness) => (await h.app.inject({ method: 'GET', url: '/faq' })).body;

/** Polls until `h` serves /faq with (or without) the question; how long is a benchmark row. */
async function faqShows(h: Harness, shown: boolean): Promise<void> {
  while ((await faqPage(h)).includes(QUESTION) !== shown) await sleep(100);
}

describe('the site rendered from the content store on two instances', () => {
  it('shows an FAQ published on one instance on the other, and takes it down on both', async () => {
    const { tokenOf, created } = contentCalls({ h: a, tdb });
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor, faq({ question: QUESTION }), 'faqs');
    const publish = await call(a, 'POST', `/api/content/faqs/${draft.id}/publish`, editor, {
      version: draft.version,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await faqPage(a)).toContain(QUESTION);
    await faqShows(b, true);

    const live = body<EntryAnswer>(publish).entry;
    const unpublish = await call(b, 'POST', `/api/content/faqs/${live.id}/unpublish`, editor, {
      version: live.version,
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    expect(await faqPage(b)).not.toContain(QUESTION);
    await faqShows(a, false);
  }, 180_000);
});
