import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BIG_JS, useStaticApi } from '../support/static-builds.js';

const { get } = useStaticApi();

describe('precompressed files of the site and admin builds', () => {
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

  it('sends the Hindi 404 page compressed too, for an address under /hi/', async () => {
    const br = await get('/hi/no-such-page', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('पेज नहीं मिला');
    const identity = await get('/hi/no-such-page');
    expect(identity.body).toContain('पेज नहीं मिला');
  });
});
