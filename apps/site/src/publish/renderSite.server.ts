// The run-time renderer (ADR 0007): renders pages again with the server build and a load context
// holding the content source and the origin, into a directory the API then serves. The API
// calls it through the server build (`build.entry.module.renderSite`, see entry.server.tsx).
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type {
  DrawnShareImages,
  DrawShareImagesOptions,
  PagePolicy,
  PageTiming,
  RenderFailure,
  RenderPreviewOptions,
  RenderSiteOptions,
  RenderSiteReport,
  RenderedPreview,
} from '@studio/contracts';
import {
  isArticlePath,
  notFoundLocaleOf,
  notFoundPathOf,
  UNKNOWN_ARTICLE_PATH,
} from '@studio/contracts/site-pages';
import type { SiteContent } from '@studio/content/languages';
import { DEFAULT_LOCALE, LOCALES, localizedPath, splitLocale } from '@studio/contracts/locales';
import { articlePath } from '@studio/content/newsroom';
import { precompressFiles, isCompressible, RENDER_TIME } from '@studio/precompress';
import { loadContext, renderedContent } from '../contentSource.server';
import { staticPaths } from '../routeTable';
import { writeDerivedFiles } from './derivedFiles';
import { notFoundRenderPathOf } from '../prerenderPaths';
import { dataFileOf, finishPage, htmlFileOf, preparePage } from './pageFiles';
import { replaceFile } from './replaceFile';
import {
  createShareImageRenderer,
  queueShareImages,
  type ShareImageOf,
  type ShareImageRenderer,
} from './shareImages';
import { drawQueuedShareImages } from './drawQueued';

export const CSP_MANIFEST = 'csp.json';

export type RenderSite = (
  build: ServerBuild,
  options: RenderSiteOptions,
) => Promise<RenderSiteReport>;

export type DrawSiteShareImages = (
  build: ServerBuild,
  options: DrawShareImagesOptions,
) => Promise<DrawnShareImages>;

export type RenderPreview = (
  build: ServerBuild,
  options: RenderPreviewOptions,
) => Promise<RenderedPreview>;

let shareImages: Promise<ShareImageRenderer> | null = null;
const shareImageRenderer = () => (shareImages ??= createShareImageRenderer());

/**
 * Every page of the site for its content: in the default language the static routes, each
 * article, the general article, the page for unknown slugs and the 404 page; in each other
 * language the routes written in it, each article with a live translation (issue 41) and its
 * 404 page (`/hi/*`).
 */
async function everyPage(content: SiteContent): Promise<string[]> {
  const pages: string[] = [];
  for (const locale of LOCALES) {
    const articles = await content[locale].articles();
    if (locale !== DEFAULT_LOCALE) {
      pages.push(
        ...staticPaths(locale),
        ...articles.all.map((article) => localizedPath(locale, articlePath(article))),
        notFoundPathOf(locale),
      );
      continue;
    }
    pages.push(
      ...staticPaths(),
      ...articles.all.map(articlePath),
      articlePath(articles.general),
      UNKNOWN_ARTICLE_PATH,
      notFoundPathOf(locale),
    );
  }
  return pages;
}

async function readPolicies(root: string): Promise<Record<string, PagePolicy>> {
  try {
    const parsed = JSON.parse(await readFile(join(root, CSP_MANIFEST), 'utf8')) as {
      pages?: Record<string, PagePolicy>;
    };
    return parsed.pages ?? {};
  } catch {
    return {};
  }
}

export async function writePolicies(root: string, pages: Record<string, PagePolicy>) {
  await replaceFile(join(root, CSP_MANIFEST), `${JSON.stringify({ pages }, null, 2)}\n`);
}

export const renderSite: RenderSite = async (build, options) => {
  const content = renderedContent(options);
  const handler = createRequestHandler(build, 'production');
  const context = loadContext(content, options.origin);
  const pages = await everyPage(content);
  const known = new Set(pages);
  const asked = [...new Set(options.paths === 'all' ? pages : options.paths)];
  // Only the content's pages are rendered (no other path reaches the file system); an article
  // that is no longer published loses its files, so its address answers as any unknown slug.
  const paths = asked.filter((path) => known.has(path));
  const removed = asked.filter((path) => !known.has(path) && isArticlePath(splitLocale(path).path));
  const renderShareImage = await shareImageRenderer();
  const policies = await readPolicies(options.root);
  const written: string[] = [];
  const failed: RenderFailure[] = [];
  const rendered: string[] = [];
  const timings: PageTiming[] = [];
  const shareImagesOf: ShareImageOf[] = [];

  /** Renders one page's files; a page that fails is reported and never stops the others. */
  const isolated = async (path: string, work: () => Promise<void>) => {
    try {
      await work();
      rendered.push(path);
    } catch (error) {
      failed.push({ path, reason: error instanceof Error ? error.message : String(error) });
    }
  };

  for (const path of paths) {
    // Each page's own time, failed or not (the API shows it to super admins): the page and its
    // data file, not its share image or the files derived from every page at the end.
    const started = performance.now();
    await isolated(path, async () => {
      // A language's 404 page is what an address that is no page answers in that language.
      const notFoundIn = notFoundLocaleOf(path);
      const requestPath = notFoundIn ? notFoundRenderPathOf(notFoundIn) : path;
      const page = await handler(new Request(`${options.origin}${requestPath}`), context);
      // A server error is the page's failure; any other status (a redirect) leaves it as it was.
      if (page.status >= 500) throw new Error(`rendering it answered ${page.status}`);
      if (page.status !== 200 && !(notFoundIn && page.status === 404)) return;
      const file = htmlFileOf(path);
      const finished = await finishPage(options.root, file, await page.text());
      policies[file] = finished.policy;
      shareImagesOf.push(finished.shareImage);
      written.push(file);
      if (notFoundIn) return;
      const data = await handler(new Request(`${options.origin}${requestPath}.data`), context);
      if (data.status === 200) {
        const dataFile = dataFileOf(path);
        await replaceFile(join(options.root, dataFile), Buffer.from(await data.arrayBuffer()));
        written.push(dataFile);
      }
    });
    timings.push({ path, ms: Math.round(performance.now() - started) });
  }
  for (const path of removed) {
    await isolated(path, async () => {
      const file = htmlFileOf(path);
      delete policies[file];
      // A name too long for a file (a slug from before the slug rule) was never written.
      const gone = (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENAMETOOLONG') throw error;
      };
      await rm(join(options.root, dirname(file)), { recursive: true, force: true }).catch(gone);
      for (const suffix of ['', '.br', '.gz'])
        await rm(join(options.root, `${dataFileOf(path)}${suffix}`), { force: true }).catch(gone);
    });
  }
  await writePolicies(options.root, policies);
  const site = { origin: options.origin };
  const derived = await writeDerivedFiles(options.root, site, content);
  const files = [...written, ...derived.files];
  await precompressFiles(
    files.filter((file) => isCompressible(file)).map((file) => join(options.root, file)),
    RENDER_TIME,
  );
  await queueShareImages(options.root, shareImagesOf);
  // Without it, the next start renders every page again (a failed page is retried).
  const fingerprint = failed.length === 0 ? options.fingerprint : undefined;
  const images = options.deferShareImages
    ? { drawn: [], failed: [] }
    : await drawQueuedShareImages({ ...site, root: options.root, fingerprint }, renderShareImage);
  failed.push(...images.failed);
  const unfinished = new Set(images.failed.map((failure) => failure.path));
  return {
    pages: paths.filter((path) => rendered.includes(path) && !unfinished.has(path)),
    removed: removed.filter((path) => rendered.includes(path)),
    failed,
    files: [...files, ...images.drawn],
    timings,
  };
};

/** Draws the share images a render queued (`deferShareImages`) in the directory now served. */
export const drawSiteShareImages: DrawSiteShareImages = async (_build, options) =>
  drawQueuedShareImages(options, await shareImageRenderer());

/**
 * The preview's first script, before the client router starts: the router matches routes by
 * the address, and the preview's own (`/preview/…`) is no route of the site, so the page
 * hydrates at the path it shows; once hydrated (root.tsx marks it), the address bar shows the
 * preview link again, so a reload shows the draft once more.
 */
function hydrateAt(path: string): string {
  const target = JSON.stringify(path).replace(/</g, '\\u003c');
  return `<script>(()=>{const own=location.pathname;history.replaceState(history.state,'',${target});const html=document.documentElement;new MutationObserver((_,o)=>{if(html.dataset.hydrated){o.disconnect();history.replaceState(history.state,'',own);}}).observe(html,{attributes:true,attributeFilter:['data-hydrated']});})()</script>`;
}

/**
 * A draft's page, rendered in memory for its preview URL and never written to the served site.
 * It names itself noindex; its CSP entry hashes its inline scripts, the one above included.
 */
export const renderPreview: RenderPreview = async (build, options) => {
  const handler = createRequestHandler(build, 'production');
  const context = {
    ...loadContext(renderedContent(options), options.origin),
    preview: { expiresAt: options.expiresAt },
  };
  const page = await handler(new Request(`${options.origin}${options.path}`), context);
  if (page.status !== 200) return null;
  const html = (await page.text()).replace(
    /<head>/i,
    `<head><meta name="robots" content="noindex, nofollow"/>${hydrateAt(options.path)}`,
  );
  return preparePage(html, options.path);
};
