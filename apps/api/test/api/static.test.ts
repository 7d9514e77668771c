import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';
import { createHarness, type Harness } from '../support/harness.js';

let bare: Harness;
let fixtures: string;

const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

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
const GENERAL_ARTICLE_DATA = `[{"_1":2},"article",{"slug":"inside-the-studio","isGeneral":true}]`;

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
  await putPrecompressed(site, 'about.data', ABOUT_DATA);
  await put(site, 'article.data', GENERAL_ARTICLE_DATA);
  await put(site, 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put(site, 'music/index.html', '<!doctype html><title>Music</title>');
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
  await putPrecompressed(site, 'assets/app-abc123.js', BIG_JS);
  await put(site, 'assets/app-abc123.js.map', '{"version":3,"sources":["src/secret-logic.ts"]}');
  await put(site, 'audio/clip.wav', 'RIFF....WAVE');
  await put(site, '.env', 'SECRET=1');
  await put(
    site,
    'routes.json',
    JSON.stringify({
      fallbacks: [{ prefix: '/article/', file: 'article/index.html', data: 'article.data' }],
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

beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'studio-static-'));
  await buildFixtures(fixtures);
});
afterAll(async () => {
  await rm(fixtures, { recursive: true, force: true });
});
const { h, tdb } = useApi({
  reset: 'never',
  harness: () => ({
    env: { SITE_DIST: join(fixtures, 'site'), ADMIN_DIST: join(fixtures, 'admin') },
  }),
});
beforeAll(async () => {
  bare = await createHarness({ database: tdb.database });
});
afterAll(async () => {
  await bare?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: path, headers });

describe('site pages', () => {
  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/about/', 'About'],
    ['/search?q=tabla', 'Search'],
    ['/article/known-slug', 'Known article'],
    ['/article/any-unknown-slug', 'General article'],
    ['/article/', 'General article'],
  ])('%s → 200 %s, no-cache', async (path, title) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  describe("each page's Content-Security-Policy", () => {
    const cspOf = async (path: string) =>
      String((await get(path)).headers['content-security-policy']);

    it("allows the page's own inline scripts by their build-time hashes, never unsafe-inline", async () => {
      const csp = await cspOf('/about');
      expect(csp).toContain("script-src 'self' 'sha256-YWJj'");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    });

    it('lets a page that embeds a player frame exactly its host', async () => {
      const csp = await cspOf('/music');
      expect(csp).toContain("script-src 'self' 'sha256-bXVzaWM='");
      expect(csp).toContain('frame-src https://open.spotify.com;');
      expect(await cspOf('/about')).not.toContain('spotify');
    });

    it('applies to fallback pages and the 404 page too', async () => {
      expect(await cspOf('/article/any-unknown-slug')).toContain("'sha256-Z2VuZXJhbA=='");
      expect(await cspOf('/no-such-page')).toContain("'sha256-NDA0'");
    });

    it('ignores a manifest entry that is not a hash or an https origin', async () => {
      const csp = await cspOf('/');
      expect(csp).not.toContain('aG9tZQ');
      expect(csp).not.toContain('javascript:');
      expect(csp).toContain("script-src 'self';");
    });
  });

  it("serves a page's loader data for client navigation, and the fallback page's data under its prefix", async () => {
    const data = await get('/about.data');
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toContain('text/x-script');
    expect(data.headers['cache-control']).toBe('no-cache');
    const general = await get('/article/any-unknown-slug.data');
    expect(general.statusCode).toBe(200);
    expect(general.headers['content-type']).toContain('text/x-script');
    expect(general.body).toBe(GENERAL_ARTICLE_DATA);
    expect((await get('/no-such-page.data')).statusCode).toBe(404);
  });

  it('serves sitemap.xml, robots.txt and other files', async () => {
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect((await get('/audio/clip.wav')).statusCode).toBe(200);
  });

  describe('precompressed files', () => {
    const varies = (headers: Record<string, unknown>) =>
      String(headers.vary ?? '')
        .toLowerCase()
        .split(/,\s*/)
        .includes('accept-encoding');

    it("sends the build's brotli file to a client that accepts br, immutably, varying on Accept-Encoding", async () => {
      const response = await get('/assets/app-abc123.js', {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(varies(response.headers)).toBe(true);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_JS);
    });

    it('sends the gzip file to a client that accepts only gzip', async () => {
      const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(varies(response.headers)).toBe(true);
      expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_JS);
    });

    it.each<Record<string, string>>([{}, { 'accept-encoding': 'identity' }])(
      'sends the file itself to a client that accepts no compression (%o)',
      async (headers) => {
        const response = await get('/assets/app-abc123.js', headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(varies(response.headers)).toBe(true);
        expect(response.body).toBe(BIG_JS);
      },
    );

    it('answers a Range request with that range of the compressed file', async () => {
      const compressed = brotliCompressSync(BIG_JS);
      const response = await get('/assets/app-abc123.js', {
        'accept-encoding': 'br',
        range: 'bytes=0-9',
      });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-range']).toBe(`bytes 0-9/${compressed.length}`);
      expect(response.rawPayload.equals(compressed.subarray(0, 10))).toBe(true);
    });

    it('keeps loader data typed text/x-script when it is sent compressed', async () => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get('/about.data', { 'accept-encoding': encoding });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/x-script');
        expect(response.headers['content-encoding']).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
      }
    });

    it('serves admin assets precompressed too', async () => {
      const response = await get('/admin-assets/admin-def456.js', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_JS);
    });

    it('does not serve a compressed sibling by its own name', async () => {
      expect((await get('/assets/app-abc123.js.br')).statusCode).toBe(404);
      expect((await get('/about.data.gz')).statusCode).toBe(404);
    });

    it('sends the 404 page compressed, with its status', async () => {
      const br = await get('/no-such-page', { 'accept-encoding': 'gzip, br' });
      expect(br.statusCode).toBe(404);
      expect(br.headers['content-encoding']).toBe('br');
      expect(varies(br.headers)).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Page Not Found');
      const gzip = await get('/no-such-page', { 'accept-encoding': 'gzip, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toContain('Page Not Found');
      const identity = await get('/no-such-page');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toContain('Page Not Found');
    });
  });

  it('sends subresources the short header set and pages the full one', async () => {
    const script = await get('/assets/app-abc123.js');
    expect(script.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';object-src 'none'",
    );
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'x-dns-prefetch-control'])
      expect(script.headers[name]).toBeUndefined();
    expect((await get('/about.data')).headers['x-frame-options']).toBeUndefined();
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';object-src 'none'",
    );
    expect(favicon.headers['x-frame-options']).toBeUndefined();

    for (const path of ['/about', '/sitemap.xml', '/no-such-page']) {
      const page = await get(path);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it.each([
    '/no-such-page',
    '/admin/unknown',
    '/admin/dashboardx',
    '/admin/dashboard/audit-log',
    '/admin/dashboard/inbox/extra',
    '/super-admin/unknown',
    '/super-admin/dashboardx',
    '/super-admin/dashboard/no-such-section',
    '/super-admin/dashboard/inbox/extra',
    '/assets/missing.js',
    '/.env',
    '/routes.json',
    '/csp.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc/passwd',
  ])('%s → 404 with the site 404 page', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each(['/assets/app-abc123.js.map', '/admin-assets/admin-def456.js.map'])(
    'source maps are not served: %s → 404',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
    },
  );

  it('a malformed percent-encoding answers 400, not 5xx', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
  });
});

describe('admin app', () => {
  it.each([
    '/super-admin/login',
    '/super-admin/dashboard',
    '/super-admin/dashboard/inbox',
    '/super-admin/dashboard/settings/',
    '/admin/login',
    '/admin/dashboard',
    '/admin/dashboard/inbox',
    '/admin/signup',
    '/forgot-password',
    '/reset-password/new',
  ])('%s → 200 admin shell, no-store', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe(
      path.startsWith('/reset-password/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
  });

  it('serves admin assets immutably', async () => {
    const response = await get('/admin-assets/admin-def456.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('/reset-password alone is not an admin route', async () => {
    expect((await get('/reset-password')).statusCode).toBe(404);
  });
});

describe('without builds', () => {
  it('the API works, pages answer the built-in 404 page, and the missing builds were logged', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const page = await bare.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page Not Found');
    expect((await bare.app.inject({ method: 'GET', url: '/super-admin/login' })).statusCode).toBe(
      404,
    );
    expect(bare.logs()).toContain('site is not built');
    expect(bare.logs()).toContain('admin app is not built');
  });
});
