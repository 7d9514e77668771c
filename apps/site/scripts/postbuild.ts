// After `react-router build`: each page's module preloads behind its stylesheets, the 404
// page, the CSP manifest (hashes of each page's inline scripts, and the third parties the page
// may embed), each page's share image, sitemap.xml, robots.txt, the header search's index and
// routes.json (the fallbacks the API's static serving reads).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicOrigin } from '../publicOrigin';
import { indexedPathsFrom } from '../src/head/indexedPaths';
import { shareImagePath } from '../src/head/shareImage';
import { routeFor, siteRoutes, type EmbedHost } from '../src/routeTable';
import { articlePaths, GENERAL_ARTICLE_PATH } from '@studio/content/newsroom';
import { writeFeeds } from './feeds.mjs';
import { writeSearchIndex } from '../src/search/writeIndex';
import { createShareImageRenderer, shareCardFromHtml } from './shareImages';
import { preloadsLast } from './preloadsLast';

const client = fileURLToPath(new URL('../dist/client/', import.meta.url));
const origin = publicOrigin();

/** What each embed needs in the page's CSP once the visitor consents or clicks its facade. */
const EMBED_SOURCES: Record<EmbedHost, { frame: string[]; connect: string[] }> = {
  spotify: { frame: ['https://open.spotify.com'], connect: [] },
  youtube: { frame: ['https://www.youtube-nocookie.com'], connect: ['https://www.youtube.com'] },
};

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

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

function urlPathOf(file: string): string {
  const rel = relative(client, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel === '404.html') return '/404-not-found';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

// The prerendered /404 page becomes 404.html, which the server sends with status 404; /404
// itself is no page.
await rename(join(client, '404', 'index.html'), join(client, '404.html'));
await rm(join(client, '404'), { recursive: true, force: true });
await rm(join(client, '404.data'), { force: true });
// ssr:false writes a single-page fallback; every path here is either a prerendered page or a 404.
await rm(join(client, '__spa-fallback.html'), { force: true });

const pages: Record<string, { scriptHashes: string[]; frameSrc: string[]; connectSrc: string[] }> =
  {};
const renderShareImage = await createShareImageRenderer();
await mkdir(join(client, 'share'), { recursive: true });
const shareImages: Promise<void>[] = [];
for (const file of await htmlFiles(client)) {
  const html = preloadsLast(await readFile(file, 'utf8'));
  await writeFile(file, html);
  const urlPath = urlPathOf(file);
  const route = routeFor(urlPath);
  const imagePath = shareImagePath(urlPath === '/404-not-found' ? '*' : urlPath);
  shareImages.push(
    renderShareImage(shareCardFromHtml(html)).then((png) =>
      writeFile(join(client, imagePath), png),
    ),
  );
  const embeds = route.embeds ?? [];
  pages[relative(client, file).split(sep).join('/')] = {
    scriptHashes: [...new Set(inlineScripts(html).map(sha256))],
    frameSrc: embeds.flatMap((host) => EMBED_SOURCES[host].frame),
    connectSrc: embeds.flatMap((host) => EMBED_SOURCES[host].connect),
  };
}
await Promise.all(shareImages);
await writeFile(join(client, 'csp.json'), `${JSON.stringify({ pages }, null, 2)}\n`);

const indexed = [...indexedPathsFrom(siteRoutes), ...articlePaths()];
await writeFile(
  join(client, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexed
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
await writeFile(
  join(client, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /super-admin/\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
);
await writeFile(
  join(client, 'routes.json'),
  `${JSON.stringify({ fallbacks: [{ prefix: '/article/', file: `${GENERAL_ARTICLE_PATH.slice(1)}/index.html` }] }, null, 2)}\n`,
);
await writeFeeds(client, origin);
const searchDocuments = await writeSearchIndex(client);

console.log(
  `site: ${Object.keys(pages).length} HTML pages hashed into csp.json, ${shareImages.length} share images; sitemap.xml lists ${indexed.length} pages; the search index ${searchDocuments} documents.`,
);
