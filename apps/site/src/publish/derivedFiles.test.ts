import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteContent, storeSiteContent, type SiteContent } from '@studio/content/languages';
import type { SearchDocument } from '../search/searchDocument';
import { storeWithOneStory } from '../test/publishedStores';
import { writeDerivedFiles } from './derivedFiles';

const ORIGIN = 'https://studio.example';
const DEVANAGARI = /[\u0900-\u097F]/;

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** Writes the derived files of `content` into a new directory; reads one back by its path. */
async function derive(content: SiteContent) {
  const root = await mkdtemp(join(tmpdir(), 'derived-'));
  roots.push(root);
  await writeDerivedFiles(root, { origin: ORIGIN }, content);
  return (path: string) => readFile(join(root, path), 'utf8');
}

/** Each `<url>` of a sitemap: its address and its alternates as `{hreflang: href}`. */
function sitemapUrls(xml: string): Map<string, Record<string, string>> {
  const urls = new Map<string, Record<string, string>>();
  for (const [, body = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = decodeURI(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '');
    const links = [
      ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ];
    urls.set(
      loc,
      Object.fromEntries(links.map(([, lang = '', href = '']) => [lang, decodeURI(href)])),
    );
  }
  return urls;
}

const itemLinks = (rss: string) =>
  [...rss.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(([, link = '']) => decodeURI(link));

describe('the derived files of the site in every language', () => {
  it('list the Hindi pages in sitemap.xml beside the English ones, each naming the other and English as x-default', async () => {
    const read = await derive(defaultSiteContent);
    const xml = await read('sitemap.xml');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = sitemapUrls(xml);
    const music = {
      en: `${ORIGIN}/music`,
      hi: `${ORIGIN}/hi/music`,
      'x-default': `${ORIGIN}/music`,
    };
    expect(urls.get(`${ORIGIN}/music`)).toEqual(music);
    expect(urls.get(`${ORIGIN}/hi/music`)).toEqual(music);
    expect(urls.get(`${ORIGIN}/hi/`)).toEqual({
      en: `${ORIGIN}/`,
      hi: `${ORIGIN}/hi/`,
      'x-default': `${ORIGIN}/`,
    });
    // A story and its translation, by the entry's key.
    const hindiStory = (await defaultSiteContent.hi.articles()).all[0]!;
    const hindiUrl = `${ORIGIN}/hi/article/${hindiStory.id}`;
    expect(urls.get(hindiUrl)?.hi).toBe(hindiUrl);
    const englishUrl = urls.get(hindiUrl)?.en;
    expect(englishUrl).toMatch(new RegExp(`^${ORIGIN}/article/`));
    expect(urls.get(englishUrl!)).toEqual(urls.get(hindiUrl));
    expect(urls.get(hindiUrl)?.['x-default']).toBe(englishUrl);
  });

  it('list an English-only page without alternates, and no Hindi page that does not exist or is not indexed', async () => {
    const urls = sitemapUrls(await (await derive(defaultSiteContent))('sitemap.xml'));
    expect(urls.get(`${ORIGIN}/company`)).toEqual({});
    expect(urls.has(`${ORIGIN}/hi/company`)).toBe(false);
    expect(urls.has(`${ORIGIN}/hi/search`)).toBe(false);
    expect(urls.has(`${ORIGIN}/search`)).toBe(false);
  });

  it('give each language its own feeds: the Hindi ones list only the Hindi stories, in Hindi, at their Hindi addresses', async () => {
    const read = await derive(defaultSiteContent);
    const hindiStories = (await defaultSiteContent.hi.articles()).all;
    const rss = await read('hi/newsroom/rss.xml');
    expect(rss).toContain('<language>hi</language>');
    expect(rss).toContain('<title>सरगम स्टूडियोज़ न्यूज़रूम</title>');
    expect(itemLinks(rss)).toEqual(hindiStories.map((story) => `${ORIGIN}/hi/article/${story.id}`));
    // Titles are sent as escaped text (see feeds.ts).
    for (const story of hindiStories) expect(rss).toContain(story.title.replace(/"/g, '&quot;'));
    const atom = await read('hi/newsroom/atom.xml');
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="hi">');
    expect(atom).toContain(`${ORIGIN}/hi/newsroom/atom.xml`);

    const english = await read('newsroom/rss.xml');
    expect(english).toContain('<language>en</language>');
    expect(itemLinks(english).every((link) => link.startsWith(`${ORIGIN}/article/`))).toBe(true);
    expect(await read('newsroom/atom.xml')).toContain('xml:lang="en"');
  });

  it('write the Hindi search index with the Hindi pages, stories, answers and tracks only, at their Hindi addresses', async () => {
    const read = await derive(defaultSiteContent);
    const hindi = JSON.parse(await read('hi/search-index.json')) as SearchDocument[];
    expect(hindi.length).toBeGreaterThan(0);
    for (const document of hindi) {
      expect(document.url).toMatch(/^\/hi\//);
      expect(document.title).toMatch(DEVANAGARI);
    }
    expect(hindi.find((document) => document.id === 'page:music')).toMatchObject({
      title: 'संगीत',
      url: '/hi/music',
    });
    expect(
      hindi.filter((document) => document.type === 'article').map((document) => document.title),
    ).toEqual((await defaultSiteContent.hi.articles()).all.map((story) => story.title));
    // The help center is not written in Hindi: none of its topics is in the Hindi index.
    expect(hindi.some((document) => document.type === 'help')).toBe(false);
    expect(hindi.some((document) => document.type === 'faq')).toBe(true);
    const english = JSON.parse(await read('search-index.json')) as SearchDocument[];
    expect(english.some((document) => document.url.startsWith('/hi/'))).toBe(false);
    expect(english.some((document) => document.type === 'help')).toBe(true);
  });

  it('fall back to nothing: a store with no live Hindi translation gives a Hindi feed with no item and a Hindi index with no story', async () => {
    const read = await derive(storeSiteContent(storeWithOneStory()));
    const rss = await read('hi/newsroom/rss.xml');
    expect(rss).toContain('<language>hi</language>');
    expect(rss).not.toContain('<item>');
    expect(await read('hi/newsroom/atom.xml')).not.toContain('<entry>');
    const hindi = JSON.parse(await read('hi/search-index.json')) as SearchDocument[];
    expect(hindi.filter((document) => document.type === 'article')).toEqual([]);
    expect(hindi.some((document) => /A story/.test(document.title))).toBe(false);
    expect(sitemapUrls(await read('sitemap.xml')).get(`${ORIGIN}/article/a-story`)).toEqual({});
    expect(itemLinks(await read('newsroom/rss.xml'))).toEqual([`${ORIGIN}/article/a-story`]);
  });

  it('once the story is translated, list it in the Hindi feed, index and sitemap, naming the English one', async () => {
    const read = await derive(storeSiteContent(storeWithOneStory('एक कहानी')));
    expect(itemLinks(await read('hi/newsroom/rss.xml'))).toEqual([`${ORIGIN}/hi/article/एक-कहानी`]);
    const hindi = JSON.parse(await read('hi/search-index.json')) as SearchDocument[];
    expect(hindi.filter((document) => document.type === 'article')).toMatchObject([
      { title: 'एक कहानी', url: '/hi/article/एक-कहानी' },
    ]);
    expect(sitemapUrls(await read('sitemap.xml')).get(`${ORIGIN}/article/a-story`)).toEqual({
      en: `${ORIGIN}/article/a-story`,
      hi: `${ORIGIN}/hi/article/एक-कहानी`,
      'x-default': `${ORIGIN}/article/a-story`,
    });
  });
});
