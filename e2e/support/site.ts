// The public site's build as the journeys read it.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LOCALES, localizedPath, splitLocale } from '@studio/contracts/locales';
import { notFoundFileOf, UNKNOWN_ARTICLE_PATH } from '@studio/contracts/site-pages';

/** The site's client build (prerendered pages, assets and the CSP manifest). */
export const siteClient = fileURLToPath(new URL('../../apps/site/dist/client/', import.meta.url));

/**
 * Every prerendered page of the site build (the route table's paths and each article), as the
 * URL path it answers, sorted; each language's 404 page is left out.
 */
export async function prerenderedPaths(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(`${siteClient}csp.json`, 'utf8')) as {
    pages: Record<string, unknown>;
  };
  return (
    Object.keys(manifest.pages)
      .filter((file) => !LOCALES.some((locale) => notFoundFileOf(locale) === file))
      .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`))
      // A language's home is its prefix with the slash (`/hi/`), as its links and canonical say.
      .map((path) =>
        splitLocale(path).path === '/' ? localizedPath(splitLocale(path).locale, '/') : path,
      )
      // Served only as the 404 of an unknown article address (site-media's journeys check it).
      .filter((path) => path !== UNKNOWN_ARTICLE_PATH)
      .sort()
  );
}
