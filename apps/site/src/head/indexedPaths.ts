import type { SiteRoute } from '../routeTable';

/** Paths listed in sitemap.xml: every indexable static route (`/sitemap` duplicates `/site`). */
export function indexedPathsFrom(routes: readonly SiteRoute[]): string[] {
  return routes
    .filter((route) => !route.noindex && !route.path.includes(':') && route.id !== 'sitemap')
    .map((route) => route.path);
}
