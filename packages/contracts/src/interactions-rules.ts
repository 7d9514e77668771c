/*
 * Rate & Interact's constants, words and text rules, without schemas: the site's article page
 * imports this entry, so its code carries no schema library.
 */

export const VISITOR_ID_KEY = 'studioVisitorId';

/** Per address and article per hour (likes and unlikes count together), and comments in all. */
export const INTERACTION_LIMITS = {
  likesPerArticlePerHour: 5,
  ratingsPerArticlePerHour: 5,
  commentsPerArticlePerHour: 3,
  commentsPerHour: 30,
} as const;
export const COMMENT_TEXT_MAX = 2000;
export const COMMENT_NAME_MAX = 80;
/** Published comments per page of an article, oldest first. */
export const COMMENTS_PAGE_SIZE = 20;
/** A comment with more links than this is held as spam. */
export const COMMENT_LINKS_MAX = 2;
/** At most one mail of new comments to the studio inbox per this many minutes. */
export const COMMENT_DIGEST_MINUTES = 15;

export const InteractionTexts = {
  commentThanks: 'Thank you: your comment will appear once the studio has read it',
  liked: 'Liked.',
  unliked: 'Like taken back.',
  rated: 'Thank you for rating.',
  articleNotFound: 'Article not found',
  commentNotFound: 'Comment not found',
  blankName: 'Please give your name',
  blankText: 'Please write a comment',
  approved: 'Comment approved.',
  rejected: 'Comment rejected.',
  markedSpam: 'Comment marked as spam.',
  deleted: 'Comment moved to the trash.',
  restored: 'Comment restored: it waits for a decision again.',
  notFrom: 'This comment cannot take that action in its current state.',
} as const;

/** "4.3 from 12 ratings", "5 from 1 rating", or null while there are none. */
export function ratingSentence(rating: { average: number | null; count: number }): string | null {
  if (rating.count === 0 || rating.average === null) return null;
  const average = Number.isInteger(rating.average)
    ? String(rating.average)
    : rating.average.toFixed(1);
  return `${average} from ${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'}`;
}

/** Bidirectional controls and other format characters a comment's words never need. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
/** Controls other than tab and line break. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = new RegExp('[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]', 'g');

/**
 * A visitor's words as stored: NFC, without control, bidi or zero-width characters, line breaks
 * made \n, at most two blank lines in a row, trimmed. Single-line fields lose line breaks too.
 */
export function normaliseVisitorText(value: string, singleLine = false): string {
  let text = value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS, '')
    .replace(INVISIBLE, '');
  text = singleLine ? text.replace(/\s+/g, ' ') : text.replace(/\n{3,}/g, '\n\n');
  return text.trim();
}

/** How many links a text holds (http(s) URLs, www. names and bare domain-like words). */
export function linkCount(text: string): number {
  return (
    text.match(
      /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|ru|cn|xyz|info|biz|top|ly)\b/gi,
    ) ?? []
  ).length;
}
