import { describe, expect, it } from 'vitest';
import { AuthMessages, MessageTexts } from '@studio/contracts';
import { auditLog, messages } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import { expectFieldRefused } from '../support/bad-input.js';
import { post, signIn } from '../support/harness.js';
import { body, call } from '../support/review.js';

const ROOT = 'owner@studio.test';
const EDITOR = 'editor@studio.test';
const { h, tdb } = useApi({ users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }] });

interface Item {
  id: string;
  kind: string;
  email: string;
  read: boolean;
  readAt: string | null;
  readBy: string | null;
}
interface Inbox {
  items: Item[];
  total: number;
  unread: number;
}

async function sendThree(): Promise<void> {
  await post(h, '/api/messages', {
    kind: 'contact',
    name: 'Lata Menon',
    email: 'lata@fans.test',
    message: 'We need a mix for our album.',
  });
  h.clock.advance(1000);
  await post(h, '/api/messages', {
    kind: 'support',
    name: 'Dev Shah',
    email: 'dev@fans.test',
    subject: 'Invoice',
    message: 'Where is my invoice?',
  });
  h.clock.advance(1000);
  await post(h, '/api/messages', { kind: 'early-access', email: 'early@fans.test' });
}

const inbox = async (token: string, query = '') => {
  const response = await call(h, 'GET', `/api/admin/messages${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return body<Inbox>(response);
};

describe('marking inbox messages read and unread', () => {
  it('an admin marks a message read: every staff member sees it read, with when and by whom', async () => {
    await sendThree();
    const editor = await signIn(h, EDITOR);
    const root = await signIn(h, ROOT);
    const before = await inbox(editor);
    expect(before.unread).toBe(3);
    expect(before.items.every((m) => !m.read && m.readAt === null && m.readBy === null)).toBe(true);
    const support = before.items.find((m) => m.kind === 'support')!;

    h.clock.advance(5000);
    const marked = await call(h, 'POST', `/api/admin/messages/${support.id}/read`, editor);
    expect(marked.statusCode).toBe(200);
    expect(body(marked)).toMatchObject({
      success: true,
      message: MessageTexts.markedRead,
      item: {
        id: support.id,
        read: true,
        readAt: h.clock.now().toISOString(),
        readBy: EDITOR,
      },
    });
    const seenByRoot = await inbox(root);
    expect(seenByRoot.unread).toBe(2);
    expect(seenByRoot.items.find((m) => m.id === support.id)).toMatchObject({
      read: true,
      readBy: EDITOR,
    });

    const unmarked = await call(h, 'POST', `/api/admin/messages/${support.id}/unread`, root);
    expect(unmarked.statusCode).toBe(200);
    expect(body(unmarked)).toMatchObject({
      success: true,
      message: MessageTexts.markedUnread,
      item: { id: support.id, read: false, readAt: null, readBy: null },
    });
    expect((await inbox(editor)).unread).toBe(3);
  });

  it('filters by read state; the unread count is of the whole inbox, whatever the filters', async () => {
    await sendThree();
    const root = await signIn(h, ROOT);
    const all = await inbox(root);
    const contact = all.items.find((m) => m.kind === 'contact')!;
    await call(h, 'POST', `/api/admin/messages/${contact.id}/read`, root);

    const read = await inbox(root, '?read=true');
    expect(read).toMatchObject({ total: 1, unread: 2 });
    expect(read.items.map((m) => m.id)).toEqual([contact.id]);
    const unread = await inbox(root, '?read=false');
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.items.map((m) => m.kind)).toEqual(['early-access', 'support']);
    expect(await inbox(root, '?read=false&kind=contact')).toMatchObject({
      total: 0,
      items: [],
      unread: 2,
    });
    expect(await inbox(root, '?read=true&kind=contact&page=1&pageSize=1')).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 1,
    });
  });

  it('records a change in the audit log once: marking a read message read again changes nothing', async () => {
    await sendThree();
    const editor = await signIn(h, EDITOR);
    const [first] = (await inbox(editor)).items;
    await call(h, 'POST', `/api/admin/messages/${first!.id}/read`, editor);
    const readAt = h.clock.now().toISOString();
    h.clock.advance(60_000);
    const again = await call(h, 'POST', `/api/admin/messages/${first!.id}/read`, editor);
    expect(again.statusCode).toBe(200);
    expect(body(again)).toMatchObject({ item: { read: true, readAt } });
    await call(h, 'POST', `/api/admin/messages/${first!.id}/unread`, editor);
    await call(h, 'POST', `/api/admin/messages/${first!.id}/unread`, editor);

    const entries = (await tdb.database.db.select().from(auditLog)).filter((e) =>
      e.action.startsWith('message.'),
    );
    expect(entries.map((e) => e.action)).toEqual(['message.marked_read', 'message.marked_unread']);
    expect(entries[0]).toMatchObject({
      actorEmail: EDITOR,
      subjectEmail: first!.email,
      details: { messageId: first!.id, kind: first!.kind },
    });
  });

  it('answers 404 for an unknown message or an id that is not a UUID, and changes nothing', async () => {
    await sendThree();
    const root = await signIn(h, ROOT);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1%20or%201=1']) {
      for (const action of ['read', 'unread']) {
        const response = await call(h, 'POST', `/api/admin/messages/${id}/${action}`, root);
        expect(response.statusCode, `${action} ${id}`).toBe(404);
        expect(body(response)).toEqual({ success: false, message: MessageTexts.notFound });
      }
    }
    const rows = await tdb.database.db.select().from(messages);
    expect(rows.every((row) => row.readAt === null)).toBe(true);
  });

  it('needs a staff session: 401 without one, before anything is looked up', async () => {
    await sendThree();
    const root = await signIn(h, ROOT);
    const [first] = (await inbox(root)).items;
    for (const action of ['read', 'unread']) {
      const response = await call(h, 'POST', `/api/admin/messages/${first!.id}/${action}`, null);
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ success: false, message: AuthMessages.signInRequired });
    }
    expect((await call(h, 'GET', '/api/admin/messages?read=true', null)).statusCode).toBe(401);
  });

  it('refuses a read filter that is not true or false, naming the field', async () => {
    const root = await signIn(h, ROOT);
    for (const value of ['maybe', 'yes', '', '2']) {
      const response = await call(h, 'GET', `/api/admin/messages?read=${value}`, root);
      expect(response.statusCode, value).toBe(400);
      expectFieldRefused(response, 'read');
    }
  });
});
