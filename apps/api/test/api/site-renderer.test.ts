// The run-time renderer against the same commit's static build: every page it renders for the
// build's origin is the built page; another origin shows in every URL; a render after a content
// change in the content store shows it in the page, its share image, the sitemap, the feeds and
// the search index; a new studio name is served before the share images are drawn again, and an
// unchanged card's image is not drawn again.
import { mkdtemp, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '@studio/contracts';
import { siteConfig } from '@studio/content/site';
import { readPublishedContent } from '../../src/domain/content/published.js';
import { defaultContentSeed, seedContentStore } from '../../src/domain/content/seed.js';
import { cloneTree } from '../../src/site/generations.js';
import { useTestDatabase } from '../support/api.js';
import {
  builtSite,
  CHANGED,
  inlineScriptHashes,
  siteDist,
  type BuiltSite,
} from '../support/site.js';

const OTHER = 'https://studio.example';
const tdb = useTestDatabase();
let site: BuiltSite;
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

const text = (root: string, file: string) => readFile(join(root, file), 'utf8');

beforeAll(async () => {
  site = await builtSite();
});

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the run-time renderer', () => {
  it('renders every page as the static build does, each CSP entry hashing its own inline scripts', async () => {
    const root = await copyOfBuild();
    const report = await site.render({ root, origin: site.origin, paths: 'all' });
    const policies = JSON.parse(await text(root, 'csp.json')) as {
      pages: Record<string, { scriptHashes: string[] }>;
    };
    const files = await htmlFiles(siteDist);
    expect(report.pages.length).toBe(files.length);
    for (const file of files) {
      const rendered = await text(root, file);
      expect(rendered, file).toBe(await text(siteDist, file));
      expect(inlineScriptHashes(rendered), file).toEqual(
        [...(policies.pages[file]?.scriptHashes ?? [])].sort(),
      );
    }
    const derived = ['sitemap.xml', 'robots.txt', 'newsroom/rss.xml', 'search-index.json'];
    // Each language's feeds and index: the build writes the default content's in every language.
    for (const file of [...derived, 'hi/newsroom/rss.xml', 'hi/search-index.json'])
      expect(await text(root, file), file).toBe(await text(siteDist, file));
  }, 180_000);

  it('names the origin it runs on in every canonical, share, sitemap, robots and feed URL', async () => {
    const root = await copyOfBuild();
    const report = await site.render({ root, origin: OTHER, paths: 'all' });
    // The share images name no origin: a start for another origin draws none of them again.
    expect(report.files.filter((file) => file.startsWith('share/'))).toEqual([]);
    const derived = ['sitemap.xml', 'robots.txt', 'newsroom/rss.xml', 'newsroom/atom.xml'];
    const hindi = ['hi/newsroom/rss.xml', 'hi/newsroom/atom.xml'];
    for (const file of [...(await htmlFiles(root)), ...derived, ...hindi])
      expect((await text(root, file)).includes(site.origin), file).toBe(false);
    const about = await text(root, 'about/index.html');
    expect(about).toContain(`<link rel="canonical" href="${OTHER}/about"/>`);
    expect(about).toContain(`<meta property="og:url" content="${OTHER}/about"/>`);
    expect(about).toContain(`<meta property="og:image" content="${OTHER}/share/about.png"/>`);
    expect(await text(root, 'robots.txt')).toContain(`Sitemap: ${OTHER}/sitemap.xml`);
    expect(await text(root, 'sitemap.xml')).toContain(`<loc>${OTHER}/about</loc>`);
    expect(await text(root, 'newsroom/atom.xml')).toContain(`${OTHER}/newsroom`);
  }, 180_000);

  it('shows changed content in its page, share image, sitemap, feeds and search index', async () => {
    const root = await copyOfBuild();
    // The store as a first start seeds it, with its newest article retitled (its slug follows).
    const now = new Date();
    const seed = defaultContentSeed({ studioName: siteConfig.name, now });
    const newest = seed.entries.find(
      (entry) => `/article/${slugify(String(entry.data.title))}` === CHANGED.formerPath,
    );
    if (!newest) throw new Error(`no seeded article at ${CHANGED.formerPath}`);
    newest.data = { ...newest.data, title: CHANGED.title, subtitle: CHANGED.subtitle };
    await seedContentStore(tdb.database.db, seed, now);
    const report = await site.render({
      root,
      origin: site.origin,
      store: await readPublishedContent(tdb.database.db),
      paths: [CHANGED.path, CHANGED.formerPath, '/newsroom', '/../outside'],
    });
    expect(report.pages).toEqual([CHANGED.path, '/newsroom']);
    // The old address is no page any more: its files go, and it answers as any unknown slug.
    expect(report.removed).toEqual([CHANGED.formerPath]);
    await expect(stat(join(root, `${CHANGED.formerPath.slice(1)}/index.html`))).rejects.toThrow();
    await expect(stat(join(root, `${CHANGED.formerPath.slice(1)}.data`))).rejects.toThrow();
    expect((await stat(join(siteDist, `${CHANGED.formerPath.slice(1)}/index.html`))).isFile()).toBe(
      true,
    );
    const file = CHANGED.path.slice(1);
    const page = await text(root, `${file}/index.html`);
    expect(page).toContain(`<title>${CHANGED.title}`);
    expect(page).toContain(CHANGED.subtitle);
    expect(
      (await stat(join(root, 'share/article-monsoon-sessions-announced.png'))).size,
    ).toBeGreaterThan(1000);
    expect(await text(root, `${file}.data`)).toContain(CHANGED.title);
    expect(await text(root, 'newsroom/index.html')).toContain(CHANGED.title);
    expect(await text(root, 'sitemap.xml')).toContain(`${site.origin}${CHANGED.path}</loc>`);
    expect(await text(root, 'newsroom/rss.xml')).toContain(CHANGED.title);
    expect(await text(root, 'search-index.json')).toContain(CHANGED.path);
    // Compressed once, when rendered.
    expect((await stat(join(root, `${file}/index.html.br`))).size).toBeGreaterThan(0);
    // The build is untouched: the copy shares its files by hard link and replaces them.
    expect(await text(siteDist, 'sitemap.xml')).not.toContain(CHANGED.path);
    expect(await text(siteDist, 'newsroom/index.html')).not.toContain(CHANGED.title);
  }, 180_000);

  it('serves the pages of a new studio name first, then draws their share images where they are served', async () => {
    const root = await copyOfBuild();
    const served = `${root}-served`;
    const now = new Date();
    await seedContentStore(
      tdb.database.db,
      defaultContentSeed({ studioName: 'Raga Works', now }),
      now,
    );
    const image = (dir: string) => readFile(join(dir, 'share/about.png'));
    const report = await site.render({
      root,
      origin: site.origin,
      store: await readPublishedContent(tdb.database.db),
      paths: ['/about'],
      deferShareImages: true,
    });
    const page = await text(root, 'about/index.html');
    expect(report.pages).toEqual(['/about']);
    expect(page).toContain('<meta property="og:site_name" content="Raga Works"/>');
    // What a browser asking for brotli gets is the new page, never the build's sibling.
    expect(
      brotliDecompressSync(await readFile(join(root, 'about/index.html.br'))).toString('utf8'),
    ).toBe(page);
    // Served with the image as last drawn; the new one is drawn where it is served.
    const before = await image(root);
    expect(before.equals(await image(siteDist))).toBe(true);
    await rename(root, served);
    const images = await site.drawShareImages({ root: served, origin: site.origin });
    expect(images).toEqual({ drawn: ['share/about.png'], failed: [] });
    expect((await image(served)).equals(before)).toBe(false);
  }, 180_000);

  it('keeps the share image of a page whose card did not change', async () => {
    const root = await copyOfBuild();
    const report = await site.render({ root, origin: site.origin, paths: ['/about'] });
    expect(report.pages).toEqual(['/about']);
    expect(report.files).not.toContain('share/about.png');
    // Still the build's file: the copy shares it by hard link until something replaces it.
    expect((await stat(join(root, 'share/about.png'))).ino).toBe(
      (await stat(join(siteDist, 'share/about.png'))).ino,
    );
  }, 180_000);
});
