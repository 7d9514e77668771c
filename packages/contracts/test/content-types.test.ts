import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_IDS,
  FIXED_PAGE_IDS,
  HttpUrl,
  ImageReference,
  WebsiteSettings,
  contentSchemas,
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
