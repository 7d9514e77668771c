import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { GENERAL_ARTICLE_DATA, useStaticApi } from '../support/static-builds.js';

let bare: Harness;

const { get, tdb } = useStaticApi();
beforeAll(async () => {
  bare = await createHarness({ database: tdb.database });
});
afterAll(async () => {
  await bare?.close();
});

describe('site pages', () => {
  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/about/', 'About'],
    ['/search?q=tabla', 'Search'],
    ['/article/known-slug', 'Known article'],
  ])('%s → 200 %s, no-cache', async (path, title) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  // The general article under a notice that the story is not here, sent as what it is: a 404.
  it.each(['/article/any-unknown-slug', '/article/', '/article/never-published-draft'])(
    "%s → 404 with the prefix's fallback page, no-cache",
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>General article</title>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

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

    it('applies to fallback pages and the 404 pages too', async () => {
      expect(await cspOf('/article/any-unknown-slug')).toContain("'sha256-Z2VuZXJhbA=='");
      expect(await cspOf('/no-such-page')).toContain("'sha256-NDA0'");
      expect(await cspOf('/hi/no-such-page')).toContain("'sha256-aGk0MDQ='");
      expect(await cspOf('/hi/no-such-page')).not.toContain("'sha256-NDA0'");
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

  it('sends the search index for revalidation on every use (it changes with each publish)', async () => {
    const index = await get('/search-index.json');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    const etag = String(index.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await get('/search-index.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const hindi = await get('/hi/search-index.json');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['cache-control']).toBe('no-cache');
  });

  it('serves sitemap.xml, robots.txt and other files', async () => {
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect((await get('/audio/clip.wav')).statusCode).toBe(200);
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
    '/share-images.json',
    // The 404 page opened by its file name is no page either.
    '/404.html',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc/passwd',
  ])('%s → 404 with the site 404 page', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each(['/hi/no-such-page', '/hi/company', '/hi/article/unknown', '/hi/a/b', '/hi/404.html'])(
    '%s → 404 with the Hindi 404 page (an address under /hi/ answers in its language)',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>पेज नहीं मिला</title>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/hi', '/hi/'])('%s → 200 the Hindi home', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>होम</title>');
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
