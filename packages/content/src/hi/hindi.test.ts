import { slugProblem, utf8Bytes } from '@studio/contracts/slug';
import { describe, expect, it } from 'vitest';
import { about } from '../about.js';
import { allArticles, generalArticle } from '../articleStories.js';
import { contact } from '../contact.js';
import { genericError, notFound as englishNotFound, statusErrors } from '../errors.js';
import { faq } from '../faq.js';
import { home } from '../home.js';
import { music } from '../music.js';
import { pageDescriptions } from '../pageDescriptions.js';
import { siteConfig } from '../site.js';
import { siteWords } from '../siteWords.js';
import { trackLibrary } from '../tracks.js';
import { videoPage } from '../video.js';
import {
  hindiArticleOf,
  hindiArticles,
  hindiIdentity,
  hindiPageDescriptions,
  hindiPages,
} from './index.js';
import { hindiErrorPages } from './errors.js';
import { hindiSiteWords } from './siteWords.js';

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Keys whose strings are never words: ids, a frame's permissions, a file's media type. */
const NEUTRAL_KEYS = new Set(['id', 'allow', 'type']);

/**
 * Whether a string is not words but data both languages share: a URL or path, an email address,
 * an id, image or icon name (lower-case words joined by hyphens), or something without letters
 * (numbers, dates, durations, a phone number).
 */
function isNeutral(key: string, value: string): boolean {
  return (
    NEUTRAL_KEYS.has(key) ||
    /^(https?:\/\/|mailto:|tel:|\/)/.test(value) ||
    /^[^\s@]+@[^\s@]+$/.test(value) ||
    /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/.test(value) ||
    !/\p{L}/u.test(value)
  );
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

/**
 * Where a translation strays from its English source, walking both in parallel: the same keys and
 * list lengths, the same data, and every word translated (differs from the English and is written
 * in Devanagari, in NFC, with the same `{placeholders}`).
 */
function differences(english: unknown, hindi: unknown, path = '', key = ''): string[] {
  if (typeof english === 'string') {
    if (typeof hindi !== 'string') return [`${path}: ${JSON.stringify(hindi)} is not a string`];
    if (isNeutral(key, english))
      return hindi === english ? [] : [`${path}: "${hindi}" should stay "${english}"`];
    if (hindi === english) return [`${path}: "${hindi}" is not translated`];
    if (!DEVANAGARI.test(hindi)) return [`${path}: "${hindi}" is not in Devanagari`];
    // One spelling for one word (a nukta letter precomposed or not), as search and slugs compare.
    if (hindi.normalize('NFC') !== hindi) return [`${path}: "${hindi}" is not in Unicode NFC`];
    if (placeholdersOf(hindi).join() !== placeholdersOf(english).join())
      return [`${path}: "${hindi}" does not keep the placeholders of "${english}"`];
    return [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length)
      return [`${path}: ${english.length} items in English, not ${JSON.stringify(hindi)?.length}`];
    return english.flatMap((item, index) =>
      differences(item, hindi[index], `${path}[${index}]`, key),
    );
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof hindi !== 'object' || hindi === null || Array.isArray(hindi))
      return [`${path}: not an object`];
    const keys = Object.keys(english).sort();
    if (keys.join() !== Object.keys(hindi).sort().join())
      return [`${path}: keys ${Object.keys(hindi).sort().join()} instead of ${keys.join()}`];
    return keys.flatMap((name) =>
      differences(
        (english as Record<string, unknown>)[name],
        (hindi as Record<string, unknown>)[name],
        `${path}.${name}`,
        name,
      ),
    );
  }
  return Object.is(english, hindi)
    ? []
    : [`${path}: ${String(hindi)} should stay ${String(english)}`];
}

const translated = (text: string, english: string) => text !== english && DEVANAGARI.test(text);

const englishPages = {
  home,
  about,
  music,
  video: videoPage,
  trackLibrary,
  faq,
  contact,
} satisfies Record<keyof typeof hindiPages, unknown>;

describe('the Hindi pages', () => {
  it.each(Object.keys(englishPages) as (keyof typeof hindiPages)[])(
    '%s has the English page’s data and every word in Hindi',
    (page) => {
      expect(differences(englishPages[page], hindiPages[page], page)).toEqual([]);
    },
  );

  it('finds its own strays: an English word left or a link changed', () => {
    const english = { title: 'Music', link: { href: '/music', label: 'Listen' } };
    expect(
      differences(english, { title: 'Music', link: { href: '/hi/music', label: 'सुनिए' } }),
    ).toEqual([
      '.link.href: "/hi/music" should stay "/music"',
      '.title: "Music" is not translated',
    ]);
  });
});

describe('the Hindi page descriptions', () => {
  it('describes each translated page in Hindi', () => {
    for (const [path, description] of Object.entries(hindiPageDescriptions)) {
      const english = pageDescriptions[path as keyof typeof hindiPageDescriptions];
      expect(translated(description, english), path).toBe(true);
    }
    expect(Object.keys(hindiPageDescriptions).sort()).toEqual(
      ['/', '/about', '/contact', '/faq', '/music', '/tracks', '/video'].sort(),
    );
  });
});

describe('the Hindi identity', () => {
  it('writes the studio’s name, words and address in Hindi', () => {
    expect(hindiIdentity.name).toBe('सरगम स्टूडियोज़');
    for (const field of ['name', 'tagline', 'labelName', 'description', 'hours'] as const)
      expect(translated(hindiIdentity[field], siteConfig[field]), field).toBe(true);
    expect(translated(hindiIdentity.address.street, siteConfig.address.street)).toBe(true);
    expect(translated(hindiIdentity.address.city, siteConfig.address.city)).toBe(true);
  });

  it('keeps the postal code, region and country of the English address', () => {
    const { postalCode, region, country } = hindiIdentity.address;
    expect({ postalCode, region, country }).toEqual({
      postalCode: siteConfig.address.postalCode,
      region: siteConfig.address.region,
      country: siteConfig.address.country,
    });
  });
});

describe('the Hindi articles', () => {
  const englishArticles = [...allArticles, generalArticle];

  it('translates at least three articles, each of an English article once', () => {
    expect(hindiArticles.length).toBeGreaterThanOrEqual(3);
    const sources = hindiArticles.map((article) => article.source);
    expect(new Set(sources).size).toBe(sources.length);
    for (const source of sources)
      expect(englishArticles.map((article) => article.id)).toContain(source);
  });

  it('gives each a short Devanagari slug that passes the slug rule, unique among all articles', () => {
    for (const { slug } of hindiArticles) {
      expect(slugProblem(slug), slug).toBeNull();
      expect(DEVANAGARI.test(slug), slug).toBe(true);
      expect(utf8Bytes(slug), slug).toBeLessThanOrEqual(60);
    }
    const slugs = [
      ...hindiArticles.map(({ slug }) => slug),
      ...englishArticles.map(({ id }) => id),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(hindiArticles.map((article) => [article.slug, article] as const))(
    '%s translates every word of its source, block by block',
    (_, article) => {
      const english = englishArticles.find(({ id }) => id === article.source);
      if (!english) throw new Error(`No English article ${article.source}.`);
      for (const field of ['title', 'subtitle', 'text'] as const)
        expect(translated(article[field], english[field]), field).toBe(true);
      expect(translated(article.imageAlt, english.image.alt)).toBe(true);
      expect(differences(english.body, article.body, 'body')).toEqual([]);
    },
  );

  it('draws a translated article as its English article with the Hindi words, byline and date', () => {
    const [translation] = hindiArticles;
    const english = englishArticles.find(({ id }) => id === translation?.source);
    if (!translation || !english) throw new Error('No translated article.');
    const article = hindiArticleOf(english, translation);
    expect(article).toEqual({
      ...english,
      id: translation.slug,
      key: english.id,
      title: translation.title,
      subtitle: translation.subtitle,
      text: translation.text,
      body: translation.body,
      author: 'सरगम स्टूडियोज़ न्यूज़रूम',
      date: '26 अगस्त 2024',
      image: { ...english.image, alt: translation.imageAlt },
    });
    expect(() => hindiArticleOf(generalArticle, translation)).toThrow(
      `${translation.slug} translates ${translation.source}, not ${generalArticle.id}.`,
    );
  });
});

describe('the site’s own words in Hindi', () => {
  // Where English leaves a message to the API (which speaks English), Hindi words it itself.
  const { form, interactions, routes, ...shared } = hindiSiteWords;
  const {
    form: _form,
    interactions: englishInteractions,
    routes: _routes,
    ...englishShared
  } = siteWords;

  it('words the shell, the article page and the error screen like the English, all in Hindi', () => {
    expect(differences(englishShared, shared, 'siteWords')).toEqual([]);
    const { commentThanks, ...hindiInteractions } = interactions;
    const { commentThanks: _thanks, ...english } = englishInteractions;
    expect(differences(english, hindiInteractions, 'interactions')).toEqual([]);
    expect(commentThanks).toMatch(DEVANAGARI);
  });

  it('names each page written in Hindi in Hindi: its title, link text and keywords', () => {
    expect(Object.keys(routes).length).toBeGreaterThanOrEqual(10);
    for (const [id, words] of Object.entries(routes)) {
      expect(words.title, id).toMatch(DEVANAGARI);
      if (words.label) expect(words.label, id).toMatch(DEVANAGARI);
      for (const keyword of words.keywords) expect(keyword, id).toMatch(DEVANAGARI);
    }
  });

  it('says in Hindi why a form refused each field, where the API would say it in English', () => {
    expect(siteWords.form.fieldErrors).toBeNull();
    for (const [field, message] of Object.entries(form.fieldErrors ?? {}))
      expect(message, field).toMatch(DEVANAGARI);
    expect(form.failure).toMatch(DEVANAGARI);
    expect(differences(siteWords.form.honeypot, form.honeypot, 'honeypot')).toEqual([]);
  });

  it('has the English error pages’ codes, links and retries, with every word in Hindi', () => {
    const { generic, status, notFound } = hindiErrorPages;
    const english = { generic: genericError, status: statusErrors, notFound: englishNotFound };
    expect(differences(english, { generic, status, notFound }, 'errors')).toEqual([]);
    expect(hindiErrorPages.errorIdLabel).toMatch(DEVANAGARI);
  });
});
