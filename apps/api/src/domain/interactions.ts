import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  COMMENT_DIGEST_MINUTES,
  COMMENT_LINKS_MAX,
  COMMENT_TABS,
  COMMENT_TRANSITIONS,
  InteractionTexts,
  linkCount,
  normaliseVisitorText,
  type ArticleInteractionCounts,
  type CommentAction,
  type CommentCounts,
  type CommentCreate,
  type CommentTab,
  type FieldError,
  type PublicComment,
  type RatingSummary,
  type StaffComment,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import {
  articleComments,
  articleLikes,
  articleRatings,
  commentDigest,
  contentEntries,
  contentSlugs,
  type ArticleCommentRow,
} from '../db/schema.js';
import { MINUTE } from '../clock.js';
import { audit } from './audit.js';
import { isUuid } from './db-errors.js';
import { normaliseEmail } from './email.js';
import type { StateRefusal } from './refusal.js';
import { publishedArticleSlugs } from './content/store/index.js';

/**
 * A keyed hash of a browser's random id or an address: one browser is one visitor, and what is
 * kept cannot be turned back into the id (nor, in the rate-limit buckets, into the address).
 */
export function visitorKey(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export interface LiveArticle {
  entryId: string;
}

/** The published article a public URL's slug (its own or a former one) names, or null. */
export async function liveArticleOfSlug(db: Db, slug: string): Promise<LiveArticle | null> {
  const [found] = await db
    .select({
      entryId: contentEntries.id,
      live: contentEntries.live,
      redirect: contentSlugs.redirect,
    })
    .from(contentSlugs)
    .innerJoin(contentEntries, eq(contentEntries.id, contentSlugs.entryId))
    .where(and(publishedArticleSlugs(), eq(contentSlugs.slug, slug)));
  if (!found?.live) return null;
  return found.live.slug === slug || found.redirect ? { entryId: found.entryId } : null;
}

export async function likeCount(db: Db, entryId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(articleLikes)
    .where(eq(articleLikes.entryId, entryId));
  return row?.value ?? 0;
}

/** Likes (or takes back the like of) one visitor; liking twice counts once. */
export async function setLike(
  db: Db,
  input: { entryId: string; visitor: string; liked: boolean; now: Date },
): Promise<number> {
  if (input.liked) {
    await db
      .insert(articleLikes)
      .values({ entryId: input.entryId, visitor: input.visitor, createdAt: input.now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(articleLikes)
      .where(and(eq(articleLikes.entryId, input.entryId), eq(articleLikes.visitor, input.visitor)));
  }
  return likeCount(db, input.entryId);
}

export async function ratingSummary(db: Db, entryId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${articleRatings.stars})::numeric, 1)`,
      count: count(),
    })
    .from(articleRatings)
    .where(eq(articleRatings.entryId, entryId));
  const total = row?.count ?? 0;
  return { average: total > 0 && row?.average != null ? Number(row.average) : null, count: total };
}

/** One rating per visitor, changeable. */
export async function setRating(
  db: Db,
  input: { entryId: string; visitor: string; stars: number; now: Date },
): Promise<RatingSummary> {
  await db
    .insert(articleRatings)
    .values({
      entryId: input.entryId,
      visitor: input.visitor,
      stars: input.stars,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [articleRatings.entryId, articleRatings.visitor],
      set: { stars: input.stars, updatedAt: input.now },
    });
  return ratingSummary(db, input.entryId);
}

/** Published comments of an article, oldest first. */
export async function publishedComments(
  db: Db,
  entryId: string,
  page: number,
  pageSize: number,
): Promise<{ items: PublicComment[]; total: number }> {
  const where = and(eq(articleComments.entryId, entryId), eq(articleComments.state, 'published'));
  const rows = await db
    .select()
    .from(articleComments)
    .where(where)
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(articleComments).where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}

export type CleanComment = { name: string; email: string | null; notify: boolean; text: string };

/** A comment as it will be stored (normalised), or the fields left blank by normalising. */
export function checkComment(
  body: CommentCreate,
): { ok: true; comment: CleanComment } | { ok: false; errors: FieldError[] } {
  const name = normaliseVisitorText(body.name, true);
  const text = normaliseVisitorText(body.text);
  const errors: FieldError[] = [];
  if (!name) errors.push({ field: 'name', message: InteractionTexts.blankName });
  if (!text) errors.push({ field: 'text', message: InteractionTexts.blankText });
  if (errors.length > 0) return { ok: false, errors };
  const email = body.email ? normaliseEmail(body.email) : null;
  return {
    ok: true,
    comment: { name, email, notify: email !== null && body.notify === true, text },
  };
}

/** Stores a comment for moderation; one with more than two links is held as spam. */
export async function storeComment(
  db: Db,
  input: { entryId: string; comment: CleanComment; now: Date },
): Promise<ArticleCommentRow> {
  const spam = linkCount(input.comment.text) + linkCount(input.comment.name) > COMMENT_LINKS_MAX;
  const [row] = await db
    .insert(articleComments)
    .values({
      id: randomUUID(),
      entryId: input.entryId,
      ...input.comment,
      state: spam ? 'spam' : 'pending',
      createdAt: input.now,
      stateChangedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

const articleTitle = sql<string>`coalesce(${contentEntries.draft}->'data'->>'title', '')`;
const articleSlug = sql<string | null>`${contentEntries.live}->>'slug'`;

function toStaffComment(row: {
  comment: ArticleCommentRow;
  title: string;
  slug: string | null;
}): StaffComment {
  const { comment } = row;
  return {
    id: comment.id,
    entryId: comment.entryId,
    articleTitle: row.title,
    articleSlug: row.slug,
    name: comment.name,
    email: comment.email,
    notify: comment.notify,
    text: comment.text,
    state: comment.state,
    createdAt: comment.createdAt.toISOString(),
    decidedAt: comment.decidedBy !== null ? comment.stateChangedAt.toISOString() : null,
    decidedBy: comment.decidedBy,
  };
}

const staffSelect = (db: Db) =>
  db
    .select({ comment: articleComments, title: articleTitle, slug: articleSlug })
    .from(articleComments)
    .innerJoin(contentEntries, eq(contentEntries.id, articleComments.entryId));

export async function commentCounts(db: Db): Promise<CommentCounts> {
  const rows = await db
    .select({ state: articleComments.state, value: count() })
    .from(articleComments)
    .where(inArray(articleComments.state, [...COMMENT_TABS]))
    .groupBy(articleComments.state);
  const counts: CommentCounts = { pending: 0, published: 0, spam: 0, trashed: 0 };
  for (const row of rows) counts[row.state as CommentTab] = row.value;
  return counts;
}

/** The Comments screen: one tab's comments, newest first, with every tab's count. */
export async function listStaffComments(
  db: Db,
  query: { state: CommentTab; page: number; pageSize: number },
) {
  const where = eq(articleComments.state, query.state);
  const rows = await staffSelect(db)
    .where(where)
    .orderBy(desc(articleComments.createdAt), desc(articleComments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(articleComments).where(where);
  return {
    items: rows.map(toStaffComment),
    total: total?.value ?? 0,
    counts: await commentCounts(db),
  };
}

export type ModerationOutcome = { ok: true; item: StaffComment } | StateRefusal;

interface Actor {
  id: string;
  email: string;
}

/** One moderation decision, recorded with its audit entry in the same transaction. */
export async function moderateComment(
  db: Db,
  input: { id: string; action: CommentAction; actor: Actor; ip: string; now: Date },
): Promise<ModerationOutcome> {
  const notFound: StateRefusal = {
    ok: false,
    reason: 'not_found',
    message: InteractionTexts.commentNotFound,
  };
  if (!isUuid(input.id)) return notFound;
  const transition = COMMENT_TRANSITIONS[input.action];
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(articleComments)
      .set({ state: transition.to, stateChangedAt: input.now, decidedBy: input.actor.email })
      .where(
        and(eq(articleComments.id, input.id), inArray(articleComments.state, [...transition.from])),
      )
      .returning({ id: articleComments.id, entryId: articleComments.entryId });
    if (!changed) {
      const [current] = await tx
        .select({ id: articleComments.id, state: articleComments.state })
        .from(articleComments)
        .where(eq(articleComments.id, input.id));
      return current
        ? { ok: false as const, reason: 'conflict' as const, message: InteractionTexts.notFrom }
        : notFound;
    }
    await audit(tx, {
      action: `comment.${input.action}`,
      at: input.now,
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      ip: input.ip,
      details: { commentId: changed.id, entryId: changed.entryId },
    });
    const [row] = await staffSelect(tx).where(eq(articleComments.id, changed.id));
    return { ok: true as const, item: toStaffComment(row!) };
  });
}

/** Approves every listed pending comment (others are left as they are); answers how many. */
export async function approveComments(
  db: Db,
  input: { ids: readonly string[]; actor: Actor; ip: string; now: Date },
): Promise<number> {
  const ids = input.ids.filter(isUuid);
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(articleComments)
      .set({ state: 'published', stateChangedAt: input.now, decidedBy: input.actor.email })
      .where(and(inArray(articleComments.id, ids), eq(articleComments.state, 'pending')))
      .returning({ id: articleComments.id, entryId: articleComments.entryId });
    await audit(
      tx,
      changed.map((comment) => ({
        action: 'comment.approve' as const,
        at: input.now,
        actorId: input.actor.id,
        actorEmail: input.actor.email,
        ip: input.ip,
        details: { commentId: comment.id, entryId: comment.entryId, bulk: true },
      })),
    );
    return changed.length;
  });
}

/** A writer to tell that their comment is published (they gave an email and asked). */
export interface PublicationNotice {
  email: string;
  name: string;
  articleTitle: string;
  articleSlug: string;
}

/**
 * The writers of the listed comments that are published now and asked to be told, each once:
 * their `notify` is cleared as they are taken, so an approval after a reject or a second
 * instance's call mails nobody again. The caller mails them, after the answer has left.
 */
export async function takePublicationNotices(
  db: Db,
  ids: readonly string[],
): Promise<PublicationNotice[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const taken = await db
    .update(articleComments)
    .set({ notify: false })
    .where(
      and(
        inArray(articleComments.id, valid),
        eq(articleComments.state, 'published'),
        eq(articleComments.notify, true),
        isNotNull(articleComments.email),
      ),
    )
    .returning({ id: articleComments.id });
  if (taken.length === 0) return [];
  const rows = await staffSelect(db).where(
    inArray(
      articleComments.id,
      taken.map((row) => row.id),
    ),
  );
  // An article taken down meanwhile has no address to give: nothing to tell then.
  return rows.flatMap((row) =>
    row.slug === null || row.comment.email === null
      ? []
      : [
          {
            email: row.comment.email,
            name: row.comment.name,
            articleTitle: row.title,
            articleSlug: row.slug,
          },
        ],
  );
}

/** Removes spam, rejected and trashed comments whose state is older than `trashDays`. */
export async function purgeComments(db: Db, now: Date, trashDays: number): Promise<number> {
  const before = new Date(now.getTime() - trashDays * 24 * 60 * MINUTE);
  const purged = await db
    .delete(articleComments)
    .where(
      and(
        inArray(articleComments.state, ['spam', 'rejected', 'trashed']),
        lt(articleComments.stateChangedAt, before),
      ),
    )
    .returning({ id: articleComments.id });
  return purged.length;
}

/** Likes, rating and comment counts of every article that has any, by entry id. */
export async function articleInteractionCounts(
  db: Db,
): Promise<Record<string, ArticleInteractionCounts>> {
  const counts: Record<string, ArticleInteractionCounts> = {};
  const of = (entryId: string) =>
    (counts[entryId] ??= {
      likes: 0,
      ratingAverage: null,
      ratingCount: 0,
      comments: 0,
      pendingComments: 0,
    });
  const likes = await db
    .select({ entryId: articleLikes.entryId, value: count() })
    .from(articleLikes)
    .groupBy(articleLikes.entryId);
  for (const row of likes) of(row.entryId).likes = row.value;
  const ratings = await db
    .select({
      entryId: articleRatings.entryId,
      average: sql<string>`round(avg(${articleRatings.stars})::numeric, 1)`,
      value: count(),
    })
    .from(articleRatings)
    .groupBy(articleRatings.entryId);
  for (const row of ratings) {
    of(row.entryId).ratingAverage = Number(row.average);
    of(row.entryId).ratingCount = row.value;
  }
  const comments = await db
    .select({ entryId: articleComments.entryId, state: articleComments.state, value: count() })
    .from(articleComments)
    .where(inArray(articleComments.state, ['pending', 'published']))
    .groupBy(articleComments.entryId, articleComments.state);
  for (const row of comments) {
    if (row.state === 'published') of(row.entryId).comments = row.value;
    else of(row.entryId).pendingComments = row.value;
  }
  return counts;
}

export interface DigestComment {
  articleTitle: string;
  name: string;
  text: string;
  spam: boolean;
}

const DIGEST_ID = 'comments';

/**
 * The new comments for the studio inbox's digest, when one is due: none was sent in the last
 * 15 minutes (claimed atomically, so of several instances one sends) and some are waiting. They
 * are marked listed; the caller mails them.
 */
export async function takeCommentDigest(db: Db, now: Date): Promise<DigestComment[]> {
  const waiting = and(
    isNull(articleComments.digestedAt),
    inArray(articleComments.state, ['pending', 'spam']),
  );
  const [first] = await db
    .select({ id: articleComments.id })
    .from(articleComments)
    .where(waiting)
    .limit(1);
  if (!first) return [];
  const dueBefore = new Date(now.getTime() - COMMENT_DIGEST_MINUTES * MINUTE);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(commentDigest)
      .values({ id: DIGEST_ID, lastSentAt: now })
      .onConflictDoUpdate({
        target: commentDigest.id,
        set: { lastSentAt: now },
        setWhere: or(
          lt(commentDigest.lastSentAt, dueBefore),
          eq(commentDigest.lastSentAt, dueBefore),
        ),
      })
      .returning({ id: commentDigest.id });
    if (claimed.length === 0) return [];
    const rows = await staffSelect(tx).where(waiting).orderBy(asc(articleComments.createdAt));
    if (rows.length === 0) return [];
    await tx
      .update(articleComments)
      .set({ digestedAt: now })
      .where(
        inArray(
          articleComments.id,
          rows.map((row) => row.comment.id),
        ),
      );
    return rows.map((row) => ({
      articleTitle: row.title,
      name: row.comment.name,
      text: row.comment.text,
      spam: row.comment.state === 'spam',
    }));
  });
}
