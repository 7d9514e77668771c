// The files that list pages, written from the content of every language and the origin the site
// is served on: sitemap.xml, robots.txt, each language's newsroom feeds and search index,
// routes.json (the page the API answers unknown article slugs with, as a 404) and site.json (the
// origin those were written for and the content's fingerprint, which the API compares with its
// own at start). Used by the build's postbuild and by the run-time renderer alike.
import { join } from 'node:path';
import type { SiteContent } from '@studio/content/languages';
import { articlePath } from '@studio/content/newsroom';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localizedPath,
  type Locale,
} from '@studio/contracts/locales';
import { ARTICLE_PATH_PREFIX, UNKNOWN_ARTICLE_PATH } from '@studio/contracts/site-pages';
import { indexedPathsFrom } from '../head/indexedPaths';
import { alternatesOf, type Alternates } from '../head/meta';
import { routeFor, servesIn, siteRoutes } from '../routeTable';
import { searchDocumentsFrom } from '../search/documents';
import { searchIndexPathOf } from '../search/searchDocument';
import { buildFeeds } from './feeds';
import { dataFileOf, htmlFileOf } from './pageFiles';
import { replaceFile } from './replaceFile';

/** The manifest naming the origin a site directory's URLs were written for. */
export const SITE_MANIFEST = 'site.json';

/** One page of sitemap.xml: its path and its addresses in each language it is written in. */
export interface SitemapEntry {
  path: string;
  /** Every language's address, its own included; empty for a page in one language only. */
  alternates: Alternates;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap: each page with, when it is written in more than one language, a link to each
 * language's page (its own included) and the default language's as `x-default`.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  // The protocol wants URLs escaped: a Hindi slug is percent-encoded.
  const url = (path: string) => escapeXml(encodeURI(`${origin}${path}`));
  const link = (hreflang: string, path: string) =>
    `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries
    .map(({ path, alternates }) => {
      const languages = Object.entries(alternates) as [Locale, string][];
      if (languages.length < 2) return `  <url><loc>${url(path)}</loc></url>`;
      const links = languages.map(([locale, href]) => link(LOCALE_INFO[locale].tag, href));
      const fallback = alternates[DEFAULT_LOCALE];
      if (fallback) links.push(link('x-default', fallback));
      return `  <url>\n    <loc>${url(path)}</loc>${links.join('')}\n  </url>`;
    })
    .join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /super-admin/\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export interface DerivedFilesReport {
  /** Files written, relative to the site root. */
  files: string[];
  /** Pages in sitemap.xml, every language's. */
  indexedPages: number;
  /** Entries of every language's search index. */
  searchDocuments: number;
}

/** What a site directory was rendered for: its origin, and the content's fingerprint if known. */
export interface SiteManifest {
  origin: string;
  /** The run-time renderer's fingerprint of the content it rendered (none for the static build). */
  fingerprint?: string;
}

/** Writes `root`'s site.json. */
export async function writeSiteManifest(root: string, site: SiteManifest): Promise<void> {
  await replaceFile(join(root, SITE_MANIFEST), `${JSON.stringify(site, null, 2)}\n`);
}

/**
 * Every page sitemap.xml lists, in every language: the indexable static routes each language
 * serves and each language's articles (the default language's with its general article), each
 * with its addresses in the other languages (an article's by its key, among the listed ones).
 */
async function sitemapEntries(content: SiteContent): Promise<SitemapEntry[]> {
  const stories = await Promise.all(
    LOCALES.map(async (locale) => {
      const { all, general } = await content[locale].articles();
      // An article an editor marked noindex is not offered to search engines.
      const listed = all.filter((article) => !article.seo?.noindex);
      if (locale === DEFAULT_LOCALE && !listed.some((article) => article.id === general.id))
        listed.push(general);
      return listed.map((article) => ({
        locale,
        key: article.key ?? article.id,
        path: localizedPath(locale, articlePath(article)),
      }));
    }),
  );
  const byKey = new Map<string, Alternates>();
  for (const { locale, key, path } of stories.flat())
    byKey.set(key, { ...byKey.get(key), [locale]: path });
  const pages = LOCALES.flatMap((locale) =>
    indexedPathsFrom(siteRoutes)
      .filter((path) => servesIn(routeFor(path), locale))
      .map((path) => localizedPath(locale, path)),
  );
  const several = (alternates: Alternates = {}) =>
    Object.keys(alternates).length > 1 ? alternates : {};
  return [
    ...pages.map((path) => ({ path, alternates: alternatesOf(path) })),
    ...stories.flat().map(({ key, path }) => ({ path, alternates: several(byKey.get(key)) })),
  ];
}

/**
 * Writes every derived file under `root` for `site.origin` from the content of every language:
 * one sitemap (every language's pages), and each language's feeds and search index under its
 * prefix (`/hi/newsroom/rss.xml`, `/hi/search-index.json`), from that language's content only.
 */
export async function writeDerivedFiles(
  root: string,
  site: SiteManifest,
  content: SiteContent,
): Promise<DerivedFilesReport> {
  const { origin } = site;
  const indexed = await sitemapEntries(content);
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
    ['routes.json', `${JSON.stringify({ fallbacks }, null, 2)}\n`],
    [SITE_MANIFEST, `${JSON.stringify(site, null, 2)}\n`],
  ]);
  let searchDocuments = 0;
  for (const locale of LOCALES) {
    const source = content[locale];
    if (servesIn(routeFor('/search'), locale)) {
      const documents = await searchDocumentsFrom(source, locale);
      files.set(searchIndexPathOf(locale).slice(1), `${JSON.stringify(documents)}\n`);
      searchDocuments += documents.length;
    }
    if (!servesIn(routeFor('/newsroom'), locale)) continue;
    const [identity, newsroom, articles] = await Promise.all([
      source.identity(),
      source.page('newsroom'),
      source.articles(),
    ]);
    const feeds = buildFeeds({ origin, locale, identity, newsroom, articles: articles.all });
    for (const [path, xml] of feeds) files.set(path.slice(1), xml);
  }
  for (const [file, text] of files) await replaceFile(join(root, file), text);
  return {
    files: [...files.keys()],
    indexedPages: indexed.length,
    searchDocuments,
  };
}
