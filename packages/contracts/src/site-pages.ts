import type { ContentType } from './content/collections.js';
import type { PublishedContent } from './content/published.js';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, splitLocale, type Locale } from './locales.js';

/**
 * The public site's pages as the API and the site both see them: where an entry's page lives,
 * which pages list each collection, and the contract of the site's renderer the API calls
 * (apps/site/src/publish/renderSite.server.ts, loaded by apps/api/src/site/renderer.ts).
 */

/** Every article's page lives under this prefix, one slug segment after it. */
export const ARTICLE_PATH_PREFIX = '/article/';
/** The site's route pattern of an article's page. */
export const ARTICLE_ROUTE = `${ARTICLE_PATH_PREFIX}:slug` as const;

/** The page of the article with this slug. */
export const articlePathOf = (slug: string): string => `${ARTICLE_PATH_PREFIX}${slug}`;

/** Whether a path is an article's page: the prefix and one slug segment, nothing after it. */
export function isArticlePath(path: string): boolean {
  if (!path.startsWith(ARTICLE_PATH_PREFIX)) return false;
  const slug = path.slice(ARTICLE_PATH_PREFIX.length);
  return slug !== '' && !slug.includes('/');
}

/**
 * Where the page for unknown article slugs is rendered (the general article under a notice that
 * the story is not here). The underscore keeps it out of every slug the slug rule allows; the API
 * answers it, under the prefix, only as a 404.
 */
export const UNKNOWN_ARTICLE_PATH = `${ARTICLE_PATH_PREFIX}_unknown`;

/**
 * Each language's 404 page: what an address that is no page answers, in the language of its
 * prefix (`/hi/nope` in Hindi, `/nope` in English). The renderer names it `*` in the default
 * language and `/hi/*` in Hindi (`notFoundPathOf`), and writes it to `404.html` and
 * `hi/404.html` (`notFoundFileOf`), which the API sends with status 404 (`notFoundFileFor`).
 */
export const notFoundPathOf = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? '*' : `${LOCALE_INFO[locale].prefix}/*`;

/** The language whose 404 page `path` names (`*`, `/hi/*`); null for any other path. */
export const notFoundLocaleOf = (path: string): Locale | null =>
  LOCALES.find((locale) => notFoundPathOf(locale) === path) ?? null;

/** A language's 404 page file, relative to the site's root: `404.html`, `hi/404.html`. */
export function notFoundFileOf(locale: Locale): string {
  const { prefix } = LOCALE_INFO[locale];
  return prefix ? `${prefix.slice(1)}/404.html` : '404.html';
}

/** The 404 page file that answers `address`, an address that is no page: its language's. */
export const notFoundFileFor = (address: string): string =>
  notFoundFileOf(splitLocale(address).locale);

/** The listings and pages that show entries of each type (besides an article's own page). */
export const LISTINGS: Readonly<Record<ContentType, readonly string[]>> = {
  articles: ['/newsroom', '/'],
  releases: ['/music', '/video', '/new-release', '/'],
  tracks: ['/tracks', '/new-release', '/music'],
  'team-members': ['/about'],
  leadership: ['/leadership'],
  jobs: ['/careers'],
  faqs: ['/faq'],
  'help-topics': ['/help'],
};

/** The listings that show entries of `type`, the main one first. */
export function listingsOf(type: ContentType): readonly string[] {
  return LISTINGS[type];
}

/** The page of one entry, for the types that have their own. */
export function entryPath(type: ContentType, slug: string): string | null {
  return type === 'articles' ? articlePathOf(slug) : null;
}

/** What one page adds to the strict CSP (an entry of the site's csp.json, which the API reads). */
export interface PagePolicy {
  scriptHashes: string[];
  frameSrc: string[];
  connectSrc: string[];
}

/** The options of the site's `renderSite`: which pages to render again, into which directory. */
export interface RenderSiteOptions {
  /** A writable copy of the served site: pages and derived files are replaced in it. */
  root: string;
  /** The origin every canonical, share, sitemap, robots and feed URL names. */
  origin: string;
  /** The content store's published content, which the pages show; the default content without. */
  store?: PublishedContent | undefined;
  /** Written in site.json: what the API compares at start to skip rendering the same again. */
  fingerprint?: string | undefined;
  /** The URL paths to render again (`*` is the 404 page), or every page. */
  paths: readonly string[] | 'all';
  /**
   * Queues the share images in the root (share-images.json) instead of drawing them: the caller
   * serves the root first, then has `drawShareImages` draw them there (a rename changes every
   * page's image). Without it, they are drawn before `renderSite` answers.
   */
  deferShareImages?: boolean | undefined;
}

/** The options of the site's `drawShareImages`: the queued share images of a served directory. */
export interface DrawShareImagesOptions {
  /** The site directory, served already. */
  root: string;
  origin: string;
  /** Written in site.json once no image is left to draw (see RenderSiteOptions.fingerprint). */
  fingerprint?: string | undefined;
  /**
   * Read before each image (shared with the caller's thread): not 0 once a newer render waits,
   * which then draws the images this one leaves.
   */
  stop?: Int32Array | undefined;
}

/** The share images drawn, and the pages whose image could not be drawn (still queued). */
export interface DrawnShareImages {
  drawn: string[];
  failed: RenderFailure[];
}

/** What `renderSite` did. */
/** A page that could not be rendered (its files stay as they were served), and why. */
export interface RenderFailure {
  /** The page's URL path. */
  path: string;
  reason: string;
}

export interface RenderSiteReport {
  /** The pages rendered, by URL path. */
  pages: string[];
  /** Article pages whose files were removed (no longer published). */
  removed: string[];
  /** The pages that failed: every other page was rendered all the same. */
  failed: RenderFailure[];
  /** Every file written, relative to the root (their compressed siblings beside them). */
  files: string[];
  /** How long each page asked took to render and write (its share image apart), failed ones included (ms). */
  timings: PageTiming[];
}

/** One page's render time. */
export interface PageTiming {
  path: string;
  ms: number;
}

/** The options of the site's `renderPreview`: one page, in memory. */
export interface RenderPreviewOptions {
  origin: string;
  /** When the preview's link expires (ISO): the page's draft bar says so. */
  expiresAt: string;
  /** The published content with the previewed draft in it. */
  store: PublishedContent;
  /** The page to render, by URL path. */
  path: string;
}

/** A page rendered in memory, never written; null when the content has no page at that path. */
export type RenderedPreview = { html: string; policy: PagePolicy } | null;
