// An article's life through the content API against the real server: written as a draft, seen
// through its preview link (and nowhere else), published and then found by a new visitor on the
// newsroom, its own page, the sitemap, both feeds and the search; unpublished, it leaves them all
// and its address shows what any unknown article shows. (Two instances on PostgreSQL:
// instances.e2e.test.ts.)
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import {
  BODY_LINE,
  ROOT,
  SLUG,
  TITLE,
  contentApi,
  everywhere,
  fetched,
  found,
  nowhere,
  signIn,
} from './support/content';
import { serverAndBrowser } from './support/server';

describe('an article from draft to published and back', () => {
  const run = serverAndBrowser({
    SUPER_ADMIN_EMAIL: ROOT.email,
    SUPER_ADMIN_PASSWORD: ROOT.password,
  });

  it('is previewed privately, published for every visitor without a restart, then taken down', async () => {
    const api = contentApi(run.server, await signIn(run.server));
    const draft = await api.create();
    expect(draft).toMatchObject({ state: 'draft', slug: SLUG });
    expect(await everywhere(run.server)).toEqual(nowhere);

    // The preview: the draft as its page, for whoever has the link, never cached or indexed.
    const { url } = await api.preview(draft);
    const preview = await fetched(run.server, new URL(url, run.server.origin).pathname);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain(TITLE);
    expect(preview.text).toContain(BODY_LINE);
    expect(preview.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(preview.headers.get('cache-control')).toContain('no-store');
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    // At 390 px the draft bar (two lines there) sits above the page, covering none of it.
    const phone = await openPage(run.browser, run.server.origin, { width: 390, height: 844 });
    await phone.page.goto(new URL(url, run.server.origin).href);
    const bar = await phone.page
      .getByRole('complementary', { name: 'Draft preview' })
      .boundingBox();
    const back = await phone.page
      .getByRole('link', { name: /Back to/ })
      .first()
      .boundingBox();
    expect(bar && back && bar.y + bar.height <= back.y).toBe(true);
    await phone.context.close();
    expect(await everywhere(run.server)).toEqual(nowhere);

    // Published: a new visitor finds it on the newsroom and its page, and in every list.
    const live = await api.publish(draft);
    expect(live.state).toBe('published');
    expect(await everywhere(run.server)).toEqual(found);
    const visitor = await openPage(run.browser, run.server.origin);
    await visitor.page.goto(`${run.server.origin}/newsroom`);
    await visitor.page
      .getByRole('link', { name: new RegExp(TITLE) })
      .first()
      .click();
    await visitor.page.waitForURL(`${run.server.origin}/article/${SLUG}`);
    await expect
      .poll(() => visitor.page.getByRole('heading', { level: 1 }).textContent())
      .toBe(TITLE);
    expect(await visitor.page.getByText(BODY_LINE).isVisible()).toBe(true);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();

    // Unpublished: gone from every list, and its address answers 404 with the general studio
    // article under the notice that the story is no longer here.
    const down = await api.unpublish(live);
    expect(down.state).toBe('unpublished');
    expect(await everywhere(run.server)).toEqual(nowhere);
    const unknown = await fetched(run.server, '/article/no-such-story-here');
    const gone = await fetched(run.server, `/article/${SLUG}`);
    expect(unknown.status).toBe(404);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('is not here, or is no longer here');
    const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(headingOf(gone.text)).toBe(headingOf(unknown.text));
    expect(gone.text).not.toContain(BODY_LINE);
  });
});
