import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ContentTexts, PresenceTexts, type PresenceAnswer } from '@studio/contracts';
import { MINUTE, SECOND } from '../../src/clock.js';
import { useApi } from '../support/api.js';
import { body, call } from '../support/review.js';
import {
  EDITOR,
  ROOT,
  contentCalls,
  type Entry,
  type EntryAnswer,
} from '../support/content-api.js';

const api = useApi({
  users: [
    { email: ROOT, firstName: 'Priya', lastName: 'Nair' },
    { email: EDITOR, role: 'admin', firstName: 'Dev', lastName: 'Mehta' },
  ],
});
const { h } = api;
const { tokenOf, created, auditOf } = contentCalls(api);

const presencePath = (entry: Entry) => `/api/content/articles/${entry.id}/presence`;

async function beat(token: string, entry: Entry, tabId: string) {
  const response = await call(h, 'PUT', presencePath(entry), token, { tabId });
  expect(response.statusCode, response.body).toBe(200);
  return body<PresenceAnswer>(response);
}

describe('who else is editing', () => {
  it('shows each of two staff members the other, with the time they opened the entry', async () => {
    const root = await tokenOf(ROOT);
    const editor = await tokenOf(EDITOR);
    const entry = await created(root);
    const opened = h.clock.now().toISOString();

    expect(await beat(root, entry, randomUUID())).toEqual({
      success: true,
      others: [],
      takenOver: null,
    });
    h.clock.advance(2 * SECOND);
    const seenByEditor = await beat(editor, entry, randomUUID());
    expect(seenByEditor.others).toEqual([{ name: 'Priya Nair', since: opened }]);
    const seenByRoot = await beat(root, entry, randomUUID());
    expect(seenByRoot.others.map((other) => other.name)).toEqual(['Dev Mehta']);
  });

  it('does not show a person their own other tabs', async () => {
    const root = await tokenOf(ROOT);
    const entry = await created(root);
    await beat(root, entry, randomUUID());
    expect((await beat(root, entry, randomUUID())).others).toEqual([]);
  });

  it('forgets a tab 25 s after its last heartbeat, and at once when it says goodbye', async () => {
    const root = await tokenOf(ROOT);
    const editor = await tokenOf(EDITOR);
    const entry = await created(root);
    const rootTab = randomUUID();
    await beat(root, entry, rootTab);

    h.clock.advance(24 * SECOND);
    expect((await beat(editor, entry, randomUUID())).others).toHaveLength(1);
    h.clock.advance(2 * SECOND);
    expect((await beat(editor, entry, randomUUID())).others).toEqual([]);

    await beat(root, entry, rootTab);
    expect((await beat(editor, entry, randomUUID())).others).toHaveLength(1);
    const left = await call(h, 'DELETE', `${presencePath(entry)}?tabId=${rootTab}`, root);
    expect(left.statusCode, left.body).toBe(200);
    expect(body(left)).toEqual({ success: true, message: PresenceTexts.left });
    expect((await beat(editor, entry, randomUUID())).others).toEqual([]);
  });

  it('lets a staff member take over: the other is told who, and their next save is refused as stale', async () => {
    const root = await tokenOf(ROOT);
    const editor = await tokenOf(EDITOR);
    const entry = await created(root);
    const rootTab = randomUUID();
    const editorTab = randomUUID();
    await beat(root, entry, rootTab);
    await beat(editor, entry, editorTab);

    h.clock.advance(5 * SECOND);
    const taken = await call(h, 'POST', `${presencePath(entry)}/take-over`, editor, {
      tabId: editorTab,
      version: entry.version,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const answer = body<EntryAnswer>(taken);
    expect(answer.message).toBe(PresenceTexts.takenOver);
    expect(answer.entry.version).toBe(entry.version + 1);
    expect(answer.entry.data).toEqual(entry.data);

    const told = await beat(root, entry, rootTab);
    expect(told.takenOver).toEqual({ by: 'Dev Mehta', at: h.clock.now().toISOString() });
    // The one who took over no longer sees the one they took it from.
    expect((await beat(editor, entry, editorTab)).others).toEqual([]);

    const late = await call(h, 'PUT', `/api/content/articles/${entry.id}`, root, {
      version: entry.version,
      data: { ...entry.data, title: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(body(late)).toMatchObject({ success: false, message: ContentTexts.stale });

    const mine = await call(h, 'PUT', `/api/content/articles/${entry.id}`, editor, {
      version: answer.entry.version,
      data: { ...entry.data, title: 'Mine now' },
    });
    expect(mine.statusCode, mine.body).toBe(200);

    const [line] = await auditOf('content.taken_over');
    expect(line).toMatchObject({ actorEmail: EDITOR });
    expect(line?.details).toMatchObject({ entryId: entry.id, from: ROOT });
  });

  it('lets a super admin take over from an admin too', async () => {
    const root = await tokenOf(ROOT);
    const editor = await tokenOf(EDITOR);
    const entry = await created(root);
    const rootTab = randomUUID();
    await beat(editor, entry, randomUUID());
    const taken = await call(h, 'POST', `${presencePath(entry)}/take-over`, root, {
      tabId: rootTab,
      version: entry.version,
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('refuses a take-over when nobody else is editing, or from a stale version', async () => {
    const root = await tokenOf(ROOT);
    const editor = await tokenOf(EDITOR);
    const entry = await created(root);
    const alone = await call(h, 'POST', `${presencePath(entry)}/take-over`, root, {
      tabId: randomUUID(),
      version: entry.version,
    });
    expect(alone.statusCode).toBe(409);
    expect(body(alone)).toEqual({ success: false, message: PresenceTexts.nobodyElse });

    await beat(editor, entry, randomUUID());
    const stale = await call(h, 'POST', `${presencePath(entry)}/take-over`, root, {
      tabId: randomUUID(),
      version: entry.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toMatchObject({ message: ContentTexts.stale });
  });

  it('does not keep an idle session alive: heartbeats are not activity', async () => {
    const root = await tokenOf(ROOT);
    const entry = await created(root);
    const tab = randomUUID();
    for (let minute = 0; minute < 29; minute += 1) {
      h.clock.advance(MINUTE);
      await beat(root, entry, tab);
    }
    h.clock.advance(2 * MINUTE);
    const late = await call(h, 'PUT', presencePath(entry), root, { tabId: tab });
    expect(late.statusCode).toBe(401);
  });

  it('answers 401 to a caller without a session, and 404 for an unknown entry', async () => {
    const root = await tokenOf(ROOT);
    const entry = await created(root);
    for (const [method, url, payload] of [
      ['PUT', presencePath(entry), { tabId: randomUUID() }],
      ['DELETE', `${presencePath(entry)}?tabId=${randomUUID()}`, undefined],
      ['POST', `${presencePath(entry)}/take-over`, { tabId: randomUUID(), version: 1 }],
    ] as const) {
      const response = await call(h, method, url, null, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const unknown = await call(h, 'PUT', `/api/content/articles/${randomUUID()}/presence`, root, {
      tabId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ message: ContentTexts.notFound });
  });
});
