import { defaultContentSource } from '@studio/content/defaultSource';
import type { PageKey } from '@studio/content/source';
import { describe, expect, it } from 'vitest';
import { notFoundRoute, routeFor } from './routeTable';

// Every page key once (the record's type refuses a missing one).
const everyPage: Record<PageKey, true> = {
  about: true,
  careers: true,
  comingSoon: true,
  company: true,
  contact: true,
  cookieSettings: true,
  descriptions: true,
  errors: true,
  faq: true,
  help: true,
  home: true,
  latestMedia: true,
  leadership: true,
  cookiePolicy: true,
  legalInformation: true,
  privacyPolicy: true,
  termsOfUse: true,
  music: true,
  newRelease: true,
  newsroom: true,
  search: true,
  sitemap: true,
  support: true,
  trackLibrary: true,
  video: true,
};
const pageKeys = Object.keys(everyPage) as PageKey[];

/** Every `to` of a content value: the links content names inside the site. */
function internalLinks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => internalLinks(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'to' && typeof item === 'string') found.push(item);
      else internalLinks(item, found);
    }
  }
  return found;
}

describe('the default content', () => {
  it('links only to pages the site has', async () => {
    const pages = await Promise.all(pageKeys.map((key) => defaultContentSource.page(key)));
    const links = internalLinks(pages).map((link) => link.replace(/[#?].*$/, ''));
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((link) => routeFor(link) === notFoundRoute)).toEqual([]);
  });
});
