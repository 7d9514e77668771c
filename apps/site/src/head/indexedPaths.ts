import type { SiteRoute } from '../routeTable';

/**
 * Paths listed in sitemap.xml: every indexable static route but duplicates (`/sitemap` of
 * `/site`, and any route with another canonical URL).
 */
export function indexedPathsFrom(routes: readonly SiteRoute[]): string[] {
  return routes
    .filter(
      (route) =>
        !route.noindex && !route.path.includes(':') && route.id !== 'sitemap' && !route.canonical,
    )
    .map((route) => route.path);
}
