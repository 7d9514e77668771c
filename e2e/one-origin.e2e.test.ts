import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;

// This file's server starts on an empty DATA_DIR, as a first `npm start` does; the other files'
// servers copy a migrated database (support/server.ts).
beforeAll(async () => {
  server = await startServer({}, { emptyDataDir: true });
});
afterAll(async () => {
  await server?.stop();
});

describe('one origin serves the site, the admin app and the API', () => {
  it('serves the prerendered home page with its head tags', async () => {
    const response = await fetch(`${server.origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<title>Sargam Studios</title>');
    expect(html).toMatch(/<h1[^>]*>Sargam Studios<\/h1>/);
  });

  it('answers an unknown page with status 404 and the 404 page', async () => {
    const response = await fetch(`${server.origin}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('View Sitemap');
  });

  it.each(['/admin/unknown', '/super-admin/unknown'])('answers %s with 404', async (path) => {
    const response = await fetch(`${server.origin}${path}`);
    expect(response.status).toBe(404);
  });

  it('answers /api/health with the database state', async () => {
    const response = await fetch(`${server.origin}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await fetch(`${server.origin}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it.each(['/super-admin/login', '/admin/login', '/forgot-password', '/reset-password/new'])(
    'serves the admin app at %s, never cached',
    async (path) => {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with an immutable cache and compression', async () => {
    const html = await (await fetch(`${server.origin}/`)).text();
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${server.origin}${asset}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toMatch(/gzip|br/);
  });

  it('sends the security headers on pages', async () => {
    const response = await fetch(`${server.origin}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
