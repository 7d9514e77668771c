// The Hindi site's own feeds and search against the real server: a story an editor writes in
// English is in no Hindi file until its Hindi translation is published; then the Hindi feeds, the
// Hindi search index and the header search of a Hindi page find it, in Hindi, at its Hindi address.
import { describe, expect, it } from 'vitest';
import { paragraph, richText } from '@studio/content/richText';
import { axeViolations, openPage, viewports } from './support/browser';
import { ROOT, TITLE, contentApi, fetched, signIn } from './support/content';
import { serverAndBrowser } from './support/server';

const HINDI_TITLE = 'बरसात के मौसम में रिकॉर्डिंग की बुकिंग शुरू';
const HINDI_SLUG = 'बरसात-की-बुकिंग';
/** A word only the translation's body holds. */
const HINDI_WORD = 'मानसून';

const run = serverAndBrowser({
  SUPER_ADMIN_EMAIL: ROOT.email,
  SUPER_ADMIN_PASSWORD: ROOT.password,
});

/** The Hindi files a story must be in once translated, and in none before. */
async function inHindiFiles(): Promise<Record<string, boolean>> {
  const [rss, atom, index, sitemap] = await Promise.all(
    ['/hi/newsroom/rss.xml', '/hi/newsroom/atom.xml', '/hi/search-index.json', '/sitemap.xml'].map(
      (path) => fetched(run.server, path),
    ),
  );
  const address = encodeURI(`/hi/article/${HINDI_SLUG}`);
  return {
    rss: rss!.text.includes(HINDI_TITLE) && rss!.text.includes(`${run.server.origin}${address}`),
    atom: atom!.text.includes(HINDI_TITLE),
    search: index!.text.includes(HINDI_TITLE) && index!.text.includes(`/hi/article/${HINDI_SLUG}`),
    sitemap: sitemap!.text.includes(`${run.server.origin}${address}`),
  };
}

describe('the site in Hindi', () => {
  it('lists a story in the Hindi feeds, index and sitemap only once its Hindi translation is published', async () => {
    const cookie = await signIn(run.server);
    const api = contentApi(run.server, cookie);
    const english = await api.publish(await api.create());
    expect(english.state).toBe('published');
    const none = { rss: false, atom: false, search: false, sitemap: false };
    expect(await inHindiFiles()).toEqual(none);
    // Nothing of the English story under a Hindi address.
    expect((await fetched(run.server, '/hi/newsroom/rss.xml')).text).not.toContain(TITLE);
    expect((await fetched(run.server, '/hi/search-index.json')).text).not.toContain(TITLE);

    const created = await fetch(
      `${run.server.origin}/api/content/articles/${english.id}/translations`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: run.server.origin, cookie },
        body: JSON.stringify({
          locale: 'hi',
          slug: HINDI_SLUG,
          data: {
            title: HINDI_TITLE,
            subtitle: 'पूरे बैंड के साथ एक दिन बुक करें',
            author: 'स्टूडियो न्यूज़रूम',
            summary: 'लाइव रूम बरसात के सेशन के लिए खुल गया है।',
            body: richText(
              paragraph(`खिड़की के बाहर ${HINDI_WORD} के साथ हमारा लाइव रूम अब रिकॉर्ड करता है।`),
            ),
            tags: ['सेशन'],
          },
        }),
      },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { entry: translation } = (await created.json()) as {
      entry: { id: string; version: number; slug: string; state: string };
    };
    expect(await api.publish(translation)).toMatchObject({ state: 'published' });
    expect(await inHindiFiles()).toEqual({ rss: true, atom: true, search: true, sitemap: true });

    const rss = await fetched(run.server, '/hi/newsroom/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/xml/);
    expect(rss.text).toContain('<language>hi</language>');
    expect(rss.text).not.toContain(TITLE);
    const index = await fetched(run.server, '/hi/search-index.json');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/application\/json/);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const documents = JSON.parse(index.text) as { url: string }[];
    expect(documents.every((document) => document.url.startsWith('/hi/'))).toBe(true);
  }, 120_000);

  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`at ${viewport.width} px, the header search on /hi/ finds the story by a Hindi word and opens its Hindi page`, async () => {
      const { context, page, consoleErrors } = await openPage(
        run.browser,
        run.server.origin,
        viewport,
      );
      const indexes: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('search-index.json')) indexes.push(pathname);
      });
      await page.goto(`${run.server.origin}/hi/`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('banner').getByRole('searchbox').focus();
      await page.keyboard.type(HINDI_WORD);
      const option = page.getByRole('option', { name: new RegExp(HINDI_TITLE) });
      await option.waitFor();
      expect(await page.getByRole('option').count()).toBe(1);
      await option.click();
      await page.waitForURL((url) => url.pathname.startsWith('/hi/article/'));
      expect(decodeURI(new URL(page.url()).pathname)).toBe(`/hi/article/${HINDI_SLUG}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(HINDI_TITLE);
      expect(indexes).toEqual(['/hi/search-index.json']);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('the Hindi search page finds the story in Hindi words, links to its Hindi page, and is axe clean', async () => {
    const { context, page, consoleErrors } = await openPage(run.browser, run.server.origin);
    await page.goto(`${run.server.origin}/hi/search?q=${encodeURIComponent(HINDI_WORD)}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page
      .getByRole('status')
      .filter({ hasText: `"${HINDI_WORD}" के लिए 1 नतीजा` })
      .waitFor();
    const results = page.getByRole('list', { name: 'खोज के नतीजे' }).getByRole('link');
    expect(await results.count()).toBe(1);
    expect(decodeURI((await results.first().getAttribute('href')) ?? '')).toBe(
      `/hi/article/${HINDI_SLUG}`,
    );
    expect(await results.first().textContent()).toContain('ख़बर');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
