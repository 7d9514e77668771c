// The stand-ins for the site and admin builds that the static-file tests serve: the same layout and
// manifests as the real builds, small enough to read in a test, some files with the brotli and
// gzip siblings the build writes.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { useApi } from './api.js';

export const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

async function put(root: string, file: string, content: string) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), content);
}

/** A file with the brotli and gzip siblings the build writes beside it. */
async function putPrecompressed(root: string, file: string, content: string) {
  await put(root, file, content);
  await writeFile(join(root, `${file}.br`), brotliCompressSync(content));
  await writeFile(join(root, `${file}.gz`), gzipSync(content));
}
const ABOUT_DATA = `[{"_1":2},"routes/about",{"title":"About","body":${JSON.stringify('a'.repeat(2000))}}]`;
export const GENERAL_ARTICLE_DATA = `[{"_1":2},"article",{"slug":"inside-the-studio","isGeneral":true}]`;

/** Small stand-ins for the site and admin builds, with the same layout and manifests. */
async function buildFixtures(root: string) {
  const site = join(root, 'site');
  const admin = join(root, 'admin');
  await put(
    site,
    'index.html',
    '<!doctype html><title>Home</title><script type="module" src="/assets/app-abc123.js"></script>',
  );
  await put(site, 'about/index.html', '<!doctype html><title>About</title>');
  await put(site, 'search/index.html', '<!doctype html><title>Search</title>');
  await put(site, 'article/index.html', '<!doctype html><title>General article</title>');
  await put(site, 'article/known-slug/index.html', '<!doctype html><title>Known article</title>');
  await putPrecompressed(
    site,
    '404.html',
    `<!doctype html><title>Page Not Found</title><p>View Sitemap</p><!--${'-'.repeat(2000)}-->`,
  );
  await put(site, 'hi/index.html', '<!doctype html><html lang="hi"><title>होम</title>');
  await putPrecompressed(
    site,
    'hi/404.html',
    `<!doctype html><html lang="hi"><title>पेज नहीं मिला</title><!--${'-'.repeat(2000)}-->`,
  );
  await putPrecompressed(site, 'about.data', ABOUT_DATA);
  await put(site, 'article.data', GENERAL_ARTICLE_DATA);
  await put(site, 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put(site, 'music/index.html', '<!doctype html><title>Music</title>');
  await put(site, 'share-images.json', JSON.stringify({ images: {}, pending: {} }));
  await put(
    site,
    'csp.json',
    JSON.stringify({
      pages: {
        'about/index.html': { scriptHashes: ["'sha256-YWJj'"], frameSrc: [], connectSrc: [] },
        'music/index.html': {
          scriptHashes: ["'sha256-bXVzaWM='"],
          frameSrc: ['https://open.spotify.com'],
          connectSrc: [],
        },
        'article/index.html': {
          scriptHashes: ["'sha256-Z2VuZXJhbA=='"],
          frameSrc: [],
          connectSrc: [],
        },
        '404.html': { scriptHashes: ["'sha256-NDA0'"], frameSrc: [], connectSrc: [] },
        'hi/404.html': { scriptHashes: ["'sha256-aGk0MDQ='"], frameSrc: [], connectSrc: [] },
        'index.html': {
          scriptHashes: ["'sha256-aG9tZQ=='", "'unsafe-inline'"],
          frameSrc: ['javascript:alert(1)'],
          connectSrc: [],
        },
      },
    }),
  );
  await put(site, 'sitemap.xml', '<?xml version="1.0"?><urlset></urlset>');
  await put(site, 'robots.txt', 'User-agent: *\nAllow: /\n');
  await put(site, 'search-index.json', '[]\n');
  await put(site, 'hi/search-index.json', '[]\n');
  await putPrecompressed(site, 'assets/app-abc123.js', BIG_JS);
  await put(site, 'assets/app-abc123.js.map', '{"version":3,"sources":["src/secret-logic.ts"]}');
  await put(site, 'audio/clip.wav', 'RIFF....WAVE');
  await put(site, '.env', 'SECRET=1');
  await put(
    site,
    'routes.json',
    JSON.stringify({
      fallbacks: [
        { prefix: '/article/', file: 'article/index.html', data: 'article.data', status: 404 },
      ],
    }),
  );
  await put(admin, 'index.html', '<!doctype html><title>Admin</title><div id="root"></div>');
  await putPrecompressed(admin, 'admin-assets/admin-def456.js', BIG_JS);
  await put(admin, 'admin-assets/admin-def456.js.map', '{"version":3,"sources":["src/a.ts"]}');
  await put(
    admin,
    'routes.json',
    JSON.stringify({
      routes: [
        '/super-admin/login',
        '/super-admin/dashboard',
        '/super-admin/dashboard/signup-requests',
        '/super-admin/dashboard/admin-users',
        '/super-admin/dashboard/inbox',
        '/super-admin/dashboard/audit-log',
        '/super-admin/dashboard/settings',
        '/admin/login',
        '/admin/dashboard',
        '/admin/dashboard/inbox',
        '/admin/signup',
        '/forgot-password',
        '/reset-password/*',
      ],
    }),
  );
  return { site, admin };
}

/** An app serving the stand-in builds, made once for the file's tests. */
export function useStaticApi() {
  let fixtures = '';
  beforeAll(async () => {
    fixtures = await mkdtemp(join(tmpdir(), 'studio-static-'));
    await buildFixtures(fixtures);
  });
  afterAll(async () => {
    await rm(fixtures, { recursive: true, force: true });
  });
  const api = useApi({
    reset: 'never',
    harness: () => ({
      env: { SITE_DIST: join(fixtures, 'site'), ADMIN_DIST: join(fixtures, 'admin') },
    }),
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    api.h.app.inject({ method: 'GET', url: path, headers });
  return { ...api, get };
}
