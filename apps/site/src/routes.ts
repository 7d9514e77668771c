import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { notFoundRoute, siteRoutes } from './routeTable';

export default [
  ...siteRoutes.map((entry) =>
    entry.path === '/'
      ? index(entry.file, { id: entry.id })
      : route(entry.path, entry.file, { id: entry.id }),
  ),
  route(notFoundRoute.path, notFoundRoute.file, { id: notFoundRoute.id }),
] satisfies RouteConfig;
