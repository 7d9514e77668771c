import { Type, type Static } from '@sinclair/typebox';
import { Email } from './requests.js';
import { PageFields, PageQuery } from './pagination.js';
import { MultiLine, Restricted, SingleLine } from './text.js';
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX, InteractionTexts } from './interactions-rules.js';

export * from './interactions-rules.js';

/*
 * Rate & Interact: likes, ratings and comments of published articles. Counts are the server's,
 * keyed by the article's entry id (a slug change keeps them); each browser is one random id it
 * keeps in localStorage and sends in the body (no cookie, nothing personal).
 */

/** A random id the browser made and keeps (localStorage `studioVisitorId`). */
export const VisitorId = Restricted({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' });

export const ArticleSlugParams = Type.Object(
  { slug: SingleLine({ minLength: 1, maxLength: 300 }) },
  { additionalProperties: false },
);
export type ArticleSlugParams = Static<typeof ArticleSlugParams>;

export const RatingSummary = Type.Object(
  {
    /** Average of the stars given, one decimal; null while nobody rated. */
    average: Type.Union([Type.Number(), Type.Null()]),
    count: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type RatingSummary = Static<typeof RatingSummary>;

export const PublicComment = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    text: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type PublicComment = Static<typeof PublicComment>;

/** GET /api/articles/:slug/interactions?page */
export const InteractionsQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })) },
  { additionalProperties: false },
);
export type InteractionsQuery = Static<typeof InteractionsQuery>;

export const InteractionsAnswer = Type.Object(
  {
    success: Type.Literal(true),
    /** The article's entry id: the browser keys what it remembers by it (a slug may change). */
    articleId: Type.String(),
    likes: Type.Integer({ minimum: 0 }),
    rating: RatingSummary,
    comments: Type.Object(
      { ...PageFields, items: Type.Array(PublicComment) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type InteractionsAnswer = Static<typeof InteractionsAnswer>;

/** POST /api/articles/:slug/like and /unlike */
export const LikeBody = Type.Object({ visitorId: VisitorId }, { additionalProperties: false });
export type LikeBody = Static<typeof LikeBody>;
export const LikeAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    liked: Type.Boolean(),
    likes: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type LikeAnswer = Static<typeof LikeAnswer>;

/** PUT /api/articles/:slug/rating */
export const RatingBody = Type.Object(
  { visitorId: VisitorId, stars: Type.Integer({ minimum: 1, maximum: 5 }) },
  { additionalProperties: false },
);
export type RatingBody = Static<typeof RatingBody>;
export const RatingAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    rating: RatingSummary,
  },
  { additionalProperties: false },
);
export type RatingAnswer = Static<typeof RatingAnswer>;

/**
 * POST /api/articles/:slug/comments. `email` is never shown; it is used only when `notify` asks
 * to be told of publication. `website` is the honeypot (people leave it empty).
 */
export const CommentCreate = Type.Object(
  {
    name: SingleLine({ minLength: 1, maxLength: COMMENT_NAME_MAX }),
    email: Type.Optional(Type.Union([Email, Type.Literal('')])),
    notify: Type.Optional(Type.Boolean()),
    text: MultiLine({ minLength: 1, maxLength: COMMENT_TEXT_MAX }),
    website: Type.Optional(SingleLine({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CommentCreate = Static<typeof CommentCreate>;
export const CommentCreated = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { additionalProperties: false },
);
export type CommentCreated = Static<typeof CommentCreated>;

/** Where a comment stands; `trashed`, `rejected` and `spam` are purged after TRASH_DAYS. */
export const COMMENT_STATES = ['pending', 'published', 'spam', 'rejected', 'trashed'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];
/** The tabs of the Comments screen (deleted comments wait in the Trash until purged). */
export const COMMENT_TABS = ['pending', 'published', 'spam', 'trashed'] as const;
export type CommentTab = (typeof COMMENT_TABS)[number];
export const COMMENT_TAB_LABELS = {
  pending: 'Pending',
  published: 'Published',
  spam: 'Spam',
  trashed: 'Trash',
} as const satisfies Record<CommentTab, string>;

export const COMMENT_ACTIONS = ['approve', 'reject', 'spam', 'delete', 'restore'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];
/** The state each moderation action leads to, and the states it may start from. */
export const COMMENT_TRANSITIONS = {
  approve: { to: 'published', from: ['pending', 'spam', 'rejected'] },
  reject: { to: 'rejected', from: ['pending', 'published', 'spam'] },
  spam: { to: 'spam', from: ['pending', 'published', 'rejected'] },
  delete: { to: 'trashed', from: ['pending', 'published', 'spam', 'rejected'] },
  // Out of the trash, a comment waits for a decision again: nothing reaches an article unread.
  restore: { to: 'pending', from: ['trashed'] },
} as const satisfies Record<CommentAction, { to: CommentState; from: readonly CommentState[] }>;
export const COMMENT_ACTION_LABELS = {
  approve: 'Approve',
  reject: 'Reject',
  spam: 'Mark as spam',
  delete: 'Delete',
  restore: 'Restore',
} as const satisfies Record<CommentAction, string>;

export const StaffComment = Type.Object(
  {
    id: Type.String(),
    entryId: Type.String(),
    articleTitle: Type.String(),
    articleSlug: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    notify: Type.Boolean(),
    text: Type.String(),
    state: Type.Union(COMMENT_STATES.map((state) => Type.Literal(state))),
    createdAt: Type.String({ format: 'date-time' }),
    decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    decidedBy: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type StaffComment = Static<typeof StaffComment>;

export const CommentCounts = Type.Object(
  {
    pending: Type.Integer({ minimum: 0 }),
    published: Type.Integer({ minimum: 0 }),
    spam: Type.Integer({ minimum: 0 }),
    trashed: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type CommentCounts = Static<typeof CommentCounts>;

/** GET /api/admin/comments?state&page&pageSize, newest first. */
export const CommentListQuery = Type.Object(
  {
    ...PageQuery,
    state: Type.Optional(Type.Union(COMMENT_TABS.map((tab) => Type.Literal(tab)))),
  },
  { additionalProperties: false },
);
export type CommentListQuery = Static<typeof CommentListQuery>;
export const CommentList = Type.Object(
  {
    ...PageFields,
    items: Type.Array(StaffComment),
    counts: CommentCounts,
    /** Days a spam, rejected or deleted comment is kept before it is purged (`TRASH_DAYS`). */
    trashDays: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type CommentList = Static<typeof CommentList>;

/** POST /api/admin/comments/:id/:action */
export const CommentActionParams = Type.Object(
  {
    id: SingleLine({ minLength: 1, maxLength: 100 }),
    action: Type.Union(COMMENT_ACTIONS.map((action) => Type.Literal(action))),
  },
  { additionalProperties: false },
);
export type CommentActionParams = Static<typeof CommentActionParams>;
export const CommentActionAnswer = Type.Object(
  { success: Type.Literal(true), message: Type.String(), item: StaffComment },
  { additionalProperties: false },
);
export type CommentActionAnswer = Static<typeof CommentActionAnswer>;

/** POST /api/admin/comments/approve: approve many pending comments at once. */
export const CommentBulkApprove = Type.Object(
  { ids: Type.Array(SingleLine({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export type CommentBulkApprove = Static<typeof CommentBulkApprove>;
export const CommentBulkAnswer = Type.Object(
  { success: Type.Literal(true), message: Type.String(), approved: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type CommentBulkAnswer = Static<typeof CommentBulkAnswer>;

/** Likes, rating and comment counts of articles, for the collection's list. */
export const ArticleInteractionCounts = Type.Object(
  {
    likes: Type.Integer({ minimum: 0 }),
    ratingAverage: Type.Union([Type.Number(), Type.Null()]),
    ratingCount: Type.Integer({ minimum: 0 }),
    comments: Type.Integer({ minimum: 0 }),
    pendingComments: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ArticleInteractionCounts = Static<typeof ArticleInteractionCounts>;
export const ArticleInteractionCountsAnswer = Type.Object(
  { success: Type.Literal(true), counts: Type.Record(Type.String(), ArticleInteractionCounts) },
  { additionalProperties: false },
);
export type ArticleInteractionCountsAnswer = Static<typeof ArticleInteractionCountsAnswer>;

export const COMMENT_ACTION_MESSAGES = {
  approve: InteractionTexts.approved,
  reject: InteractionTexts.rejected,
  spam: InteractionTexts.markedSpam,
  delete: InteractionTexts.deleted,
  restore: InteractionTexts.restored,
} as const satisfies Record<CommentAction, string>;
