import { darkTheme } from '@studio/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { siteConfig } from './content/site';
import { notFoundRoute, pageTitle, siteRoutes, type SiteRoute } from './routes';

export { siteRoutes, notFoundRoute };
export const themeClass = darkTheme;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The head tags of one page: title, description, canonical address and social-share tags. */
export function renderHead(route: SiteRoute, origin: string): string {
  const title = escapeHtml(pageTitle(route));
  const description = escapeHtml(route.description);
  const url = `${origin}${route.path === '*' ? '/404' : route.path}`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    route.noindex
      ? '<meta name="robots" content="noindex, nofollow" />'
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

/** Renders one URL to HTML for prerendering. */
export function renderPage(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
