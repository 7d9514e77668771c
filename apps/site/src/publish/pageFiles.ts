// What is done to each rendered page, at build (scripts/postbuild.ts, on the prerendered files)
// and at run time (renderSite, on pages the API renders again): module preloads behind the
// stylesheets, the page's CSP additions (hashes of its inline scripts, its embeds' origins) and
// its share image.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { PagePolicy } from '@studio/contracts';
import { LOCALES, splitLocale } from '@studio/contracts/locales';
import { notFoundFileOf, notFoundLocaleOf, notFoundPathOf } from '@studio/contracts/site-pages';
import { shareImagePath } from '../head/shareImage';
import { routeFor, type EmbedHost } from '../routeTable';
import { preloadsLast } from './preloadsLast';
import { replaceFile } from './replaceFile';
import { shareCardFromHtml, type ShareImageOf } from './shareImages';

/** What each embed needs in the page's CSP once the visitor consents or clicks its facade. */
const EMBED_SOURCES: Record<EmbedHost, { frame: string[]; connect: string[] }> = {
  spotify: { frame: ['https://open.spotify.com'], connect: [] },
  youtube: { frame: ['https://www.youtube-nocookie.com'], connect: ['https://www.youtube.com'] },
};

/** The text of every inline <script> (no src): what the CSP must allow by hash. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    // JSON-LD is data, not script: CSP does not apply to it.
    if (/type\s*=\s*["']application\/ld\+json["']/i.test(attributes)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A URL path's HTML file, relative to the site root: `/` → index.html, `/a` → a/index.html, a
 * language's 404 page (`*`, `/hi/*`) → its 404 file (404.html, hi/404.html).
 */
export function htmlFileOf(urlPath: string): string {
  const notFoundIn = notFoundLocaleOf(urlPath);
  if (notFoundIn) return notFoundFileOf(notFoundIn);
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/** `/about` → about.data, `/` → _root.data: the files client navigation fetches. */
export const dataFileOf = (urlPath: string) =>
  urlPath === '/' ? '_root.data' : `${urlPath.replace(/^\/+|\/+$/g, '')}.data`;

/** A page's URL path from its HTML file (`*`, `/hi/*` for each language's 404 page). */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  const notFoundIn = LOCALES.find((locale) => notFoundFileOf(locale) === file);
  if (notFoundIn) return notFoundPathOf(notFoundIn);
  return `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * What the server adds to a rendered page wherever it is served: its preloads last, and its CSP
 * entry. `urlPath` is the page's route (`*`, `/hi/*` for the 404 pages, which embed nothing).
 */
export function preparePage(
  rendered: string,
  urlPath: string,
): { html: string; policy: PagePolicy } {
  const html = preloadsLast(rendered);
  // A page in another language embeds what its route does (`/hi/music` as `/music`).
  const embeds = routeFor(splitLocale(urlPath).path).embeds ?? [];
  return {
    html,
    policy: {
      scriptHashes: [...new Set(inlineScripts(html).map(sha256))],
      frameSrc: embeds.flatMap((host) => EMBED_SOURCES[host].frame),
      connectSrc: embeds.flatMap((host) => EMBED_SOURCES[host].connect),
    },
  };
}

/**
 * Finishes one rendered page under `root`: writes it with its preloads last, and answers its CSP
 * entry and the share image it announces (drawn by `drawShareImages`, which skips an unchanged
 * one). `file` is relative to `root` (`about/index.html`, `404.html`, `hi/404.html`).
 */
export async function finishPage(
  root: string,
  file: string,
  rendered: string,
): Promise<{ policy: PagePolicy; shareImage: ShareImageOf }> {
  const path = urlPathOf(file);
  const { html, policy } = preparePage(rendered, path);
  await replaceFile(join(root, file), html);
  const shareImage = { path, file: shareImagePath(path).slice(1), card: shareCardFromHtml(html) };
  return { policy, shareImage };
}
