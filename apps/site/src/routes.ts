import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALES, LOCALE_INFO, DEFAULT_LOCALE } from '@studio/contracts/locales';
import { notFoundRoute, servesIn, siteRoutes } from './routeTable';

// Every route in the default language at its own address, and again under each other
// language's prefix where the route is written in that language (`/hi/music`, `/hi/`).
const otherLanguages = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export default [
  ...siteRoutes.map((entry) =>
    entry.path === '/'
      ? index(entry.file, { id: entry.id })
      : route(entry.path, entry.file, { id: entry.id }),
  ),
  ...otherLanguages.flatMap((locale) =>
    siteRoutes
      .filter((entry) => servesIn(entry, locale))
      .map((entry) =>
        route(
          entry.path === '/'
            ? LOCALE_INFO[locale].prefix
            : `${LOCALE_INFO[locale].prefix}${entry.path}`,
          entry.file,
          { id: `${locale}:${entry.id}` },
        ),
      ),
  ),
  route(notFoundRoute.path, notFoundRoute.file, { id: notFoundRoute.id }),
] satisfies RouteConfig;
