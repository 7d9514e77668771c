import type { ReactElement } from 'react';
import { siteConfig } from './content/site';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';

export type SiteRoute = {
  path: string;
  /** Page title; shown as "{title} | {studio}", or the studio's name alone for Home. */
  title: string;
  description: string;
  element: ReactElement;
  /** Left out of sitemap.xml (error pages and the like). */
  noindex?: boolean;
};

/** Every prerendered public page. The server answers 404 for anything not listed here. */
export const siteRoutes: SiteRoute[] = [
  { path: '/', title: 'Home', description: siteConfig.description, element: <HomePage /> },
];

export const notFoundRoute: SiteRoute = {
  path: '*',
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has been moved.",
  element: <NotFoundPage />,
  noindex: true,
};

export function pageTitle(route: Pick<SiteRoute, 'title'>): string {
  return route.title === 'Home' ? siteConfig.name : `${route.title} | ${siteConfig.name}`;
}
