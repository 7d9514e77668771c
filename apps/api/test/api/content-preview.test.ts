// Draft preview links: an editor asks for one, anyone holding it sees the entry's page with the
// working draft for 30 minutes, never cached or indexed, while the public page still shows what
// is published. On PGlite: nothing here depends on the database (test/README.md).
import { describe, expect, it } from 'vitest';
import { ContentTexts, DRAFT_PREVIEW_TTL_MS } from '@studio/contracts';
import { MINUTE } from '../../src/clock.js';
import { faq } from '../support/content.js';
import {
  EDITOR,
  ROOT,
  useSiteContentApi,
  type Entry,
  type EntryAnswer,
} from '../support/content-api.js';
import { body, call } from '../support/review.js';
import { inlineScriptHashes } from '../support/site.js';

const { h, tokenOf, created } = useSiteContentApi();

const PUBLISHED_ANSWER = 'Half on booking and half on delivery, by bank transfer or card.';
const DRAFT_ANSWER = 'From March: a third on booking, a third at the session, a third on delivery.';

interface PreviewAnswer {
  success: true;
  url: string;
  expiresAt: string;
}

/** A published FAQ whose working draft has a new answer. */
async function faqWithDraft(token: string): Promise<Entry> {
  const entry = await created(token, faq({ answer: PUBLISHED_ANSWER }), 'faqs');
  const publish = await call(h, 'POST', `/api/content/faqs/${entry.id}/publish`, token, {
    version: entry.version,
  });
  expect(publish.statusCode, publish.body).toBe(200);
  const live = body<EntryAnswer>(publish).entry;
  const save = await call(h, 'PUT', `/api/content/faqs/${live.id}`, token, {
    version: live.version,
    data: { ...live.data, answer: DRAFT_ANSWER },
  });
  expect(save.statusCode, save.body).toBe(200);
  return body<EntryAnswer>(save).entry;
}

async function previewOf(token: string, entry: Entry): Promise<PreviewAnswer> {
  const response = await call(h, 'POST', `/api/content/faqs/${entry.id}/preview`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return body<PreviewAnswer>(response);
}

const get = (url: string) => h.app.inject({ method: 'GET', url });

describe('draft preview links', () => {
  it('shows the working draft on its page, noindex and no-store, while /faq shows the published answer', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await faqWithDraft(editor);
    const preview = await previewOf(editor, entry);
    expect(preview.url).toMatch(/^\/preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(preview.expiresAt)).toBe(h.clock.now().getTime() + DRAFT_PREVIEW_TTL_MS);

    const page = await get(preview.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.body).toContain(DRAFT_ANSWER);
    expect(page.body).not.toContain(PUBLISHED_ANSWER);
    // It hydrates at /faq (no route answers its own address), then shows its own address again;
    // its CSP allows exactly its inline scripts, that one included.
    expect(page.body).toContain('history.replaceState(history.state,\'\',"/faq")');
    const scriptSources =
      /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSources).not.toContain('unsafe-inline');
    const hashes = inlineScriptHashes(page.body);
    expect(hashes.length).toBeGreaterThan(1);
    for (const hash of hashes) expect(scriptSources).toContain(hash);

    const published = await get('/faq');
    expect(published.body).toContain(PUBLISHED_ANSWER);
    expect(published.body).not.toContain(DRAFT_ANSWER);
    for (const file of ['/sitemap.xml', '/search-index.json', '/newsroom/rss.xml'])
      expect((await get(file)).body, file).not.toContain('/preview/');
  }, 120_000);

  it('shows a visible "Draft preview: not published" bar with the time its link expires; the live page none', async () => {
    const editor = await tokenOf(EDITOR);
    const preview = await previewOf(editor, await faqWithDraft(editor));
    const page = await get(preview.url);
    expect(page.statusCode).toBe(200);
    const bar = /<aside[^>]*aria-label="Draft preview"[^>]*>([\s\S]*?)<\/aside>/.exec(page.body);
    expect(bar?.[1]).toContain('Draft preview: not published');
    const expiry = new Date(preview.expiresAt);
    // In the page's language's own style (English: en-US), the time zone named after it.
    const words = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(expiry);
    expect(bar?.[1]).toContain(
      `This link expires <time dateTime="${expiry.toISOString()}">${words}</time> UTC.`,
    );
    // The live page draws no bar (its words come with every page's data, unused).
    expect((await get('/faq')).body).not.toMatch(/<aside[^>]*aria-label="Draft preview"/);
  }, 120_000);

  it('shows the newest draft to a link made for an earlier version', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await faqWithDraft(editor);
    const preview = await previewOf(editor, entry);
    const newer = 'Newest draft: paid in full on delivery for returning artists.';
    const save = await call(h, 'PUT', `/api/content/faqs/${entry.id}`, editor, {
      version: entry.version,
      data: { ...entry.data, answer: newer },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await get(preview.url)).body).toContain(newer);
  }, 120_000);

  it('answers 410 once the link has expired (30 minutes by the clock)', async () => {
    const editor = await tokenOf(EDITOR);
    const preview = await previewOf(editor, await faqWithDraft(editor));
    h.clock.advance(DRAFT_PREVIEW_TTL_MS - MINUTE);
    expect((await get(preview.url)).statusCode).toBe(200);
    h.clock.advance(MINUTE);
    const expired = await get(preview.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.headers['cache-control']).toBe('no-store');
    expect(expired.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(expired.body).toContain(ContentTexts.previewExpired);
    expect(expired.body).not.toContain(DRAFT_ANSWER);
  }, 120_000);

  it('answers 404 to a tampered link, whether its claim or its signature was changed', async () => {
    const editor = await tokenOf(EDITOR);
    const preview = await previewOf(editor, await faqWithDraft(editor));
    const [payload = '', signature = ''] = preview.url.slice('/preview/'.length).split('.');
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    const longer = Buffer.from(
      JSON.stringify([claim[0], claim[1], claim[2], Number(claim[3]) * 2]),
    );
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/preview/${longer.toString('base64url')}.${signature}`,
      `/preview/${payload}.${flipped}`,
      `/preview/${payload}`,
      '/preview/not-a-token',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.body, url).toContain(ContentTexts.previewNotFound);
      expect(answer.body, url).not.toContain(DRAFT_ANSWER);
    }
  }, 120_000);

  it('answers 404 once the entry is deleted', async () => {
    const root = await tokenOf(ROOT);
    const entry = await faqWithDraft(root);
    const preview = await previewOf(root, entry);
    const removed = await call(
      h,
      'DELETE',
      `/api/content/faqs/${entry.id}?version=${entry.version}`,
      root,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const answer = await get(preview.url);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain(ContentTexts.previewNotFound);
    const again = await call(h, 'POST', `/api/content/faqs/${entry.id}/preview`, root);
    expect(again.statusCode).toBe(404);
    expect(body(again)).toEqual({ success: false, message: ContentTexts.notFound });
  }, 120_000);

  it('is for admins and super admins: a visitor gets 401, a foreign origin 403, an unknown entry 404', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await faqWithDraft(editor);
    expect((await previewOf(await tokenOf(ROOT), entry)).success).toBe(true);

    const visitor = await call(h, 'POST', `/api/content/faqs/${entry.id}/preview`, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).toBe('no-store');

    const foreign = await h.app.inject({
      method: 'POST',
      url: `/api/content/faqs/${entry.id}/preview`,
      headers: {
        cookie: `${h.app.sessionCookieName}=${editor}`,
        origin: 'https://elsewhere.example',
      },
    });
    expect(foreign.statusCode).toBe(403);

    const unknown = await call(
      h,
      'POST',
      '/api/content/faqs/6f1c2a8e-0000-4000-8000-000000000000/preview',
      editor,
    );
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ success: false, message: ContentTexts.notFound });
    // The entry is an FAQ, not an article: another collection's route does not find it.
    const wrongType = await call(h, 'POST', `/api/content/articles/${entry.id}/preview`, editor);
    expect(wrongType.statusCode).toBe(404);
  }, 120_000);

  it('is in the OpenAPI document with its answer schema', async () => {
    const openapi = body<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>(await get('/api/docs/json'));
    const route = openapi.paths['/api/content/faqs/{id}/preview']?.post;
    expect(Object.keys(route?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '4XX', '5XX']),
    );
    expect(JSON.stringify(route?.responses['200'])).toContain('expiresAt');
    expect(Object.keys(openapi.paths).some((path) => path.startsWith('/preview'))).toBe(false);
  });
});
