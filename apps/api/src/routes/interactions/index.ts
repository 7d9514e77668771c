import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  ArticleInteractionCountsAnswer,
  ArticleSlugParams,
  COMMENTS_PAGE_SIZE,
  COMMENT_ACTION_MESSAGES,
  CommentActionAnswer,
  CommentActionParams,
  CommentBulkAnswer,
  CommentBulkApprove,
  CommentCreate,
  CommentCreated,
  CommentList,
  CommentListQuery,
  HttpMessages,
  INTERACTION_LIMITS,
  InteractionTexts,
  InteractionsAnswer,
  InteractionsQuery,
  LikeAnswer,
  LikeBody,
  PAGE_SIZE_DEFAULT,
  RatingAnswer,
  RatingBody,
  articlePathOf,
} from '@studio/contracts';
import { HOUR } from '../../clock.js';
import {
  approveComments,
  articleInteractionCounts,
  checkComment,
  likeCount,
  listStaffComments,
  liveArticleOfSlug,
  moderateComment,
  publishedComments,
  purgeComments,
  ratingSummary,
  setLike,
  setRating,
  storeComment,
  takePublicationNotices,
  visitorKey,
} from '../../domain/interactions.js';
import { afterAnswer } from '../../http/after-answer.js';
import { invalidFields } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { actorOf } from '../../http/actor.js';
import { commentPublishedMail } from '../../mail/templates.js';
import { trySend } from '../../mail/deliver.js';
import { errorAnswers } from '../schemas.js';

/**
 * Rate & Interact of published articles (likes, ratings, comments) and the staff's moderation of
 * comments. Public answers are `no-store` (the security plugin's default for /api), so a like or
 * an approval shows on the next load without re-rendering any page.
 */
const interactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const staff = app.requireSession(['admin', 'super_admin']);
  const hashOf = (value: string) => visitorKey(app.keys.visitor, value);
  /** After the answer: each writer of a comment published now who asked is told, once. */
  const tellWriters = (reply: FastifyReply, log: FastifyBaseLogger, ids: readonly string[]) =>
    afterAnswer(reply, log, async () => {
      for (const notice of await takePublicationNotices(db, ids))
        await trySend(
          app.mailer,
          commentPublishedMail(app.brand, notice.email, {
            articleTitle: notice.articleTitle,
            articlePath: articlePathOf(notice.articleSlug),
          }),
          log,
        );
    });

  // Per-address buckets (in Redis when REDIS_URL is set, so instances share them). The address
  // is kept only as a keyed hash in a bucket that expires with its hour.
  const limiter = (name: string, max: number, perArticle: boolean) => {
    const check = app.createRateLimit({
      max,
      timeWindow: HOUR,
      keyGenerator: (request) =>
        `${name}:${perArticle ? `${articleOf(request)}:` : ''}${hashOf(request.ip)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw refusalError({
          ok: false,
          reason: 'rate_limited',
          retryAfterSeconds: result.ttlInSeconds,
        });
      }
    };
  };
  const articles = new WeakMap<FastifyRequest, string>();
  const articleOf = (request: FastifyRequest): string => {
    const entryId = articles.get(request);
    if (!entryId) throw new Error('article not resolved before its limit');
    return entryId;
  };
  /** Resolves the URL's slug (current or former) to the published article's entry id. */
  const resolveArticle = async (request: FastifyRequest) => {
    const { slug } = request.params as { slug: string };
    const article = await liveArticleOfSlug(db, slug);
    if (!article)
      throw refusalError({
        ok: false,
        reason: 'not_found',
        message: InteractionTexts.articleNotFound,
      });
    articles.set(request, article.entryId);
  };
  const likeLimit = limiter('like', INTERACTION_LIMITS.likesPerArticlePerHour, true);
  const ratingLimit = limiter('rating', INTERACTION_LIMITS.ratingsPerArticlePerHour, true);
  const commentLimit = limiter('comment', INTERACTION_LIMITS.commentsPerArticlePerHour, true);
  const allCommentsLimit = limiter('comments', INTERACTION_LIMITS.commentsPerHour, false);

  app.get(
    '/api/articles/:slug/interactions',
    {
      preHandler: resolveArticle,
      schema: {
        tags: ['interactions'],
        summary:
          "An article's likes, rating and published comments (oldest first, 20 a page); never cached.",
        params: ArticleSlugParams,
        querystring: InteractionsQuery,
        response: { 200: InteractionsAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const entryId = articleOf(request);
      const page = request.query.page ?? 1;
      const comments = await publishedComments(db, entryId, page, COMMENTS_PAGE_SIZE);
      return {
        success: true as const,
        articleId: entryId,
        likes: await likeCount(db, entryId),
        rating: await ratingSummary(db, entryId),
        comments: { success: true as const, page, pageSize: COMMENTS_PAGE_SIZE, ...comments },
      };
    },
  );

  for (const liked of [true, false]) {
    app.post(
      `/api/articles/:slug/${liked ? 'like' : 'unlike'}`,
      {
        preHandler: [resolveArticle, likeLimit],
        schema: {
          tags: ['interactions'],
          summary: liked
            ? 'Likes an article for this browser (once; liking again changes nothing).'
            : "Takes back this browser's like.",
          params: ArticleSlugParams,
          body: LikeBody,
          response: { 200: LikeAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const likes = await setLike(db, {
          entryId: articleOf(request),
          visitor: hashOf(request.body.visitorId),
          liked,
          now: clock.now(),
        });
        return {
          success: true as const,
          message: liked ? InteractionTexts.liked : InteractionTexts.unliked,
          liked,
          likes,
        };
      },
    );
  }

  app.put(
    '/api/articles/:slug/rating',
    {
      preHandler: [resolveArticle, ratingLimit],
      schema: {
        tags: ['interactions'],
        summary: "Sets this browser's rating of an article (1 to 5 stars; changeable).",
        params: ArticleSlugParams,
        body: RatingBody,
        response: { 200: RatingAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const rating = await setRating(db, {
        entryId: articleOf(request),
        visitor: hashOf(request.body.visitorId),
        stars: request.body.stars,
        now: clock.now(),
      });
      return {
        success: true as const,
        message: InteractionTexts.rated,
        stars: request.body.stars,
        rating,
      };
    },
  );

  app.post(
    '/api/articles/:slug/comments',
    {
      preHandler: [resolveArticle, commentLimit, allCommentsLimit],
      schema: {
        tags: ['interactions'],
        summary:
          'Sends a comment for moderation (shown once the studio approves it; over two links: held as spam).',
        params: ArticleSlugParams,
        body: CommentCreate,
        response: { 201: CommentCreated, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const thanks = { success: true as const, message: InteractionTexts.commentThanks };
      // Bots fill every field; people never see this one: the usual answer, and nothing kept.
      if ((request.body.website ?? '').trim().length > 0) {
        request.log.info('honeypot filled: comment dropped');
        return reply.code(201).send(thanks);
      }
      const checked = checkComment(request.body);
      if (!checked.ok)
        throw refusalError(invalidFields(HttpMessages.invalidRequest, checked.errors));
      await storeComment(db, {
        entryId: articleOf(request),
        comment: checked.comment,
        now: clock.now(),
      });
      afterAnswer(reply, request.log, async () => {
        await app.sendCommentDigest();
      });
      return reply.code(201).send(thanks);
    },
  );

  app.get(
    '/api/admin/comments',
    {
      onRequest: staff,
      schema: {
        tags: ['interactions'],
        summary:
          "Comments of one tab (pending by default), newest first, with every tab's count; spam, rejected and trashed comments older than TRASH_DAYS are purged first.",
        querystring: CommentListQuery,
        response: { 200: CommentList, ...errorAnswers },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
      await purgeComments(db, clock.now(), app.config.trashDays);
      const list = await listStaffComments(db, {
        state: request.query.state ?? 'pending',
        page,
        pageSize,
      });
      // The admin tells how long the purged states are kept: the server's setting.
      return { success: true as const, page, pageSize, ...list, trashDays: app.config.trashDays };
    },
  );

  app.post(
    '/api/admin/comments/approve',
    {
      onRequest: staff,
      schema: {
        tags: ['interactions'],
        summary: 'Approves the listed pending comments (others are left as they are).',
        body: CommentBulkApprove,
        response: { 200: CommentBulkAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const approved = await approveComments(db, {
        ids: request.body.ids,
        actor: actorOf(request),
        ip: request.ip,
        now: clock.now(),
      });
      tellWriters(reply, request.log, request.body.ids);
      return {
        success: true as const,
        message: approved === 1 ? '1 comment approved.' : `${approved} comments approved.`,
        approved,
      };
    },
  );

  app.post(
    '/api/admin/comments/:id/:action',
    {
      onRequest: staff,
      schema: {
        tags: ['interactions'],
        summary:
          'Approves, rejects, marks as spam or deletes (into the trash) one comment; audited.',
        params: CommentActionParams,
        response: { 200: CommentActionAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const outcome = await moderateComment(db, {
        id: request.params.id,
        action: request.params.action,
        actor: actorOf(request),
        ip: request.ip,
        now: clock.now(),
      });
      if (!outcome.ok) throw refusalError(outcome);
      if (request.params.action === 'approve') tellWriters(reply, request.log, [request.params.id]);
      return {
        success: true as const,
        message: COMMENT_ACTION_MESSAGES[request.params.action],
        item: outcome.item,
      };
    },
  );

  app.get(
    '/api/admin/article-interactions',
    {
      onRequest: staff,
      schema: {
        tags: ['interactions'],
        summary:
          "Every article's likes, rating and comment counts, by entry id (the list's column).",
        response: { 200: ArticleInteractionCountsAnswer, ...errorAnswers },
      },
    },
    async () => ({ success: true as const, counts: await articleInteractionCounts(db) }),
  );
};

export default interactionRoutes;
