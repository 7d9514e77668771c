import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { AuthMessages, HttpMessages, InteractionTexts } from '@studio/contracts';
import { articleComments, articleLikes, auditLog } from '../../src/db/schema.js';
import { workAfterAnswers } from '../../src/http/after-answer.js';
import { MINUTE } from '../../src/clock.js';
import { article } from '../support/content.js';
import { EDITOR, ROOT, useContentApi, type Entry } from '../support/content-api.js';
import { body, call } from '../support/review.js';

const { h, tdb, tokenOf, created, act } = useContentApi();

/** Each test's requests come from their own address: the per-address buckets last the hour. */
let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;
const visitor = () => randomUUID();

interface Interactions {
  likes: number;
  rating: { average: number | null; count: number };
  comments: {
    items: { id: string; name: string; text: string; createdAt: string }[];
    page: number;
    pageSize: number;
    total: number;
  };
}

async function publishedArticle(overrides: Record<string, unknown> = {}): Promise<Entry> {
  const editor = await tokenOf(EDITOR);
  return act(editor, await created(editor, article(overrides)), 'publish');
}

function send(
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown>,
  remoteAddress: string,
) {
  return h.app.inject({ method, url, payload, remoteAddress });
}

const like = (slug: string, visitorId: string, address: string) =>
  send('POST', `/api/articles/${slug}/like`, { visitorId }, address);
const rate = (slug: string, visitorId: string, stars: number, address: string) =>
  send('PUT', `/api/articles/${slug}/rating`, { visitorId, stars }, address);
async function comment(slug: string, payload: Record<string, unknown>, address: string) {
  const response = await send(
    'POST',
    `/api/articles/${slug}/comments`,
    { name: 'Asha', text: 'Beautiful song.', ...payload },
    address,
  );
  await workAfterAnswers(h.app);
  return response;
}
async function read(slug: string, page?: number) {
  const response = await h.app.inject({
    method: 'GET',
    url: `/api/articles/${slug}/interactions${page ? `?page=${page}` : ''}`,
  });
  return response;
}
async function counts(slug: string): Promise<Interactions> {
  const response = await read(slug);
  expect(response.statusCode, response.body).toBe(200);
  return body<Interactions>(response);
}

describe('Rate & Interact: reading an article', () => {
  it('starts with no likes, no rating and no comments, answered no-store', async () => {
    const entry = await publishedArticle();
    const response = await read(entry.slug);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body(response)).toEqual({
      success: true,
      articleId: entry.id,
      likes: 0,
      rating: { average: null, count: 0 },
      comments: { success: true, items: [], page: 1, pageSize: 20, total: 0 },
    });
  });

  it('answers 404 in the one error shape for an unknown or unpublished article', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor);
    for (const slug of ['no-such-story', draft.slug]) {
      const response = await read(slug);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ success: false, message: InteractionTexts.articleNotFound });
      const liked = await like(slug, visitor(), nextAddress());
      expect(liked.statusCode).toBe(404);
    }
  });
});

describe('likes', () => {
  it('count one per browser; unlike takes it back; every visitor reads the same count', async () => {
    const entry = await publishedArticle();
    const address = nextAddress();
    const mine = visitor();
    expect(body(await like(entry.slug, mine, address))).toEqual({
      success: true,
      message: InteractionTexts.liked,
      liked: true,
      likes: 1,
    });
    expect(body(await like(entry.slug, mine, address))).toMatchObject({ likes: 1 });
    expect(body(await like(entry.slug, visitor(), nextAddress()))).toMatchObject({ likes: 2 });
    const unliked = await send(
      'POST',
      `/api/articles/${entry.slug}/unlike`,
      { visitorId: mine },
      address,
    );
    expect(body(unliked)).toEqual({
      success: true,
      message: InteractionTexts.unliked,
      liked: false,
      likes: 1,
    });
    expect((await counts(entry.slug)).likes).toBe(1);
    // The browser's id is not what is stored: only its keyed hash.
    const rows = await tdb.database.db.select().from(articleLikes);
    expect(rows.map((row) => row.visitor)).not.toContain(mine);
  });

  it('are kept by the entry, so they survive a slug change (old and new slug)', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await publishedArticle();
    await like(entry.slug, visitor(), nextAddress());
    const renamed = await call(h, 'PUT', `/api/content/articles/${entry.id}`, editor, {
      version: entry.version,
      slug: 'monsoon-sessions-2026',
      data: entry.data,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await act(editor, body<{ entry: Entry }>(renamed).entry, 'publish');
    expect((await counts('monsoon-sessions-2026')).likes).toBe(1);
    expect((await counts(entry.slug)).likes).toBe(1);
  });

  // A thousand requests through the app: on a busy machine this takes longer than the default.
  it('a flood of 1,000 likes from one address moves the count by at most 5', async () => {
    const entry = await publishedArticle();
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => like(entry.slug, visitor(), address)),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(refused).toHaveLength(995);
    expect(body(refused[0]!)).toEqual({ success: false, message: HttpMessages.tooManyRequests });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await counts(entry.slug)).likes).toBe(5);
    // Another article has its own bucket; another address too.
    const other = await publishedArticle({ title: 'Another Story' });
    expect((await like(other.slug, visitor(), address)).statusCode).toBe(200);
    expect((await like(entry.slug, visitor(), nextAddress())).statusCode).toBe(200);
  }, 120_000);

  it('refuse a missing or malformed browser id in the one error shape', async () => {
    const entry = await publishedArticle();
    for (const payload of [
      {},
      { visitorId: 'short' },
      { visitorId: `${'x'.repeat(20)}<script>` },
    ]) {
      const response = await send(
        'POST',
        `/api/articles/${entry.slug}/like`,
        payload,
        nextAddress(),
      );
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({
        success: false,
        message: HttpMessages.invalidRequest,
      });
    }
  });
});

describe('ratings', () => {
  it('one per browser, changeable: the average (one decimal) and the count', async () => {
    const entry = await publishedArticle();
    const mine = visitor();
    expect(body(await rate(entry.slug, mine, 2, nextAddress()))).toEqual({
      success: true,
      message: InteractionTexts.rated,
      stars: 2,
      rating: { average: 2, count: 1 },
    });
    await rate(entry.slug, mine, 5, nextAddress());
    await rate(entry.slug, visitor(), 4, nextAddress());
    await rate(entry.slug, visitor(), 4, nextAddress());
    expect((await counts(entry.slug)).rating).toEqual({ average: 4.3, count: 3 });
    const refused = await rate(entry.slug, visitor(), 6, nextAddress());
    expect(refused.statusCode).toBe(400);
  });

  it('at most 5 per address per article per hour', async () => {
    const entry = await publishedArticle();
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => rate(entry.slug, visitor(), 1, address)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect((await counts(entry.slug)).rating.count).toBe(5);
  });
});

describe('comments', () => {
  it('are held for moderation with the thank-you sentence, and shown only once approved', async () => {
    const entry = await publishedArticle();
    const response = await comment(
      entry.slug,
      { email: 'Asha@Fans.test', notify: true },
      nextAddress(),
    );
    expect(response.statusCode).toBe(201);
    expect(body(response)).toEqual({
      success: true,
      message: 'Thank you: your comment will appear once the studio has read it',
    });
    expect((await counts(entry.slug)).comments.total).toBe(0);
    const [row] = await tdb.database.db.select().from(articleComments);
    expect(row).toMatchObject({ state: 'pending', email: 'asha@fans.test', notify: true });

    const editor = await tokenOf(EDITOR);
    const approved = await call(h, 'POST', `/api/admin/comments/${row!.id}/approve`, editor);
    expect(approved.statusCode, approved.body).toBe(200);
    const shown = (await counts(entry.slug)).comments;
    expect(shown.total).toBe(1);
    expect(shown.items[0]).toEqual({
      id: row!.id,
      name: 'Asha',
      text: 'Beautiful song.',
      createdAt: h.clock.now().toISOString(),
    });
    // Never the email.
    expect(JSON.stringify(shown)).not.toContain('fans.test');
  });

  it('a filled honeypot gets the usual answer and nothing is kept', async () => {
    const entry = await publishedArticle();
    const response = await comment(entry.slug, { website: 'http://spam.test' }, nextAddress());
    expect(response.statusCode).toBe(201);
    expect(await tdb.database.db.select().from(articleComments)).toHaveLength(0);
  });

  it('with more than two links are held as spam', async () => {
    const entry = await publishedArticle();
    await comment(entry.slug, { text: 'see https://a.test and https://b.test' }, nextAddress());
    await comment(
      entry.slug,
      { text: 'cheap https://a.test http://b.test www.c.test now' },
      nextAddress(),
    );
    const rows = await tdb.database.db.select().from(articleComments);
    expect(rows.map((row) => row.state).sort()).toEqual(['pending', 'spam']);
  });

  it('are normalised: no control, bidi or zero-width characters; a blank one is refused', async () => {
    const entry = await publishedArticle();
    const response = await comment(
      entry.slug,
      { name: ' Ra\u200Bvi\u202E ', text: 'Lovely\u202Etune\u2066!\r\n\r\n\r\n\r\nAgain\u200F' },
      nextAddress(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await tdb.database.db.select().from(articleComments);
    expect(row).toMatchObject({ name: 'Ravi', text: 'Lovelytune!\n\nAgain' });
    const control = await comment(entry.slug, { text: 'Bell\u0007' }, nextAddress());
    expect(control.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(control).errors[0]?.field).toBe('text');
    const blank = await comment(entry.slug, { text: '\u200B\u202E ' }, nextAddress());
    expect(blank.statusCode).toBe(400);
    expect(body(blank)).toEqual({
      success: false,
      message: HttpMessages.invalidRequest,
      errors: [{ field: 'text', message: InteractionTexts.blankText }],
    });
  });

  it('longer than 2,000 characters are refused on the text field', async () => {
    const entry = await publishedArticle();
    const response = await comment(entry.slug, { text: 'a'.repeat(2001) }, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(response).errors[0]?.field).toBe('text');
    expect((await comment(entry.slug, { text: 'a'.repeat(2000) }, nextAddress())).statusCode).toBe(
      201,
    );
  });

  it('at most 3 per address per article and 30 per address per hour in all', async () => {
    const first = await publishedArticle();
    const address = nextAddress();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await comment(first.slug, {}, address)).statusCode);
    expect(answers).toEqual([201, 201, 201, 429, 429]);
    const others = [];
    for (let i = 0; i < 10; i++) others.push(await publishedArticle({ title: `Story ${i}` }));
    const statuses = [];
    for (const story of others)
      for (let i = 0; i < 3; i++)
        statuses.push((await comment(story.slug, {}, address)).statusCode);
    // The 3 taken on the first article count in all: 27 more reach 30.
    expect(statuses.filter((status) => status === 201)).toHaveLength(27);
    expect(statuses.slice(27)).toEqual([429, 429, 429]);
  });

  it('are paged by 20, oldest first', async () => {
    const entry = await publishedArticle();
    const editor = await tokenOf(EDITOR);
    for (let i = 0; i < 21; i++) {
      await comment(entry.slug, { text: `Comment ${i}` }, `198.51.100.${i + 1}`);
      h.clock.advance(1000);
    }
    const rows = await tdb.database.db.select({ id: articleComments.id }).from(articleComments);
    const approved = await call(h, 'POST', '/api/admin/comments/approve', editor, {
      ids: rows.map((row) => row.id),
    });
    expect(body(approved)).toEqual({
      success: true,
      message: '21 comments approved.',
      approved: 21,
    });
    const first = (await counts(entry.slug)).comments;
    expect(first).toMatchObject({ total: 21, pageSize: 20 });
    expect(first.items.map((item) => item.text).slice(0, 2)).toEqual(['Comment 0', 'Comment 1']);
    expect(first.items).toHaveLength(20);
    const second = body<Interactions>(await read(entry.slug, 2)).comments;
    expect(second.items.map((item) => item.text)).toEqual(['Comment 20']);
  });
});

describe('moderation', () => {
  async function threeComments(slug: string) {
    await comment(slug, { name: 'One', email: 'one@fans.test' }, nextAddress());
    h.clock.advance(1000);
    await comment(slug, { name: 'Two' }, nextAddress());
    h.clock.advance(1000);
    await comment(
      slug,
      { name: 'Three', text: 'https://a.test https://b.test https://c.test' },
      nextAddress(),
    );
    return tdb.database.db.select().from(articleComments);
  }

  it('lists a tab with every tab count, the article, name, email and text; staff only', async () => {
    const entry = await publishedArticle();
    await threeComments(entry.slug);
    expect((await call(h, 'GET', '/api/admin/comments', null)).statusCode).toBe(401);
    const editor = await tokenOf(EDITOR);
    const pending = body<{ items: Record<string, unknown>[]; counts: unknown; total: number }>(
      await call(h, 'GET', '/api/admin/comments?state=pending', editor),
    );
    expect(pending.counts).toEqual({ pending: 2, published: 0, spam: 1, trashed: 0 });
    expect(pending.items.map((item) => item.name)).toEqual(['Two', 'One']);
    expect(pending.items[1]).toMatchObject({
      articleTitle: 'Monsoon Sessions Open for Bookings',
      articleSlug: entry.slug,
      email: 'one@fans.test',
      text: 'Beautiful song.',
      state: 'pending',
    });
    const root = await tokenOf(ROOT);
    const spam = body<{ items: { name: string }[] }>(
      await call(h, 'GET', '/api/admin/comments?state=spam', root),
    );
    expect(spam.items.map((item) => item.name)).toEqual(['Three']);
  });

  it('approve, reject, mark as spam, delete into the Trash and restore from it, each audited; an impossible step answers 409', async () => {
    const entry = await publishedArticle();
    const rows = await threeComments(entry.slug);
    const editor = await tokenOf(EDITOR);
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    const steps: [string, string, string, string][] = [
      [id('One'), 'approve', 'published', InteractionTexts.approved],
      [id('One'), 'spam', 'spam', InteractionTexts.markedSpam],
      [id('Two'), 'reject', 'rejected', InteractionTexts.rejected],
      [id('Three'), 'delete', 'trashed', InteractionTexts.deleted],
    ];
    for (const [commentId, action, state, message] of steps) {
      const response = await call(h, 'POST', `/api/admin/comments/${commentId}/${action}`, editor);
      expect(response.statusCode, response.body).toBe(200);
      expect(body(response)).toMatchObject({
        success: true,
        message,
        item: { id: commentId, state },
      });
    }
    const again = await call(h, 'POST', `/api/admin/comments/${id('Two')}/reject`, editor);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({ success: false, message: InteractionTexts.notFrom });
    // A deleted comment waits in the Trash: listed there, only Restore takes it out (to Pending).
    const trash = body<{ items: { id: string }[]; counts: Record<string, number> }>(
      await call(h, 'GET', '/api/admin/comments?state=trashed', editor),
    );
    expect(trash.items.map((item) => item.id)).toEqual([id('Three')]);
    expect(trash.counts.trashed).toBe(1);
    const fromTrash = await call(h, 'POST', `/api/admin/comments/${id('Three')}/approve`, editor);
    expect(fromTrash.statusCode).toBe(409);
    expect(body(fromTrash)).toEqual({ success: false, message: InteractionTexts.notFrom });
    const restored = await call(h, 'POST', `/api/admin/comments/${id('Three')}/restore`, editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(body(restored)).toMatchObject({
      success: true,
      message: InteractionTexts.restored,
      item: { id: id('Three'), state: 'pending' },
    });
    const restoreAgain = await call(
      h,
      'POST',
      `/api/admin/comments/${id('Three')}/restore`,
      editor,
    );
    expect(restoreAgain.statusCode).toBe(409);
    const unknown = await call(
      h,
      'POST',
      '/api/admin/comments/0b6f2d4c-1111-4000-8000-000000000999/approve',
      editor,
    );
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ success: false, message: InteractionTexts.commentNotFound });
    const audited = await tdb.database.db
      .select({ action: auditLog.action, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, EDITOR));
    expect(audited.map((row) => row.action).filter((a) => a.startsWith('comment.'))).toEqual([
      'comment.approve',
      'comment.spam',
      'comment.reject',
      'comment.delete',
      'comment.restore',
    ]);
  });

  it('spam, rejected and trashed comments are purged after TRASH_DAYS (30)', async () => {
    const entry = await publishedArticle();
    const rows = await threeComments(entry.slug);
    const editor = await tokenOf(EDITOR);
    await call(
      h,
      'POST',
      `/api/admin/comments/${rows.find((r) => r.name === 'One')!.id}/reject`,
      editor,
    );
    h.clock.advance(29 * 24 * 60 * MINUTE);
    const later = await call(h, 'GET', '/api/admin/comments', await tokenOf(EDITOR));
    expect(later.statusCode).toBe(200);
    // The answer tells the admin how long these states are kept.
    expect(body<{ trashDays: number }>(later).trashDays).toBe(30);
    expect(await tdb.database.db.select().from(articleComments)).toHaveLength(3);
    h.clock.advance(2 * 24 * 60 * MINUTE);
    await call(h, 'GET', '/api/admin/comments', await tokenOf(EDITOR));
    const left = await tdb.database.db.select().from(articleComments);
    expect(left.map((row) => row.name)).toEqual(['Two']);
  });

  it('per-article counts of likes, rating and comments for the collection list', async () => {
    const entry = await publishedArticle();
    await like(entry.slug, visitor(), nextAddress());
    await rate(entry.slug, visitor(), 3, nextAddress());
    await comment(entry.slug, {}, nextAddress());
    const editor = await tokenOf(EDITOR);
    const answer = body<{ counts: Record<string, unknown> }>(
      await call(h, 'GET', '/api/admin/article-interactions', editor),
    );
    expect(answer.counts[entry.id]).toEqual({
      likes: 1,
      ratingAverage: 3,
      ratingCount: 1,
      comments: 0,
      pendingComments: 1,
    });
    expect((await call(h, 'GET', '/api/admin/article-interactions', null)).statusCode).toBe(401);
  });

  it('refuses signed-out moderation with 401', async () => {
    const response = await call(h, 'POST', `/api/admin/comments/${randomUUID()}/approve`, null);
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ success: false, message: AuthMessages.signInRequired });
  });
});

describe('the digest mail to the studio inbox', () => {
  it('lists new comments, quoted, at most one mail per 15 minutes', async () => {
    const entry = await publishedArticle();
    await h.clearOutbox();
    await comment(entry.slug, { name: 'Asha', text: 'First <b>words</b>' }, nextAddress());
    let mails = await h.outbox();
    expect(mails).toHaveLength(1);
    // No STUDIO_INBOX_EMAIL in tests: the stored identity's email is the inbox.
    expect(mails[0]!.to).toBe('hello@sargamstudios.example');
    expect(mails[0]!.subject).toContain('1 new comment');
    expect(mails[0]!.text).toContain('> First <b>words</b>');
    expect(mails[0]!.html).toContain('First &lt;b&gt;words&lt;/b&gt;');

    h.clock.advance(5 * MINUTE);
    await comment(entry.slug, { name: 'Ravi', text: 'Second' }, nextAddress());
    await comment(entry.slug, { name: 'Mina', text: 'Third' }, nextAddress());
    expect(await h.outbox()).toHaveLength(1);
    h.clock.advance(9 * MINUTE);
    expect(await h.app.sendCommentDigest()).toBe(false);

    h.clock.advance(1 * MINUTE);
    expect(await h.app.sendCommentDigest()).toBe(true);
    mails = await h.outbox();
    expect(mails).toHaveLength(2);
    const digest = mails.find((mail) => mail.subject.includes('2 new comments'))!;
    expect(digest.text).toContain('> Second');
    expect(digest.text).toContain('> Third');
    expect(digest.text).not.toContain('First');
    // Nothing new: no mail.
    h.clock.advance(30 * MINUTE);
    expect(await h.app.sendCommentDigest()).toBe(false);
  });
});

describe('the mail to a comment’s writer when it is published', () => {
  const toWriter = async (address: string) =>
    (await h.outbox()).filter((mail) => mail.to === address);

  it('goes once to a writer who gave an email and asked, with the article’s address; to no one else', async () => {
    const entry = await publishedArticle();
    await comment(
      entry.slug,
      { name: 'Asha', email: 'Asha@Fans.test', notify: true },
      nextAddress(),
    );
    await comment(entry.slug, { name: 'Ravi', email: 'ravi@fans.test' }, nextAddress());
    await comment(entry.slug, { name: 'Mina' }, nextAddress());
    await h.clearOutbox();
    const rows = await tdb.database.db.select().from(articleComments);
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    const editor = await tokenOf(EDITOR);

    // Pending: nobody is told anything yet.
    expect(await h.outbox()).toEqual([]);
    const approve = (commentId: string) =>
      call(h, 'POST', `/api/admin/comments/${commentId}/approve`, editor);
    expect((await approve(id('Asha'))).statusCode).toBe(200);
    await workAfterAnswers(h.app);
    const mails = await toWriter('asha@fans.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sargam Studios: your comment is published');
    expect(mails[0]!.text).toContain('"Monsoon Sessions Open for Bookings"');
    expect(mails[0]!.text).toContain(`http://localhost:3001/article/${entry.slug}`);
    // What the visitor typed (their name, their words) is not sent back to the address given.
    expect(mails[0]!.text).not.toContain('Asha');
    expect(mails[0]!.text).not.toContain('Beautiful song.');

    // Taken down and approved again: told once only.
    expect(
      (await call(h, 'POST', `/api/admin/comments/${id('Asha')}/spam`, editor)).statusCode,
    ).toBe(200);
    expect((await approve(id('Asha'))).statusCode).toBe(200);
    // Bulk approval of the others: Ravi gave an email but did not ask; Mina gave none.
    const bulk = await call(h, 'POST', '/api/admin/comments/approve', editor, {
      ids: [id('Ravi'), id('Mina')],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await workAfterAnswers(h.app);
    expect(await toWriter('asha@fans.test')).toHaveLength(1);
    expect(await h.outbox()).toHaveLength(1);
  });

  it('goes out from a bulk approval too', async () => {
    const entry = await publishedArticle();
    await comment(
      entry.slug,
      { name: 'Kiran', email: 'kiran@fans.test', notify: true },
      nextAddress(),
    );
    await h.clearOutbox();
    const [row] = await tdb.database.db
      .select()
      .from(articleComments)
      .where(eq(articleComments.name, 'Kiran'));
    const bulk = await call(h, 'POST', '/api/admin/comments/approve', await tokenOf(ROOT), {
      ids: [row!.id],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await workAfterAnswers(h.app);
    expect((await toWriter('kiran@fans.test')).map((mail) => mail.subject)).toEqual([
      'Sargam Studios: your comment is published',
    ]);
  });
});
