// The files that list pages, written from the content source and the origin the site is served
// on: sitemap.xml, robots.txt, the newsroom's feeds, the header search's index, routes.json
// (the page the API answers unknown article slugs with, as a 404) and site.json (the origin those were
// written for and the content's fingerprint, which the API compares with its own at start).
// Used by the build's postbuild and by the run-time renderer alike.
import { join } from 'node:path';
import type { ContentSource } from '@studio/content/source';
import { articlePath } from '@studio/content/newsroom';
import { ARTICLE_PATH_PREFIX, UNKNOWN_ARTICLE_PATH } from '@studio/contracts/site-pages';
import { indexedPathsFrom } from '../head/indexedPaths';
import { siteRoutes } from '../routeTable';
import { searchDocumentsFrom } from '../search/documents';
import { SEARCH_INDEX_PATH } from '../search/searchDocument';
import { buildFeeds } from './feeds';
import { dataFileOf, htmlFileOf } from './pageFiles';
import { replaceFile } from './replaceFile';

/** The manifest naming the origin a site directory's URLs were written for. */
export const SITE_MANIFEST = 'site.json';

export function sitemapXml(origin: string, paths: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /super-admin/\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export interface DerivedFilesReport {
  /** Files written, relative to the site root. */
  files: string[];
  indexedPages: number;
  searchDocuments: number;
}

/** What a site directory was rendered for: its origin, and the content's fingerprint if known. */
export interface SiteManifest {
  origin: string;
  /** The run-time renderer's fingerprint of the content it rendered (none for the static build). */
  fingerprint?: string;
}

/** Writes every derived file under `root` for `site.origin` from `content`. */
export async function writeDerivedFiles(
  root: string,
  site: SiteManifest,
  content: ContentSource,
): Promise<DerivedFilesReport> {
  const { origin } = site;
  const [identity, newsroom, articles, documents] = await Promise.all([
    content.identity(),
    content.page('newsroom'),
    content.articles(),
    searchDocumentsFrom(content),
  ]);
  const generalPath = articlePath(articles.general);
  const indexed = [
    ...indexedPathsFrom(siteRoutes),
    // An article an editor marked noindex is not offered to search engines.
    ...new Set([
      ...articles.all.filter((article) => !article.seo?.noindex).map(articlePath),
      generalPath,
    ]),
  ];
  // An unknown article slug answers 404 with the general article under a notice that the story
  // is not here, and its data (200) for a client navigation (a 404 there would reach the
  // visitor's console; the data says the story is not here).
  const fallbacks = [
    {
      prefix: ARTICLE_PATH_PREFIX,
      file: htmlFileOf(UNKNOWN_ARTICLE_PATH),
      data: dataFileOf(UNKNOWN_ARTICLE_PATH),
      status: 404,
    },
  ];
  const files = new Map<string, string>([
    ['sitemap.xml', sitemapXml(origin, indexed)],
    ['robots.txt', robotsTxt(origin)],
    [SEARCH_INDEX_PATH.slice(1), `${JSON.stringify(documents)}\n`],
    ['routes.json', `${JSON.stringify({ fallbacks }, null, 2)}\n`],
    [SITE_MANIFEST, `${JSON.stringify(site, null, 2)}\n`],
  ]);
  for (const [path, xml] of buildFeeds({ origin, identity, newsroom, articles: articles.all }))
    files.set(path.slice(1), xml);
  for (const [file, text] of files) await replaceFile(join(root, file), text);
  return {
    files: [...files.keys()],
    indexedPages: indexed.length,
    searchDocuments: documents.length,
  };
}
