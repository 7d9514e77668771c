/**
 * Draft previews: a signed, expiring token naming one entry's working draft, and the published
 * content with that draft in it, which the site renders in memory for the token's holder.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import {
  CONTENT_TYPE_IDS,
  DRAFT_PREVIEW_TTL_MS,
  entryPath,
  isContentType,
  isReleaseOut,
  listingsOf,
  type ContentData,
  type ContentType,
  type PublishedContent,
  type PublishedEntry,
} from '@studio/contracts';
import type { Db } from '../../db/client.js';
import { contentEntries } from '../../db/schema.js';
import { isUuid } from '../db-errors.js';
import { withCurrentMedia } from '../media.js';
import { orderedEntries, readPublishedContent } from './published.js';

/** What a preview token names. */
export interface PreviewClaim {
  type: ContentType;
  id: string;
  /** The entry's version when the link was made. */
  version: number;
  expiresAt: Date;
}

const TOKEN = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A token for `claim`: its fields in base64url JSON, then their HMAC-SHA-256 under `key`. */
export function signPreview(key: Buffer, claim: PreviewClaim): string {
  const payload = Buffer.from(
    JSON.stringify([claim.type, claim.id, claim.version, claim.expiresAt.getTime()]),
  ).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** The claim a preview link for `entry` makes now: it works for DRAFT_PREVIEW_TTL_MS. */
export function previewClaim(
  type: ContentType,
  entry: { id: string; version: number },
  now: Date,
): PreviewClaim {
  return {
    type,
    id: entry.id,
    version: entry.version,
    expiresAt: new Date(now.getTime() + DRAFT_PREVIEW_TTL_MS),
  };
}

export type PreviewCheck =
  { ok: true; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** The token's claim when `key` signed it and it has not expired at `now`. */
export function verifyPreview(key: Buffer, token: string, now: Date): PreviewCheck {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'invalid' };
  const [, payload, given] = match;
  const expected = Buffer.from(signature(key, payload));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'invalid' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(fields) || fields.length !== 4) return { ok: false, reason: 'invalid' };
  const [type, id, version, expires] = fields as unknown[];
  if (
    typeof type !== 'string' ||
    !isContentType(type) ||
    typeof id !== 'string' ||
    typeof version !== 'number' ||
    typeof expires !== 'number'
  )
    return { ok: false, reason: 'invalid' };
  if (now.getTime() >= expires) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { type, id, version, expiresAt: new Date(expires) } };
}

/**
 * The page a draft is previewed on: an article's own page, a release's page of its kind (music
 * or video) or, for a release not out yet, home (its Upcoming Releases is the one place it
 * shows), else the first listing that shows the type.
 */
export function previewPath(type: ContentType, document: { slug: string; data: object }): string {
  if (type === 'releases') {
    // The store holds only data its type's schema accepted.
    const release = document.data as ContentData<'releases'>;
    if (!isReleaseOut(release)) return '/';
    if (release.kind === 'video') return '/video';
  }
  return entryPath(type, document.slug) ?? listingsOf(type)[0] ?? '/';
}

/**
 * What the preview of an entry's working draft renders: the published content with the draft
 * in place of the entry's live document (or added, if it has none), and the draft's page. Null
 * when there is no such entry, or it is deleted. The newest draft is shown, whatever the version
 * the link was made for: the link names the entry, and editors preview what they edit now.
 */
export async function previewContent(
  db: Db,
  type: ContentType,
  id: string,
): Promise<{ store: PublishedContent; path: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.id, id),
        eq(contentEntries.type, type),
        ne(contentEntries.state, 'deleted'),
      ),
    );
  // A translation is previewed with its language's pages, which the site does not render yet.
  if (!row || row.sourceId !== null) return null;
  const [published, [document = row.draft]] = await Promise.all([
    readPublishedContent(db),
    withCurrentMedia(db, [row.draft]),
  ]);
  const now = row.updatedAt.toISOString();
  const draft: PublishedEntry = {
    id: row.id,
    slug: document.slug,
    // The store holds only data its type's schema accepted.
    data: document.data as PublishedEntry['data'],
    publishedAt: row.publishedAt?.toISOString() ?? now,
    updatedAt: now,
  };
  const entries = CONTENT_TYPE_IDS.flatMap((each) =>
    published.entries[each]
      .filter((entry) => entry.id !== id)
      .map((entry) => ({ type: each, entry: entry as PublishedEntry })),
  );
  entries.push({ type, entry: draft });
  return {
    store: { website: published.website, entries: orderedEntries(entries) },
    path: previewPath(type, document),
  };
}
