import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../routeTable';
import { indexedPathsFrom } from './indexedPaths';
import { headFor, pageTitle } from './meta';

const publicOrigin = 'https://studio.example';

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);
const jsonLdTypes = (tags: Tag[]) =>
  tags.flatMap((tag) =>
    tag['script:ld+json'] ? [(tag['script:ld+json'] as { '@type': string })['@type']] : [],
  );

describe('page heads', () => {
  it('titles pages "{title} | studio", and Home with the studio name alone', () => {
    expect(pageTitle('Careers')).toBe('Careers | Sargam Studios');
    expect(pageTitle('Home')).toBe('Sargam Studios');
  });

  it('gives a page its title, description, keywords, canonical URL, share tags and JSON-LD', () => {
    const tags = headFor(publicOrigin, '/careers') as Tag[];
    expect(tags[0]).toEqual({ title: 'Careers | Sargam Studios' });
    expect(find(tags, 'name', 'description')?.content).toMatch(/open positions/);
    expect(find(tags, 'name', 'keywords')?.content).toContain('careers');
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${publicOrigin}/careers`);
    expect(find(tags, 'property', 'og:image')?.content).toBe(`${publicOrigin}/share/careers.png`);
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'name', 'robots')).toBeUndefined();
    expect(jsonLdTypes(tags)).toEqual(['Organization', 'BreadcrumbList']);
  });

  it('gives /contact-support the canonical URL of /support, the same page', () => {
    for (const path of ['/support', '/contact-support']) {
      const tags = headFor(publicOrigin, path) as Tag[];
      expect(find(tags, 'rel', 'canonical')?.href).toBe(`${publicOrigin}/support`);
      expect(find(tags, 'property', 'og:url')?.content).toBe(`${publicOrigin}/support`);
    }
  });

  it('lists /support in sitemap.xml, and not /contact-support', () => {
    const paths = indexedPathsFrom(siteRoutes);
    expect(paths).toContain('/support');
    expect(paths).not.toContain('/contact-support');
  });

  it('builds the breadcrumb trail through parent pages', () => {
    const tags = headFor(publicOrigin, '/tracks') as Tag[];
    const trail = tags.find(
      (tag) =>
        (tag['script:ld+json'] as { '@type'?: string } | undefined)?.['@type'] === 'BreadcrumbList',
    )?.['script:ld+json'] as { itemListElement: { name: string; item: string }[] };
    expect(trail.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Music',
      'Track Library',
    ]);
  });

  it('marks error pages, search results and coming soon noindex, each with its canonical URL', () => {
    for (const path of ['/search', '/coming-soon', '/error', '/500', '/403', '/401']) {
      const tags = headFor(publicOrigin, path) as Tag[];
      expect(find(tags, 'name', 'robots')?.content, path).toBe('noindex, nofollow');
      expect(find(tags, 'rel', 'canonical')?.href, path).toBe(`${publicOrigin}${path}`);
    }
  });

  it('marks the not-found page noindex without a canonical URL (it has no address of its own)', () => {
    const tags = headFor(publicOrigin, '*') as Tag[];
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(tags, 'rel', 'canonical')).toBeUndefined();
  });

  it("adds the page's own structured data and overrides", () => {
    const tags = headFor(publicOrigin, '/faq', {
      title: 'Questions',
      jsonLd: [{ '@type': 'FAQPage', mainEntity: [] } as never],
    }) as Tag[];
    expect(tags[0]).toEqual({ title: 'Questions | Sargam Studios' });
    expect(jsonLdTypes(tags)).toContain('FAQPage');
  });
});
