import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageDescriptions } from '@studio/content/pageDescriptions';
import { notFoundRoute, routeFor, siteRoutes, sitemapGroups, type SiteRoute } from './routeTable';

const routes: readonly SiteRoute[] = siteRoutes;

describe('the route table', () => {
  it('names a route module that exists for every route', () => {
    for (const route of [...routes, notFoundRoute]) {
      expect(existsSync(fileURLToPath(new URL(route.file, import.meta.url))), route.file).toBe(
        true,
      );
    }
  });

  it('has unique ids and paths, and a title and a content description for each', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.title.length, route.id).toBeGreaterThan(0);
      const descriptions: Readonly<Record<string, string>> = pageDescriptions;
      expect(descriptions[route.path]?.length, route.id).toBeGreaterThan(20);
    }
  });

  it('puts every sitemap group to use', () => {
    for (const group of sitemapGroups)
      expect(
        routes.some((route) => route.sitemapGroup === group.id),
        group.id,
      ).toBe(true);
  });

  it('matches dynamic segments and trailing slashes, and gives the 404 route to anything else', () => {
    expect(routeFor('/article/any-story').id).toBe('article');
    expect(routeFor('/about/').id).toBe('about');
    expect(routeFor('/article')).toBe(notFoundRoute);
    expect(routeFor('/no-such-page')).toBe(notFoundRoute);
  });
});
