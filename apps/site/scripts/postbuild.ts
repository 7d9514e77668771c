// After `react-router build`: each prerendered page finished as the run-time renderer finishes
// the pages it renders (src/publish/pageFiles.ts: preloads last, CSP entry, share image), the
// 404 pages, csp.json, and the derived files (src/publish/derivedFiles.ts: sitemap.xml,
// robots.txt, feeds, search index, routes.json, site.json) for PUBLIC_ORIGIN and the default
// content.
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSiteContent } from '@studio/content/languages';
import type { PagePolicy } from '@studio/contracts';
import { LOCALES } from '@studio/contracts/locales';
import { notFoundFileOf } from '@studio/contracts/site-pages';
import { publicOrigin } from '../publicOrigin';
import { writeDerivedFiles } from '../src/publish/derivedFiles';
import { notFoundRenderPathOf } from '../src/prerenderPaths';
import { finishPage } from '../src/publish/pageFiles';
import { writePolicies } from '../src/publish/renderSite.server';
import {
  createShareImageRenderer,
  drawShareImages,
  queueShareImages,
  type ShareImageOf,
} from '../src/publish/shareImages';

const client = fileURLToPath(new URL('../dist/client/', import.meta.url));

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

// Each language's prerendered 404 page (/404, /hi/404) becomes its 404 file (404.html,
// hi/404.html), which the server sends with status 404 for that language's unknown addresses;
// /404 itself is no page.
for (const locale of LOCALES) {
  const rendered = notFoundRenderPathOf(locale).slice(1);
  await rename(join(client, rendered, 'index.html'), join(client, notFoundFileOf(locale)));
  await rm(join(client, rendered), { recursive: true, force: true });
  await rm(join(client, `${rendered}.data`), { force: true });
}

const pages: Record<string, PagePolicy> = {};
const shareImages: ShareImageOf[] = [];
for (const file of await htmlFiles(client)) {
  const { policy, shareImage } = await finishPage(
    client,
    file,
    await readFile(join(client, file), 'utf8'),
  );
  pages[file] = policy;
  shareImages.push(shareImage);
}
await writePolicies(client, pages);
await queueShareImages(client, shareImages);
const images = await drawShareImages(client, await createShareImageRenderer());
if (images.failed.length > 0)
  throw new Error(images.failed.map((failure) => `${failure.path}: ${failure.reason}`).join('\n'));
const derived = await writeDerivedFiles(client, { origin: publicOrigin() }, defaultSiteContent);

console.log(
  `site: ${Object.keys(pages).length} HTML pages hashed into csp.json, each with its share image; sitemap.xml lists ${derived.indexedPages} pages; the search indexes (every language) ${derived.searchDocuments} documents.`,
);
