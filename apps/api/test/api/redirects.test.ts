import { describe, expect, it } from 'vitest';
import { RedirectTexts } from '@studio/contracts';
import { body, call } from '../support/review.js';
import { EDITOR, ROOT, useContentApi, type EntryAnswer } from '../support/content-api.js';

const { h, tokenOf, created, act, auditOf } = useContentApi();

interface Redirect {
  id: string | null;
  kind: string;
  from: string;
  to: string;
}

async function added(token: string, from: string, to: string): Promise<Redirect> {
  const response = await call(h, 'POST', '/api/website/redirects', token, { from, to });
  expect(response.statusCode, response.body).toBe(201);
  expect(body(response).message).toBe(RedirectTexts.created);
  return body<{ redirect: Redirect }>(response).redirect;
}

const visit = (url: string) => h.app.inject({ method: 'GET', url });

async function listed(token: string): Promise<Redirect[]> {
  const response = await call(h, 'GET', '/api/website/redirects', token);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ items: Redirect[] }>(response).items;
}

function expectRefused(
  response: Awaited<ReturnType<typeof call>>,
  field: string,
  message: string,
): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(body(response)).toMatchObject({ success: false, errors: [{ field, message }] });
}

describe('manual redirects', () => {
  it('added by a super admin answer 301 to their target, query kept, with or without a trailing slash; audited', async () => {
    const root = await tokenOf(ROOT);
    const redirect = await added(root, '/help-centre', '/help');
    expect(redirect).toMatchObject({ kind: 'manual', from: '/help-centre', to: '/help' });
    for (const url of ['/help-centre', '/help-centre/']) {
      const old = await visit(url);
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/help');
    }
    expect((await visit('/help-centre?ref=mail')).headers.location).toBe('/help?ref=mail');
    const [entry] = await auditOf('redirect.created');
    expect(entry).toMatchObject({
      actorEmail: ROOT,
      details: { from: '/help-centre', to: '/help' },
    });
  });

  it('are listed for admins, who cannot add, change or remove them', async () => {
    const root = await tokenOf(ROOT);
    const editor = await tokenOf(EDITOR);
    const redirect = await added(root, '/old-faq', '/faq');
    expect(await listed(editor)).toEqual([
      expect.objectContaining({ from: '/old-faq', to: '/faq' }),
    ]);
    const tries = [
      await call(h, 'POST', '/api/website/redirects', editor, { from: '/x', to: '/faq' }),
      await call(h, 'PUT', `/api/website/redirects/${redirect.id}`, editor, {
        from: '/old-faq',
        to: '/help',
      }),
      await call(h, 'DELETE', `/api/website/redirects/${redirect.id}`, editor),
    ];
    for (const response of tries) expect(response.statusCode).toBe(403);
    expect((await visit('/old-faq')).headers.location).toBe('/faq');
  });

  it('never lead to another host, the API or the admin area', async () => {
    const root = await tokenOf(ROOT);
    for (const to of [
      'https://elsewhere.example/page',
      '//elsewhere.example/page',
      '/\\elsewhere.example',
      '/%2F%2Felsewhere.example',
      'javascript:alert(1)',
    ]) {
      const response = await call(h, 'POST', '/api/website/redirects', root, { from: '/x', to });
      expectRefused(response, 'to', RedirectTexts.notSitePath);
    }
    expectRefused(
      await call(h, 'POST', '/api/website/redirects', root, { from: '/x', to: '/faq?ref=1' }),
      'to',
      RedirectTexts.queryOrFragment,
    );
    expectRefused(
      await call(h, 'POST', '/api/website/redirects', root, { from: '/a/../b', to: '/faq' }),
      'from',
      RedirectTexts.dotSegment,
    );
    for (const from of ['/api/health', '/admin/login', '/Super-Admin/dashboard'])
      expectRefused(
        await call(h, 'POST', '/api/website/redirects', root, { from, to: '/faq' }),
        'from',
        RedirectTexts.reserved,
      );
    expect(await listed(root)).toEqual([]);
  });

  it('refuse a loop, a redirect to itself and an address that already redirects', async () => {
    const root = await tokenOf(ROOT);
    expectRefused(
      await call(h, 'POST', '/api/website/redirects', root, { from: '/a', to: '/a/' }),
      'to',
      RedirectTexts.sameAddress,
    );
    await added(root, '/a', '/b');
    await added(root, '/b', '/c');
    expectRefused(
      await call(h, 'POST', '/api/website/redirects', root, { from: '/c', to: '/a' }),
      'to',
      RedirectTexts.loop,
    );
    expectRefused(
      await call(h, 'POST', '/api/website/redirects', root, { from: '/a', to: '/faq' }),
      'from',
      RedirectTexts.taken,
    );
  });

  it('collapse chains: each address answers one 301 to the end', async () => {
    const root = await tokenOf(ROOT);
    await added(root, '/a', '/b');
    const second = await added(root, '/b', '/c');
    const third = await added(root, '/z', '/a');
    expect(third.to).toBe('/c');
    expect(second.to).toBe('/c');
    for (const url of ['/a', '/b', '/z']) expect((await visit(url)).headers.location).toBe('/c');
    expect((await listed(root)).map(({ from, to }) => `${from}>${to}`)).toEqual([
      '/a>/c',
      '/b>/c',
      '/z>/c',
    ]);
  });

  it('can be changed and removed by a super admin; the old address then answers as any other', async () => {
    const root = await tokenOf(ROOT);
    const redirect = await added(root, '/press', '/newsroom');
    const changed = await call(h, 'PUT', `/api/website/redirects/${redirect.id}`, root, {
      from: '/press',
      to: '/contact',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(body(changed).message).toBe(RedirectTexts.saved);
    expect((await visit('/press')).headers.location).toBe('/contact');
    const removed = await call(h, 'DELETE', `/api/website/redirects/${redirect.id}`, root);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body(removed).message).toBe(RedirectTexts.removed);
    expect((await visit('/press')).statusCode).toBe(404);
    const again = await call(h, 'DELETE', `/api/website/redirects/${redirect.id}`, root);
    expect(again.statusCode).toBe(404);
    expect(body(again).message).toBe(RedirectTexts.notFound);
    expect(await auditOf('redirect.updated')).toHaveLength(1);
    expect(await auditOf('redirect.removed')).toHaveLength(1);
  });
});

describe('former article slugs', () => {
  async function renamed(token: string) {
    const published = await act(token, await created(token), 'publish');
    const response = await call(h, 'PUT', `/api/content/articles/${published.id}`, token, {
      version: published.version,
      slug: 'monsoon-sessions-2026',
      data: published.data,
    });
    await act(token, body<EntryAnswer>(response).entry, 'publish');
    return published.slug;
  }

  it('are listed read-only beside the manual redirects', async () => {
    const root = await tokenOf(ROOT);
    const old = await renamed(root);
    expect(await listed(root)).toEqual([
      expect.objectContaining({
        id: null,
        kind: 'former-slug',
        from: `/article/${old}`,
        to: '/article/monsoon-sessions-2026',
      }),
    ]);
    expectRefused(
      await call(h, 'POST', '/api/website/redirects', root, { from: `/article/${old}`, to: '/' }),
      'from',
      RedirectTexts.taken,
    );
  });

  it('collapse with manual ones: a redirect to a former slug leads to the current page in one hop, and a loop through one is refused', async () => {
    const root = await tokenOf(ROOT);
    const old = await renamed(root);
    const redirect = await added(root, '/monsoon', `/article/${old}`);
    expect(redirect.to).toBe('/article/monsoon-sessions-2026');
    expect((await visit('/monsoon')).headers.location).toBe('/article/monsoon-sessions-2026');
    expectRefused(
      await call(h, 'POST', '/api/website/redirects', root, {
        from: '/article/monsoon-sessions-2026',
        to: `/article/${old}`,
      }),
      'to',
      RedirectTexts.loop,
    );
  });
});
