import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_IDS,
  FIXED_PAGE_IDS,
  HttpUrl,
  ImageReference,
  SiteLink,
  UPCOMING_STAGE_LABELS,
  WebsiteSettings,
  contentSchemas,
  isReleaseOut,
  translationSchema,
} from '../src/index.js';

const image = {
  mediaId: 'site:team-rohan',
  alt: 'Rohan at the console',
  width: 480,
  height: 480,
  sources: [{ url: '/images/team-rohan-480.webp', width: 480, format: 'webp' }],
};

const faq = {
  category: 'billing',
  question: 'How do I pay?',
  answer: 'By bank transfer.',
  order: 1,
};

describe('the content schemas', () => {
  it('have one schema and API schema set per collection', () => {
    expect(CONTENT_TYPE_IDS).toEqual([
      'articles',
      'releases',
      'tracks',
      'team-members',
      'leadership',
      'jobs',
      'faqs',
      'help-topics',
    ]);
    for (const type of CONTENT_TYPE_IDS) {
      const { Create, Update, Entry } = contentSchemas(type);
      expect(Create.properties.data).toBe(CONTENT_TYPES[type].schema);
      expect(Update.required).toEqual(expect.arrayContaining(['version', 'data']));
      expect(Entry.title).toMatch(/Entry$/);
    }
  });

  it('accept a valid entry and refuse an unknown field', () => {
    expect(Value.Check(CONTENT_TYPES.faqs.schema, faq)).toBe(true);
    expect(Value.Check(CONTENT_TYPES.faqs.schema, { ...faq, html: '<b>x</b>' })).toBe(false);
  });

  it('refuse control characters in one-line and multi-line fields', () => {
    expect(Value.Check(CONTENT_TYPES.faqs.schema, { ...faq, question: 'How\u0000?' })).toBe(false);
    expect(Value.Check(CONTENT_TYPES.faqs.schema, { ...faq, question: 'How\n?' })).toBe(false);
    expect(Value.Check(CONTENT_TYPES.faqs.schema, { ...faq, answer: 'Line one\nLine two' })).toBe(
      true,
    );
    expect(Value.Check(CONTENT_TYPES.faqs.schema, { ...faq, answer: 'Bell\u0007' })).toBe(false);
  });

  it('take only http(s) URLs for links and same-site or http(s) URLs for media files', () => {
    expect(Value.Check(HttpUrl, 'https://www.instagram.com/sargamstudios')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'http://',
      'https://a b',
      '/relative',
      'ftp://x.example',
    ]) {
      expect(Value.Check(HttpUrl, bad), bad).toBe(false);
    }
    expect(Value.Check(ImageReference, image)).toBe(true);
    const source = (url: string) => ({ ...image, sources: [{ url, width: 480, format: 'webp' }] });
    expect(Value.Check(ImageReference, source('https://cdn.example/a.webp'))).toBe(true);
    expect(Value.Check(ImageReference, source('javascript:alert(1)'))).toBe(false);
    expect(Value.Check(ImageReference, source('//evil.example/a.webp'))).toBe(false);
  });

  it('take a path of this site or an http(s) URL as a link, nothing else', () => {
    for (const good of ['/coming-soon', '/article/desh-ki-mitti', 'https://example.com/a?b#c'])
      expect(Value.Check(SiteLink, good), good).toBe(true);
    for (const bad of [
      '',
      '//evil.example',
      'javascript:alert(1)',
      'coming-soon',
      '/a b',
      'http://',
    ])
      expect(Value.Check(SiteLink, bad), bad).toBe(false);
  });

  it('put a release on home’s Upcoming Releases with a stage, a portrait poster, a link and an order', () => {
    const release = {
      title: 'Sawan Ki Bhor',
      artist: 'Sargam Studios',
      kind: 'music',
      year: 2025,
      poster: image,
      links: [],
      featured: false,
    };
    const schema = CONTENT_TYPES.releases.schema;
    expect(Value.Check(schema, release)).toBe(true);
    const upcoming = {
      stage: 'coming-soon',
      portraitPoster: { ...image, width: 960, height: 1440 },
      link: { href: '/coming-soon', label: 'Get notified at launch' },
      order: 3,
    };
    expect(Value.Check(schema, { ...release, upcoming })).toBe(true);
    const { link: _link, ...withoutLink } = upcoming;
    expect(Value.Check(schema, { ...release, upcoming: withoutLink })).toBe(true);
    expect(Value.Check(schema, { ...release, upcoming: { ...upcoming, stage: 'soon' } })).toBe(
      false,
    );
    expect(
      Value.Check(schema, {
        ...release,
        upcoming: { ...upcoming, link: { href: 'javascript:alert(1)', label: 'Go' } },
      }),
    ).toBe(false);
    expect(Value.Check(schema, { ...release, upcoming: { ...upcoming, badge: 'New' } })).toBe(
      false,
    );
    expect(Object.values(UPCOMING_STAGE_LABELS)).toEqual([
      'Latest Release',
      'Coming Soon',
      'Post-Production',
    ]);
    // Only a release without a stage, or the latest one, is out (on the music and video pages).
    expect(isReleaseOut({})).toBe(true);
    expect(isReleaseOut({ upcoming: { stage: 'latest' } })).toBe(true);
    expect(isReleaseOut({ upcoming: { stage: 'coming-soon' } })).toBe(false);
    expect(isReleaseOut({ upcoming: { stage: 'post-production' } })).toBe(false);
  });

  it('hold the website settings: identity, launch date and a hero and description per fixed page', () => {
    const schema = WebsiteSettings;
    expect(Object.keys(schema.properties.pages.properties)).toEqual(FIXED_PAGE_IDS);
    const social = schema.properties.identity.properties.social;
    expect(Value.Check(social, { instagram: 'https://www.instagram.com/sargamstudios' })).toBe(
      true,
    );
    expect(Value.Check(social, { instagram: 'javascript:alert(1)' })).toBe(false);
    expect(schema.properties.launchAt.format).toBe('date-time');
  });
});

describe('translations', () => {
  it('name only fields of their type, including the one a slug is made from', () => {
    for (const type of CONTENT_TYPE_IDS) {
      const { schema, translatable, slugFrom } = CONTENT_TYPES[type];
      const fields = Object.keys(schema.properties);
      expect(translatable.filter((field) => !fields.includes(field))).toEqual([]);
      expect(translatable).toContain(slugFrom);
      expect(Object.keys(translationSchema(type).properties)).toEqual([...translatable]);
    }
  });

  it('hold the translatable fields with their rules and required-ness, and no neutral field', () => {
    const schema = translationSchema('faqs');
    expect(Value.Check(schema, { question: 'कैसे?', answer: 'बैंक से।' })).toBe(true);
    expect(Value.Check(schema, { question: 'कैसे?' })).toBe(false);
    expect(Value.Check(schema, { question: 'कैसे?', answer: 'बैंक से।', order: 1 })).toBe(false);
    expect(Value.Check(schema, { question: '', answer: 'बैंक से।' })).toBe(false);
  });
});
