// System Settings' Performance card (issue 39): this instance's media cache and its pages' last
// render times in the configuration answer, and "Render the site again": every page rendered
// anew in the background, audited, one at a time, for super admins only. The app serves and
// renders the same commit's site build, so the times are those of real renders.
import { describe, expect, it } from 'vitest';
import {
  AuthMessages,
  SiteRenderMessages,
  type ConfigurationAnswer,
  type MediaAnswer,
} from '@studio/contracts';
import { BUILT_ORIGIN, EDITOR, ROOT, useSiteContentApi } from '../support/content-api.js';
import { BOUNDARY, multipart, photo } from '../support/media.js';
import { body, call } from '../support/review.js';
import { withCookie } from '../support/harness.js';
import { PAGE_TIMES_KEPT } from '../../src/site/render-times.js';

const { h, tokenOf, auditOf } = useSiteContentApi();

async function performanceOf(token: string): Promise<ConfigurationAnswer['performance']> {
  const response = await call(h, 'GET', '/api/super-admin/configuration', token);
  expect(response.statusCode, response.body).toBe(200);
  return body<ConfigurationAnswer>(response).performance;
}

const renderAgain = (token: string) => call(h, 'POST', '/api/super-admin/site/render', token);

async function uploadedImage(token: string): Promise<MediaAnswer['item']> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: multipart('cache.png', await photo(120, 80).png().toBuffer(), 'image/png'),
    headers: {
      ...withCookie(h, token),
      origin: BUILT_ORIGIN,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<MediaAnswer>(response).item;
}

describe('the media cache in the configuration answer', () => {
  it('counts a file served from the database as a miss, then from the cache as a hit', async () => {
    const root = await tokenOf(ROOT);
    const before = (await performanceOf(root)).mediaCache;
    expect(before.limitBytes).toBe(h.config.mediaCacheMb * 1024 * 1024);
    const item = await uploadedImage(await tokenOf(EDITOR));

    const first = await h.app.inject({ method: 'GET', url: item.url });
    expect(first.statusCode).toBe(200);
    const second = await h.app.inject({ method: 'GET', url: item.url });
    expect(second.statusCode).toBe(200);
    const missing = await h.app.inject({
      method: 'GET',
      url: `/media/${'0'.repeat(32)}/no-such-file.png`,
    });
    expect(missing.statusCode).toBe(404);

    expect((await performanceOf(root)).mediaCache).toEqual({
      entries: before.entries + 1,
      bytes: before.bytes + first.rawPayload.length,
      limitBytes: before.limitBytes,
      hits: before.hits + 1,
      misses: before.misses + 2,
    });
  });
});

describe('the pages’ render times', () => {
  it('lists every page the start rendered, slowest first, none failed', async () => {
    const { pages, pagesTimed, siteRender } = await performanceOf(await tokenOf(ROOT));
    expect(siteRender).toEqual({ available: true, running: false, last: null });
    expect(pages.length).toBeGreaterThan(5);
    expect(pagesTimed).toBeGreaterThanOrEqual(pages.length);
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/newsroom']));
    const times = pages.map((page) => page.lastRenderMs);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const page of pages) {
      expect(page.failed, page.path).toBe(false);
      expect(page.renderedAt, page.path).toBe(h.clock.now().toISOString());
    }
  });
});

describe('POST /api/super-admin/site/render', () => {
  it('renders every page again, once at a time, audited with who asked', async () => {
    const root = await tokenOf(ROOT);
    h.clock.advance(60_000);
    const asked = h.clock.now().toISOString();

    // Two at once: one starts the render, the other is told that one is running.
    const answers = await Promise.all([renderAgain(root), renderAgain(root)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 409]);
    const started = answers.find((answer) => answer.statusCode === 202)!;
    expect(body(started)).toEqual({
      success: true,
      message: SiteRenderMessages.started,
      started: true,
    });
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(body(refused)).toEqual({ success: false, message: SiteRenderMessages.running });

    await h.app.siteRenderAgain.settled();
    const { pages, siteRender } = await performanceOf(root);
    expect(siteRender).toEqual({
      available: true,
      running: false,
      last: { finishedAt: asked, durationMs: expect.any(Number) as unknown, failedPages: 0 },
    });
    // Every page of the content now (emptied before each test: the default pages, no articles)
    // was rendered again; an article page the start rendered keeps its time of then. Read from
    // every time the instance keeps: the answer lists the slowest only, and a page's time leaves
    // out its share image (drawn once its generation is served), so the start's article pages
    // may be the slower ones.
    const again = h.app.siteRenderTimes
      .slowest(PAGE_TIMES_KEPT)
      .filter((page) => page.renderedAt === asked)
      .map((page) => page.path);
    expect(again).toEqual(expect.arrayContaining(['/', '/newsroom', '*']));
    expect(pages.every((page) => !page.failed)).toBe(true);

    const rows = await auditOf('site.render_requested');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorEmail: ROOT, createdAt: new Date(asked) });
  }, 180_000);

  it('refuses an admin (403) and starts nothing', async () => {
    const response = await renderAgain(await tokenOf(EDITOR));
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ success: false, message: AuthMessages.wrongRole });
    expect((await performanceOf(await tokenOf(ROOT))).siteRender.running).toBe(false);
    expect(await auditOf('site.render_requested')).toEqual([]);
  });
});
