// The run-time renderer against the same commit's static build (apps/site/dist: run
// `npx turbo run build --filter=@studio/site` first): every page it renders for the build's
// origin is the built page; another origin shows in every URL; a publish after a content change
// shows the change in the page, its share image, the sitemap, the feeds and the search index.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../src/paths.js';
import { cloneTree } from '../../src/site/generations.js';
import { builtOrigin, loadSiteRenderer, serverBuildOf, type SiteRenderer } from '../../src/site/renderer.js';

const siteDist = join(findRepoRoot(), 'apps/site/dist/client');
const OTHER = 'https://studio.example';

interface Article { title: string; subtitle: string; [key: string]: unknown }
interface Source {
  identity(): Promise<unknown>;
  page(key: string): Promise<unknown>;
  articles(): Promise<{ all: readonly Article[]; general: Article }>;
}

let render: SiteRenderer;
let defaults: Source;
let buildOrigin: string;
const dirs: string[] = [];

async function copyOfBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-render-'));
  dirs.push(dir);
  await cloneTree(siteDist, join(dir, 'site'));
  return join(dir, 'site');
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=|application\/ld\+json/i.test(match[1] ?? ''))
    .map((match) => `'sha256-${createHash('sha256').update(match[2] ?? '').digest('base64')}'`);

beforeAll(async () => {
  const renderer = await loadSiteRenderer(siteDist);
  if (!renderer) throw new Error(`no site server build at ${serverBuildOf(siteDist)}: build the site`);
  render = renderer;
  const build = (await import(pathToFileURL(serverBuildOf(siteDist)).href)) as {
    entry: { module: { defaultContentSource: Source } };
  };
  defaults = build.entry.module.defaultContentSource;
  buildOrigin = (await builtOrigin(siteDist)) ?? '';
});

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the run-time renderer', () => {
  it('renders every page as the static build does, each CSP entry hashing its own inline scripts', async () => {
    const root = await copyOfBuild();
    const report = await render({ root, origin: buildOrigin, paths: 'all' });
    const policies = JSON.parse(await readFile(join(root, 'csp.json'), 'utf8')) as {
      pages: Record<string, { scriptHashes: string[] }>;
    };
    const files = await htmlFiles(siteDist);
    expect(report.pages.length).toBe(files.length);
    for (const file of files) {
      const rendered = await readFile(join(root, file), 'utf8');
      expect(rendered, file).toBe(await readFile(join(siteDist, file), 'utf8'));
      expect([...new Set(inlineScripts(rendered))].sort(), file).toEqual(
        [...(policies.pages[file]?.scriptHashes ?? [])].sort(),
      );
    }
    for (const file of ['sitemap.xml', 'robots.txt', 'newsroom/rss.xml', 'search-index.json'])
      expect(await readFile(join(root, file), 'utf8'), file).toBe(
        await readFile(join(siteDist, file), 'utf8'),
      );
  }, 180_000);

  it('names the origin it runs on in every canonical, share, sitemap, robots and feed URL', async () => {
    const root = await copyOfBuild();
    await render({ root, origin: OTHER, paths: 'all' });
    for (const file of [...(await htmlFiles(root)), 'sitemap.xml', 'robots.txt', 'newsroom/rss.xml', 'newsroom/atom.xml']) {
      const text = await readFile(join(root, file), 'utf8');
      expect(text.includes(buildOrigin), file).toBe(false);
    }
    const about = await readFile(join(root, 'about/index.html'), 'utf8');
    expect(about).toContain(`<link rel="canonical" href="${OTHER}/about"/>`);
    expect(about).toContain(`<meta property="og:url" content="${OTHER}/about"/>`);
    expect(about).toContain(`<meta property="og:image" content="${OTHER}/share/about.png"/>`);
    expect(await readFile(join(root, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${OTHER}/sitemap.xml`);
  }, 180_000);

  it('shows a changed article in its page, share image, sitemap, feeds and search index', async () => {
    const root = await copyOfBuild();
    const articles = await defaults.articles();
    const [first, ...rest] = articles.all;
    const changed = { ...first!, title: 'Monsoon Sessions Announced', subtitle: 'A new series' };
    const content: Source = {
      identity: () => defaults.identity(),
      page: (key) => defaults.page(key),
      articles: () => Promise.resolve({ all: [changed, ...rest], general: articles.general }),
    };
    const path = '/article/monsoon-sessions-announced';
    const report = await render({ root, origin: buildOrigin, content, paths: [path, '/newsroom', '/'] });
    expect(report.pages).toEqual([path, '/newsroom', '/']);
    const page = await readFile(join(root, 'article/monsoon-sessions-announced/index.html'), 'utf8');
    expect(page).toContain('<title>Monsoon Sessions Announced');
    expect(page).toContain('A new series');
    expect((await stat(join(root, 'share/article-monsoon-sessions-announced.png'))).size).toBeGreaterThan(1000);
    expect(await readFile(join(root, 'article/monsoon-sessions-announced.data'), 'utf8')).toContain('Monsoon Sessions Announced');
    expect(await readFile(join(root, 'newsroom/index.html'), 'utf8')).toContain('Monsoon Sessions Announced');
    expect(await readFile(join(root, 'sitemap.xml'), 'utf8')).toContain(`${buildOrigin}${path}</loc>`);
    expect(await readFile(join(root, 'newsroom/rss.xml'), 'utf8')).toContain('Monsoon Sessions Announced');
    expect(await readFile(join(root, 'search-index.json'), 'utf8')).toContain(path);
    // Compressed once, when rendered: the siblings hold the new page.
    expect((await stat(join(root, 'article/monsoon-sessions-announced/index.html.br'))).size).toBeGreaterThan(0);
    // The build itself is untouched (the copy shares its files by hard links).
    expect(await readFile(join(siteDist, 'sitemap.xml'), 'utf8')).not.toContain(path);
  }, 180_000);
});
