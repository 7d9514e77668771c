import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { PresenceAnswer } from '@studio/contracts';
import { SECOND } from '../../src/clock.js';
import { useTwoApis } from '../support/api.js';
import { userByEmail } from '../support/database.js';
import { sessionTokenFor, type Harness } from '../support/harness.js';
import { body, call } from '../support/review.js';
import { article } from '../support/content.js';

const ROOT = 'owner@studio.test';
const EDITOR = 'editor@studio.test';
const { a, b, tdb } = useTwoApis({
  users: [
    { email: ROOT, firstName: 'Priya', lastName: 'Nair' },
    { email: EDITOR, role: 'admin', firstName: 'Dev', lastName: 'Mehta' },
  ],
});

const tokenOn = async (h: Harness, email: string) =>
  sessionTokenFor(h, tdb.database, (await userByEmail(tdb.database, email))!);

const beat = async (h: Harness, token: string, id: string, tabId: string) => {
  const response = await call(h, 'PUT', `/api/content/articles/${id}/presence`, token, { tabId });
  expect(response.statusCode, response.body).toBe(200);
  return body<PresenceAnswer>(response);
};

describe('who else is editing, across two API instances', () => {
  it('shows an editor on one instance the editor on the other, and who took over', async () => {
    const root = await tokenOn(a, ROOT);
    const editor = await tokenOn(b, EDITOR);
    const createdEntry = await call(a, 'POST', '/api/content/articles', root, { data: article() });
    const entry = body<{ entry: { id: string; version: number } }>(createdEntry).entry;
    const rootTab = randomUUID();
    const editorTab = randomUUID();

    await beat(a, root, entry.id, rootTab);
    a.clock.advance(3 * SECOND);
    expect((await beat(b, editor, entry.id, editorTab)).others.map((o) => o.name)).toEqual([
      'Priya Nair',
    ]);
    expect((await beat(a, root, entry.id, rootTab)).others.map((o) => o.name)).toEqual([
      'Dev Mehta',
    ]);

    const taken = await call(
      b,
      'POST',
      `/api/content/articles/${entry.id}/presence/take-over`,
      editor,
      {
        tabId: editorTab,
        version: entry.version,
      },
    );
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await beat(a, root, entry.id, rootTab)).takenOver?.by).toBe('Dev Mehta');
  });
});
