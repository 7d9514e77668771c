import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { defaultSiteContent, storeSiteContent } from '@studio/content/languages';
import routes from '../routes';
import { alternatesOf, defaultSiteHead, headFor } from '../head/meta';
import { routeFor, servesIn, siteRoutes, staticPaths, titleOf } from '../routeTable';
import { storeWithOneStory } from '../test/publishedStores';
import { localHref } from './locale';

const ORIGIN = 'https://studio.example';

/** The hreflang links of a page's head, as `{hreflang: href}`. */
function hreflangs(tags: MetaDescriptor[]): Record<string, string> {
  return Object.fromEntries(
    tags.flatMap((tag) => {
      const link = tag as { rel?: string; hrefLang?: string; href?: string };
      return link.rel === 'alternate' && link.hrefLang && link.href
        ? [[link.hrefLang, link.href]]
        : [];
    }),
  );
}

describe('the site in Hindi and English', () => {
  it('English keeps its addresses; Hindi serves only the pages written in it, under /hi', () => {
    const paths = routes.map((route) => route.path ?? '/');
    expect(paths).toEqual(
      expect.arrayContaining(['/music', '/hi', '/hi/music', '/hi/article/:slug']),
    );
    expect(paths).not.toContain('/hi/company');
    expect(staticPaths('hi')).toEqual(expect.arrayContaining(['/hi/', '/hi/faq', '/hi/contact']));
    expect(staticPaths('hi')).not.toContain('/hi/careers');
  });

  it('every route Hindi serves has its Hindi words, and Hindi has words for no other', async () => {
    const served = siteRoutes.filter((route) => servesIn(route, 'hi')).map((route) => route.id);
    const words = await defaultSiteContent.hi.words();
    expect(Object.keys(words.routes).sort()).toEqual([...served].sort());
    expect(titleOf(routeFor('/music'), words.routes)).toBe('संगीत');
    expect(titleOf(routeFor('/music'))).toBe('Music');
  });

  it('a translated page and its translation name each other, and English as x-default', () => {
    const site = defaultSiteHead(ORIGIN);
    const english = hreflangs(headFor(site, '/music'));
    const hindi = hreflangs(headFor(site, '/hi/music'));
    expect(english).toEqual({
      en: `${ORIGIN}/music`,
      hi: `${ORIGIN}/hi/music`,
      'x-default': `${ORIGIN}/music`,
    });
    expect(hindi).toEqual(english);
  });

  it('a page in one language lists no alternates', () => {
    expect(hreflangs(headFor(defaultSiteHead(ORIGIN), '/company'))).toEqual({});
    expect(alternatesOf('/article/some-story', { en: '/article/some-story' })).toEqual({});
  });

  it("links on a Hindi page lead to the Hindi page where there is one, else to English's", () => {
    expect(localHref('hi', '/music')).toBe('/hi/music');
    expect(localHref('hi', '/')).toBe('/hi/');
    expect(localHref('hi', '/faq#booking')).toBe('/hi/faq#booking');
    expect(localHref('hi', '/company')).toBe('/company');
    expect(localHref('en', '/music')).toBe('/music');
    expect(localHref('hi', '/super-admin/login')).toBe('/super-admin/login');
  });

  it('the default content in Hindi has the Hindi stories and words', async () => {
    const hindi = defaultSiteContent.hi;
    const { all } = await hindi.articles();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.every((article) => /[\u0900-\u097F]/.test(article.id))).toBe(true);
    expect((await hindi.identity()).name).toBe('सरगम स्टूडियोज़');
    expect((await hindi.page('newsroom')).heading).toMatch(/[\u0900-\u097F]/);
  });

  it('nothing falls back: a store with no live Hindi translation has no Hindi story', async () => {
    const site = storeSiteContent(storeWithOneStory());
    expect((await site.en.articles()).all.map((article) => article.id)).toEqual(['a-story']);
    expect((await site.hi.articles()).all).toEqual([]);
    const translated = storeSiteContent(storeWithOneStory('एक कहानी'));
    const [story] = (await translated.hi.articles()).all;
    expect(story).toMatchObject({
      id: 'एक-कहानी',
      key: 'e1',
      title: 'एक कहानी',
      date: '1 दिसंबर 2026',
    });
  });
});
