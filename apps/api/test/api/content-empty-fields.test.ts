import { describe, expect, it } from 'vitest';
import { ValidationMessages } from '@studio/contracts';
import { doc, paragraph, text } from '@studio/contracts/testing';
import { useApi } from '../support/api.js';
import { userByEmail } from '../support/database.js';
import { sessionTokenFor } from '../support/harness.js';
import { call } from '../support/review.js';
import { article, poster } from '../support/content.js';

const EDITOR = 'editor@studio.test';
const { h, tdb } = useApi({ users: [{ email: EDITOR, role: 'admin' }] });

async function post(url: string, data: Record<string, unknown>) {
  const user = await userByEmail(tdb.database, EDITOR);
  const token = await sessionTokenFor(h, tdb.database, user!);
  return call(h, 'POST', url, token, { data });
}

const errorsOf = (body: string) =>
  (JSON.parse(body) as { errors?: { field: string; message: string }[] }).errors ?? [];

const release = (overrides: Record<string, unknown> = {}) => ({
  title: 'Monsoon Live',
  artist: 'Sargam Ensemble',
  kind: 'music',
  year: 2026,
  poster,
  links: [],
  featured: false,
  ...overrides,
});

describe('empty fields', () => {
  it('an article whose body is only an empty paragraph is refused on the body as required', async () => {
    const response = await post(
      '/api/content/articles',
      article({ body: doc(paragraph(), paragraph(text('   '))) }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(errorsOf(response.body)).toEqual([
      { field: 'data.body', message: ValidationMessages.required },
    ]);
  });

  it('an article with words in its body is saved', async () => {
    const response = await post('/api/content/articles', article());
    expect(response.statusCode, response.body).toBe(201);
  });

  it('an empty required date answers the required-field message', async () => {
    const response = await post('/api/content/articles', article({ date: '' }));
    expect(response.statusCode, response.body).toBe(400);
    expect(errorsOf(response.body)).toEqual([
      { field: 'data.date', message: ValidationMessages.required },
    ]);
  });

  it('a malformed date still answers the date-format message', async () => {
    const response = await post('/api/content/articles', article({ date: '2026-13-01' }));
    expect(response.statusCode, response.body).toBe(400);
    const [error] = errorsOf(response.body);
    expect(error?.field).toBe('data.date');
    expect(error?.message).not.toBe(ValidationMessages.required);
  });

  it('an empty optional date is saved as no date', async () => {
    const response = await post('/api/content/releases', release({ released: '' }));
    expect(response.statusCode, response.body).toBe(201);
    const { entry } = JSON.parse(response.body) as { entry: { data: Record<string, unknown> } };
    expect(entry.data).not.toHaveProperty('released');
  });
});
