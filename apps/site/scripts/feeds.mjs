/**
 * The newsroom's RSS 2.0 and Atom feeds, written into the built site after the prerender:
 *
 *   import { writeFeeds } from './scripts/feeds.mjs';
 *   await writeFeeds('dist/client', 'https://studio.example');
 *
 * writes `<outDir>/newsroom/rss.xml` and `<outDir>/newsroom/atom.xml` (the paths FEED_PATHS in
 * @studio/content's newsroom.ts names). Also runnable: `node scripts/feeds.mjs <outDir> <origin>`.
 * The articles come from the same content module the pages render (loaded through Vite, which
 * compiles its TypeScript), so a feed can never disagree with the site.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Feed } from 'feed';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An article's body blocks as the HTML a feed reader shows. */
export function blocksToHtml(blocks) {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<h2>${escapeHtml(block.text)}</h2>`;
        case 'quote':
          return `<blockquote><p>${escapeHtml(block.text)}</p><footer>${escapeHtml(block.cite)}</footer></blockquote>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
        default:
          return `<p>${escapeHtml(block.text)}</p>`;
      }
    })
    .join('\n');
}

/** A module of the default-content package, by file (its TypeScript source, as the pages read it). */
const contentModule = (name) =>
  fileURLToPath(new URL(`../../../packages/content/src/${name}.ts`, import.meta.url));

async function loadContent() {
  const { createServer } = await import('vite');
  const server = await createServer({
    root: siteRoot,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const newsroom = await server.ssrLoadModule(contentModule('newsroom'));
    const { siteConfig } = await server.ssrLoadModule(contentModule('site'));
    return { ...newsroom, siteConfig };
  } finally {
    await server.close();
  }
}

/** Builds both feeds as strings (exported for tests). */
export async function buildFeeds(origin) {
  const base = origin.replace(/\/$/, '');
  const { allArticles, articlePath, FEED_PATHS, newsroom, siteConfig } = await loadContent();
  const newest = allArticles[0];
  const feed = new Feed({
    title: `${siteConfig.name} Newsroom`,
    description: newsroom.intro,
    id: `${base}/newsroom`,
    link: `${base}/newsroom`,
    language: 'en',
    image: `${base}/images/${newest.image.name}-960.webp`,
    favicon: `${base}/favicon.svg`,
    copyright: `© ${new Date(newest.isoDate).getUTCFullYear()} ${siteConfig.name}`,
    updated: new Date(`${newest.isoDate}T00:00:00Z`),
    generator: false,
    feedLinks: { rss: `${base}${FEED_PATHS.rss}`, atom: `${base}${FEED_PATHS.atom}` },
    author: { name: siteConfig.name, email: siteConfig.email, link: base },
  });
  for (const article of allArticles) {
    const link = `${base}${articlePath(article)}`;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      date: new Date(`${article.isoDate}T00:00:00Z`),
      description: article.text,
      content: `<p><em>${escapeHtml(article.subtitle)}</em></p>\n${blocksToHtml(article.body)}`,
      category: [{ name: article.category }],
      author: [{ name: article.author }],
      image: { url: `${base}/images/${article.image.name}-960.webp`, type: 'image/webp' },
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1(), paths: FEED_PATHS };
}

/** Writes the RSS and Atom feeds under `outDir` at the paths the newsroom links. */
export async function writeFeeds(outDir, origin) {
  const { rss, atom, paths } = await buildFeeds(origin);
  const written = [];
  for (const [path, xml] of [
    [paths.rss, rss],
    [paths.atom, atom],
  ]) {
    const file = join(resolve(outDir), path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, xml);
    written.push(file);
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [
    outDir = join(siteRoot, 'dist/client'),
    origin = process.env.PUBLIC_ORIGIN ?? 'http://localhost:3001',
  ] = process.argv.slice(2);
  for (const file of await writeFeeds(outDir, origin)) console.log(`wrote ${file}`);
}
