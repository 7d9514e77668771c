import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../routeTable';
import { indexedPathsFrom } from './indexedPaths';
import { defaultSiteHead, headFor, pageTitle } from './meta';

const publicOrigin = 'https://studio.example';
const site = defaultSiteHead(publicOrigin);

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);
const jsonLdTypes = (tags: Tag[]) =>
  tags.flatMap((tag) =>
    tag['script:ld+json'] ? [(tag['script:ld+json'] as { '@type': string })['@type']] : [],
  );

describe('page heads', () => {
  it('titles pages "{title} | studio", and Home with the studio name alone', () => {
    expect(pageTitle('Careers', 'Sargam Studios')).toBe('Careers | Sargam Studios');
    expect(pageTitle('Home', 'Sargam Studios')).toBe('Sargam Studios');
  });

  it('gives a page its title, description, keywords, canonical URL, share tags and JSON-LD', () => {
    const tags = headFor(site, '/careers') as Tag[];
    expect(tags[0]).toEqual({ title: 'Careers | Sargam Studios' });
    expect(find(tags, 'name', 'description')?.content).toMatch(/open positions/);
    expect(find(tags, 'name', 'keywords')?.content).toContain('careers');
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${publicOrigin}/careers`);
    expect(find(tags, 'property', 'og:image')?.content).toBe(`${publicOrigin}/share/careers.png`);
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'name', 'robots')).toBeUndefined();
    expect(jsonLdTypes(tags)).toEqual(['Organization', 'BreadcrumbList']);
  });

  it('uses an entry’s own search title, description, share image and noindex where an editor set them', () => {
    const tags = headFor(site, '/article/rain-room', {
      title: 'Rain Room Sessions',
      metaTitle: 'Book the rain room',
      description: 'A day with the full band.',
      image: {
        url: `${publicOrigin}/media/a/share-1200.webp`,
        width: 1200,
        height: 675,
        alt: 'A live room',
      },
      noindex: true,
    }) as Tag[];
    expect(tags[0]).toEqual({ title: 'Book the rain room | Sargam Studios' });
    expect(find(tags, 'property', 'og:title')?.content).toBe('Book the rain room | Sargam Studios');
    expect(find(tags, 'name', 'description')?.content).toBe('A day with the full band.');
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      `${publicOrigin}/media/a/share-1200.webp`,
    );
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('675');
    expect(find(tags, 'property', 'og:image:alt')?.content).toBe('A live room');
    expect(find(tags, 'name', 'twitter:image')?.content).toBe(
      `${publicOrigin}/media/a/share-1200.webp`,
    );
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow');
    // The breadcrumb keeps the article's own title.
    expect(JSON.stringify(tags)).toContain('"name":"Rain Room Sessions"');
  });

  it("announces the newsroom's feeds on every page, titled with the stored identity's name", () => {
    const renamed = { ...site, identity: { ...site.identity, name: 'Raga Works' } };
    for (const path of ['/', '/careers', '*']) {
      const tags = headFor(renamed, path) as Tag[];
      // The feeds are the alternates with a type (the others name the page's languages).
      const feeds = tags.filter((tag) => tag.rel === 'alternate' && 'type' in tag);
      expect(feeds).toEqual([
        {
          tagName: 'link',
          rel: 'alternate',
          type: 'application/rss+xml',
          title: 'Raga Works Newsroom (RSS)',
          href: '/newsroom/rss.xml',
        },
        {
          tagName: 'link',
          rel: 'alternate',
          type: 'application/atom+xml',
          title: 'Raga Works Newsroom (Atom)',
          href: '/newsroom/atom.xml',
        },
      ]);
    }
  });

  it('gives /contact-support the canonical URL of /support, the same page', () => {
    for (const path of ['/support', '/contact-support']) {
      const tags = headFor(site, path) as Tag[];
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
    const tags = headFor(site, '/tracks') as Tag[];
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
      const tags = headFor(site, path) as Tag[];
      expect(find(tags, 'name', 'robots')?.content, path).toBe('noindex, nofollow');
      expect(find(tags, 'rel', 'canonical')?.href, path).toBe(`${publicOrigin}${path}`);
    }
  });

  it('marks the not-found page noindex without a canonical URL (it has no address of its own)', () => {
    const tags = headFor(site, '*') as Tag[];
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(tags, 'rel', 'canonical')).toBeUndefined();
  });

  it("gives the Hindi 404 page (/hi/*) Hindi's feeds, locale and share image, noindex and no address", () => {
    const tags = headFor(site, '/hi/*', { title: 'पेज नहीं मिला' }) as Tag[];
    expect(tags[0]).toEqual({ title: `पेज नहीं मिला | ${site.identity.name}` });
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(tags, 'rel', 'canonical')).toBeUndefined();
    expect(tags.filter((tag) => 'hrefLang' in tag)).toEqual([]);
    expect(find(tags, 'property', 'og:locale')?.content).toBe('hi_IN');
    expect(find(tags, 'property', 'og:image')?.content).toMatch(/\/share\/hi-not-found\.png$/);
    expect(find(tags, 'type', 'application/rss+xml')?.href).toBe('/hi/newsroom/rss.xml');
  });

  it("adds the page's own structured data and overrides", () => {
    const tags = headFor(site, '/faq', {
      title: 'Questions',
      jsonLd: [{ '@type': 'FAQPage', mainEntity: [] } as never],
    }) as Tag[];
    expect(tags[0]).toEqual({ title: 'Questions | Sargam Studios' });
    expect(jsonLdTypes(tags)).toContain('FAQPage');
  });

  it('names the studio and describes the page as the content source says (the content store)', () => {
    const stored = {
      ...site,
      identity: { ...site.identity, name: 'Tala House' },
      descriptions: { ...site.descriptions, '/careers': 'Join the Tala House team.' },
    };
    const tags = headFor(stored, '/careers') as Tag[];
    expect(tags[0]).toEqual({ title: 'Careers | Tala House' });
    expect(find(tags, 'name', 'description')?.content).toBe('Join the Tala House team.');
    expect(find(tags, 'property', 'og:site_name')?.content).toBe('Tala House');
    const organization = tags.find(
      (tag) =>
        (tag['script:ld+json'] as { '@type'?: string } | undefined)?.['@type'] === 'Organization',
    )?.['script:ld+json'];
    expect(organization).toMatchObject({ name: 'Tala House' });
  });
});
