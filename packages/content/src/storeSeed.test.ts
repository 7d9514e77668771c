import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_TYPE_IDS,
  CONTENT_TYPES,
  FIXED_PAGE_IDS,
  FormatChecks,
  WebsiteSettings,
  WebsiteTranslation,
  slugProblem,
  slugify,
  translationSchema,
  type ContentData,
} from '@studio/contracts';
import { generalArticle } from './articleStories.js';
import { about } from './about.js';
import { faq } from './faq.js';
import { hindiArticles } from './hi/articles.js';
import { hindiIdentity } from './hi/identity.js';
import { hindiDefaultArticles } from './languages.js';
import { FEATURED_TAG, defaultArticleEntries } from './storeArticles.js';
import { defaultEntries, defaultWebsiteSettings, defaultWebsiteTranslation } from './storeSeed.js';
import { tracks } from './tracks.js';

/** Every error of `value` against `schema`, as `path: message` lines (none when it passes). */
function problems(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((error) => `${error.path}: ${error.message}`);
}

beforeAll(() => {
  // The API validates with ajv-formats; the same format rules, for TypeBox's checker.
  for (const [format, check] of Object.entries(FormatChecks))
    if (!FormatRegistry.Has(format)) FormatRegistry.Set(format, check);
});

describe('the default entries the store starts with', () => {
  const entries = defaultEntries();

  it('hold every collection but the articles, each entry passing its contract', () => {
    expect(new Set(entries.map((entry) => entry.type))).toEqual(
      new Set(CONTENT_TYPE_IDS.filter((type) => type !== 'articles')),
    );
    for (const [index, entry] of entries.entries()) {
      const label = `${entry.type} #${index}`;
      expect(problems(CONTENT_TYPES[entry.type].schema, entry.data), label).toEqual([]);
    }
  });

  it('have a slug (from the slug field of their type) unique within their type', () => {
    for (const type of CONTENT_TYPE_IDS) {
      const { slugFrom } = CONTENT_TYPES[type];
      const slugs = entries
        .filter((entry) => entry.type === type)
        .map((entry) => slugify(String(entry.data[slugFrom])));
      expect(
        slugs.every((slug) => slug.length > 0),
        type,
      ).toBe(true);
      expect(new Set(slugs).size, type).toBe(slugs.length);
    }
  });

  it('point images and audio at the files the site ships', () => {
    const releases = entries.filter((entry) => entry.type === 'releases');
    expect(releases[0]?.data.poster).toMatchObject({
      mediaId: 'site:cover-radha-shyam-salone-ko',
      width: 960,
      height: 960,
      sources: [
        { url: '/images/cover-radha-shyam-salone-ko-480.avif', width: 480, format: 'avif' },
        { url: '/images/cover-radha-shyam-salone-ko-480.webp', width: 480, format: 'webp' },
        { url: '/images/cover-radha-shyam-salone-ko-960.avif', width: 960, format: 'avif' },
        { url: '/images/cover-radha-shyam-salone-ko-960.webp', width: 960, format: 'webp' },
      ],
    });
    const [track] = entries.filter((entry) => entry.type === 'tracks');
    expect(track?.data.preview).toEqual({
      mediaId: 'site:track-1',
      title: 'As It Was (preview)',
      durationSeconds: 18.1,
      sources: [
        { url: '/audio/track-1.webm', format: 'opus' },
        { url: '/audio/track-1.m4a', format: 'aac' },
      ],
    });
  });
});

describe('the releases of home’s Upcoming Releases', () => {
  const releases = defaultEntries()
    .filter((entry) => entry.type === 'releases')
    .map((entry) => ({ data: entry.data as ContentData<'releases'> }));

  it('are the four poster releases, each with its stage, portrait poster, link and order', () => {
    const upcoming = releases.flatMap(({ data }) =>
      data.upcoming ? [{ title: data.title, kind: data.kind, ...data.upcoming }] : [],
    );
    expect(
      upcoming.map(({ title, kind, stage, link, order }) => ({ title, kind, stage, link, order })),
    ).toEqual([
      {
        title: 'Radha Shyam Salone Ko',
        kind: 'music',
        stage: 'latest',
        link: {
          href: '/article/new-song-release-radha-shyam-salone-ko',
          label: 'Read the release story',
        },
        order: 0,
      },
      {
        title: 'Chhath Ke Geet',
        kind: 'music',
        stage: 'coming-soon',
        link: {
          href: '/article/chhath-ke-geet-our-music-returns-to-the-riverbank',
          label: 'Read about the album',
        },
        order: 1,
      },
      {
        title: 'Desh Ki Mitti',
        kind: 'video',
        stage: 'post-production',
        link: {
          href: '/article/behind-the-video-filming-desh-ki-mitti-at-dawn',
          label: 'Go behind the video',
        },
        order: 2,
      },
      {
        title: 'Sawan Ki Bhor',
        kind: 'music',
        stage: 'coming-soon',
        link: { href: '/coming-soon', label: 'Get notified at launch' },
        order: 3,
      },
    ]);
    expect(upcoming[2]?.portraitPoster).toEqual({
      mediaId: 'site:poster-desh-ki-mitti',
      alt: 'Desh Ki Mitti',
      width: 960,
      height: 1440,
      sources: [
        { url: '/images/poster-desh-ki-mitti-480.avif', width: 480, format: 'avif' },
        { url: '/images/poster-desh-ki-mitti-480.webp', width: 480, format: 'webp' },
        { url: '/images/poster-desh-ki-mitti-960.avif', width: 960, format: 'avif' },
        { url: '/images/poster-desh-ki-mitti-960.webp', width: 960, format: 'webp' },
      ],
    });
  });

  it('keep the releases that are out first, in the order the music and video pages show them', () => {
    // The ones not out yet come last, so the store's order of the others is what it was.
    const stages = releases.map(({ data }) => data.upcoming?.stage ?? 'out');
    expect(stages).toEqual([
      'latest',
      'out',
      'out',
      'out',
      'out',
      'out',
      'coming-soon',
      'post-production',
      'coming-soon',
    ]);
  });
});

describe('the default website settings', () => {
  it('pass their contract, with a launch 30 days after the first start', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    const settings = defaultWebsiteSettings({ now });
    expect(problems(WebsiteSettings, settings)).toEqual([]);
    expect(settings.launchAt).toBe('2026-03-31T12:00:00.000Z');
    expect(Object.keys(settings.pages).sort()).toEqual([...FIXED_PAGE_IDS].sort());
  });

  it('name the studio STUDIO_NAME says, in the identity and as the home title only', () => {
    const settings = defaultWebsiteSettings({ studioName: 'Tala House' });
    expect(settings.identity).toMatchObject({ name: 'Tala House', legalName: 'Tala House' });
    expect(settings.pages.home.title).toBe('Tala House');
    expect(settings.pages.about.title).toBe('About Sargam Studios');
  });

  it('carry each page’s hero words and description', () => {
    const { pages } = defaultWebsiteSettings();
    expect(pages.faq).toEqual({
      eyebrow: 'Support & Help',
      title: 'Frequently Asked Questions',
      lead: 'Straight answers about booking, production timelines, payments and the technical side of working with Sargam Studios.',
      description:
        'Answers about booking sessions, music and video production timelines, payments, cancellations and technical questions at Sargam Studios.',
    });
    expect(pages['new-release']).toEqual({
      eyebrow: 'New Release',
      title: 'Fresh From the Studio',
      description:
        'Our newest release, As It Was, with a preview, and the recent releases of Sargam Studios.',
    });
  });
});

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Every string of a value (in a rich-text body: its text), with where it is. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${path}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      // A rich-text node's kind, format and the like are names, not words.
      key === 'text' ||
      !/^(type|format|tag|listType|direction|version|mode|style|indent)$/.test(key)
        ? stringsOf(child, `${path}.${key}`)
        : [],
    );
  return [];
}

const seeded = [...defaultEntries(), ...defaultArticleEntries()];
const translated = seeded.flatMap((entry) => {
  const hindi = entry.translations?.hi;
  return hindi ? [{ ...entry, hindi }] : [];
});

describe('the Hindi translations the store starts with', () => {
  it('each pass the translation schema of their type, with only its translatable fields', () => {
    expect(translated.length).toBeGreaterThan(0);
    for (const { type, data, hindi } of translated) {
      const label = `${type} ${String(data[CONTENT_TYPES[type].slugFrom])}`;
      expect(problems(translationSchema(type), hindi.data), label).toEqual([]);
      const translatable: readonly string[] = CONTENT_TYPES[type].translatable;
      expect(
        Object.keys(hindi.data).filter((field) => !translatable.includes(field)),
        label,
      ).toEqual([]);
    }
  });

  it('are written in Devanagari, every word different from the English entry’s', () => {
    for (const { type, data, hindi } of translated) {
      for (const [field, value] of Object.entries(hindi.data)) {
        // The featured tag is the newsroom's marker, kept as the English article has it.
        if (type === 'articles' && field === 'tags') {
          expect(value).toEqual(data.tags);
          continue;
        }
        expect(value, `${type} ${field}`).not.toEqual(data[field]);
        for (const [path, text] of stringsOf(value, field))
          if (/\p{L}/u.test(text)) expect(text, `${type} ${path}`).toMatch(DEVANAGARI);
      }
    }
  });

  it('have slugs that pass the slug rule, unique per type', () => {
    const byType = new Map<string, string[]>();
    for (const { type, hindi } of translated) {
      const slug = hindi.slug ?? slugify(String(hindi.data[CONTENT_TYPES[type].slugFrom]));
      expect(slugProblem(slug), slug).toBeNull();
      expect(slug, slug).toMatch(DEVANAGARI);
      byType.set(type, [...(byType.get(type) ?? []), slug]);
    }
    for (const [type, slugs] of byType) expect(new Set(slugs).size, type).toBe(slugs.length);
  });

  it('hold each Hindi article under its own slug, but for the general article (not an entry)', () => {
    const articles = translated.filter((entry) => entry.type === 'articles');
    expect(articles.map(({ hindi }) => hindi.slug).sort()).toEqual(
      hindiArticles
        .filter((article) => article.source !== generalArticle.id)
        .map((article) => article.slug)
        .sort(),
    );
    const featured = articles.find(({ hindi }) => hindi.slug === hindiArticles[0]?.slug);
    expect(featured?.hindi.data).toMatchObject({
      title: hindiArticles[0]?.title,
      author: `${hindiIdentity.name} न्यूज़रूम`,
      tags: [FEATURED_TAG],
    });
  });

  it('name each article’s author as the build’s Hindi article does (one byline in Hindi)', () => {
    const articles = translated.filter((entry) => entry.type === 'articles');
    expect(articles.length).toBeGreaterThan(0);
    for (const { hindi } of articles) {
      const built = hindiDefaultArticles.all.find((article) => article.id === hindi.slug);
      expect(built?.author, hindi.slug).toBe(hindi.data.author);
    }
  });

  it('translate every FAQ, track and team member, and nothing the Hindi pages do not show', () => {
    const count = (type: string) => translated.filter((entry) => entry.type === type).length;
    expect(count('faqs')).toBe(faq.items.length);
    expect(count('tracks')).toBe(tracks.length);
    expect(count('team-members')).toBe(about.team.members.length);
    expect(count('releases')).toBeGreaterThan(0);
    for (const type of ['leadership', 'jobs', 'help-topics']) expect(count(type), type).toBe(0);
  });
});

describe('the website settings’ Hindi words the store starts with', () => {
  it('pass their contract: the Hindi identity’s words and the seven Hindi pages’ copy', () => {
    const translation = defaultWebsiteTranslation('hi');
    expect(problems(WebsiteTranslation, translation)).toEqual([]);
    expect(translation.identity).toEqual({
      name: hindiIdentity.name,
      tagline: hindiIdentity.tagline,
      labelName: hindiIdentity.labelName,
      description: hindiIdentity.description,
      hours: hindiIdentity.hours,
    });
    expect(Object.keys(translation.pages ?? {}).sort()).toEqual(
      ['about', 'contact', 'faq', 'home', 'music', 'tracks', 'video'].sort(),
    );
    expect(translation.pages?.home?.title).toBe(hindiIdentity.name);
    expect(translation.pages?.faq).toEqual({
      eyebrow: 'सहायता',
      title: 'अक्सर पूछे जाने वाले प्रश्न',
      lead: `${hindiIdentity.name} के साथ काम करने से जुड़े सवालों के सीधे जवाब: बुकिंग, प्रोडक्शन में लगने वाला समय, भुगतान और तकनीकी बातें।`,
      description:
        'सरगम स्टूडियोज़ में सेशन की बुकिंग, संगीत और वीडियो प्रोडक्शन में लगने वाले समय, भुगतान, रद्द करने और तकनीकी सवालों के जवाब।',
    });
    for (const [path, text] of stringsOf(translation, 'settings'))
      expect(text, path).toMatch(DEVANAGARI);
  });

  it('keep the name STUDIO_NAME gives, in the identity and as home’s title', () => {
    const translation = defaultWebsiteTranslation('hi', { studioName: 'Tala House' });
    expect(translation.identity?.name).toBe('Tala House');
    expect(translation.pages?.home?.title).toBe('Tala House');
  });
});
