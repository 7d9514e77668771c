import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_IDS } from '@studio/contracts';
import { useApi } from '../support/api.js';
import {
  badValuesFor,
  expectClean,
  expectFieldRefused,
  expectOneFieldRefused,
} from '../support/bad-input.js';
import { userByEmail } from '../support/database.js';
import { sessionTokenFor } from '../support/harness.js';
import { call } from '../support/review.js';
import { doc, element, paragraph, text } from '@studio/contracts/testing';
import { article } from '../support/content.js';

const EDITOR = 'editor@studio.test';
const { h, tdb } = useApi({ users: [{ email: EDITOR, role: 'admin' }] });

async function editor(): Promise<string> {
  const user = await userByEmail(tdb.database, EDITOR);
  return sessionTokenFor(h, tdb.database, user!);
}

const route = { method: 'POST' as const, url: '/api/content/articles', valid: { data: article() } };
const link = (url: string) => ({
  ...element,
  type: 'link',
  url,
  rel: null,
  target: null,
  title: null,
  children: [text('listen')],
});

describe('article fields, one bad value at a time', () => {
  for (const field of [
    'data.title',
    'data.author',
    'data.summary',
    'data.subtitle',
    'data.heroImage.alt',
  ]) {
    const multiLine = ['data.summary'];
    for (const bad of badValuesFor(field, multiLine)) {
      it(`${field}: ${bad.name} is refused on that field`, async () => {
        await expectOneFieldRefused(h, await editor(), route, field, bad);
      });
    }
  }

  it.each([
    ['data.category', 'Gossip'],
    ['data.date', '2026-13-01'],
    ['data.tags', ['ok', 'x'.repeat(41)]],
    ['data.tags', ['same', 'same']],
    ['data.heroImage.sources', [{ url: 'javascript:alert(1)', width: 480, format: 'webp' }]],
    ['data.heroImage.sources', [{ url: '//evil.example/a.webp', width: 480, format: 'webp' }]],
    ['data.heroImage.mediaId', 'x y'],
    ['data.html', '<script>alert(1)</script>'],
    ['slug', 'has spaces'],
  ])('%s = %j is refused on that field', async (field, value) => {
    const token = await editor();
    const data = article();
    const payload =
      field === 'slug'
        ? { slug: value, data }
        : { data: withPath(data, field.replace(/^data\./, ''), value) };
    const response = await call(h, 'POST', '/api/content/articles', token, payload);
    expectFieldRefused(response, field);
  });
});

function withPath(
  data: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...data, [head]: value };
  return {
    ...data,
    [head]: withPath(data[head] as Record<string, unknown>, rest.join('.'), value),
  };
}

describe('article bodies outside the allow-list', () => {
  const bodies: [string, unknown, string][] = [
    [
      'a script node',
      doc({ type: 'script', version: 1, text: 'alert(1)' }),
      'data.body.root.children.0.type',
    ],
    [
      'an html node',
      doc({ type: 'html', version: 1, html: '<b>x</b>' }),
      'data.body.root.children.0.type',
    ],
    [
      'a style element',
      doc({ type: 'style', version: 1, css: 'body{}' }),
      'data.body.root.children.0.type',
    ],
    [
      'a style on text',
      doc(paragraph({ ...text('x'), style: 'color: red' })),
      'data.body.root.children.0.children.0.style',
    ],
    [
      'an event attribute',
      doc({ ...paragraph(text('x')), onmouseover: 'alert(1)' }),
      'data.body.root.children.0.onmouseover',
    ],
    [
      'a javascript: link',
      doc(paragraph(link('javascript:alert(1)'))),
      'data.body.root.children.0.children.0.url',
    ],
    [
      'an unknown node type',
      doc({ type: 'table', version: 1, children: [] }),
      'data.body.root.children.0.type',
    ],
    ['no root', { html: '<p>x</p>' }, 'data.body.root'],
  ];
  for (const [name, body, field] of bodies) {
    it(`refuses ${name} with a field error at ${field}`, async () => {
      const response = await call(h, 'POST', '/api/content/articles', await editor(), {
        data: article({ body }),
      });
      expectFieldRefused(response, field);
      expect(JSON.parse(response.body).errors[0].field).toBe(field);
    });
  }

  it('refuses the same on a save of an existing draft', async () => {
    const token = await editor();
    const created = await call(h, 'POST', '/api/content/articles', token, { data: article() });
    const { id } = JSON.parse(created.body).entry as { id: string };
    const response = await call(h, 'PUT', `/api/content/articles/${id}`, token, {
      version: 1,
      data: article({ body: doc(paragraph(link('JavaScript:alert(1)'))) }),
    });
    expectFieldRefused(response, 'data.body.root.children.0.children.0.url');
  });
});

describe('every content route', () => {
  it('refuses a write from a foreign origin (403) and a non-JSON body (415)', async () => {
    const token = await editor();
    const foreign = await h.app.inject({
      method: 'POST',
      url: '/api/content/articles',
      headers: { cookie: `${h.app.sessionCookieName}=${token}`, origin: 'https://evil.example' },
      payload: { data: article() },
    });
    expect(foreign.statusCode).toBe(403);
    const plain = await h.app.inject({
      method: 'POST',
      url: '/api/content/articles',
      headers: { cookie: `${h.app.sessionCookieName}=${token}`, 'content-type': 'text/plain' },
      payload: JSON.stringify({ data: article() }),
    });
    expect(plain.statusCode).toBe(415);
    expectClean(plain.statusCode, plain.body);
  });

  it('refuses an unknown type (404) and a malformed id or version (400)', async () => {
    const token = await editor();
    expect((await call(h, 'GET', '/api/content/podcasts', token)).statusCode).toBe(404);
    expectFieldRefused(await call(h, 'GET', '/api/content/articles/not-a-uuid', token), 'id');
    expectFieldRefused(
      await call(
        h,
        'DELETE',
        '/api/content/articles/6f1c2a8e-0000-4000-8000-000000000000?version=0',
        token,
      ),
      'version',
    );
  });

  it('is in the OpenAPI document with its schemas and error answers', async () => {
    const openapi = JSON.parse(
      (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).body,
    ) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>
      >;
    };
    for (const type of CONTENT_TYPE_IDS) {
      const list = openapi.paths[`/api/content/${type}`];
      expect(list?.get?.responses).toHaveProperty('200');
      expect(list?.post?.requestBody).toBeDefined();
      const one = openapi.paths[`/api/content/${type}/{id}`];
      expect(one?.put?.responses).toHaveProperty('409');
      expect(Object.keys(one?.delete?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '409', '4XX', '5XX']),
      );
      for (const action of ['publish', 'unpublish', 'schedule', 'revisions']) {
        expect(Object.keys(openapi.paths), `${type} ${action}`).toContain(
          `/api/content/${type}/{id}/${action}`,
        );
      }
    }
    expect(openapi.paths['/api/website']?.put?.responses).toHaveProperty('409');
  });
});
