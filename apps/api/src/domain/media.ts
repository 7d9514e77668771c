import { randomUUID } from 'node:crypto';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import {
  MediaMessages,
  referenceOf,
  type FocalPoint,
  type MediaFile,
  type MediaItem,
  type MediaKind,
  type MediaUse,
  type Role,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import { media, mediaFiles, type MediaFileRow, type MediaRow } from '../db/schema.js';
import { audit } from './audit.js';
import { eachLibraryReference, mediaUsage } from './media-usage.js';
import type { ProcessedMedia } from './media-processing.js';
import { conflict, type RefusalOf } from './refusal.js';

/** Who makes a change, for the audit log. */
export interface MediaActor {
  id: string;
  email: string;
  ip: string | null;
}

/** Who acts on the trash: the role decides who may restore or purge. */
export interface TrashActor extends MediaActor {
  role: Role;
}

/** The URL path a stored file is served at (a shipped file's is the site's own). */
export const mediaFileUrl = (
  file: Pick<MediaFileRow, 'hash' | 'fileName'> & { shippedUrl?: string | null },
) => file.shippedUrl ?? `/media/${file.hash}/${file.fileName}`;

/** The files' columns without their bytes: lists never read the data. */
const fileColumns = {
  hash: mediaFiles.hash,
  fileName: mediaFiles.fileName,
  mediaId: mediaFiles.mediaId,
  contentType: mediaFiles.contentType,
  format: mediaFiles.format,
  width: mediaFiles.width,
  bytes: mediaFiles.bytes,
  shippedUrl: mediaFiles.shippedUrl,
};
type FileMeta = Omit<MediaFileRow, 'data'>;

/** Opus first among audio files (the order players try them in); otherwise by name. */
const formatOrder = (a: string, b: string) =>
  Number(a !== 'opus') - Number(b !== 'opus') || a.localeCompare(b);

type MediaAuditAction =
  | 'media.upload'
  | 'media.replace'
  | 'media.alt'
  | 'media.focal'
  | 'media.trashed'
  | 'media.restored'
  | 'media.purged';

/** The audit entry of a library change, written in the change's transaction. */
function auditMedia(
  tx: Db,
  action: MediaAuditAction,
  actor: MediaActor,
  at: Date,
  details: Record<string, string | boolean>,
): Promise<void> {
  return audit(tx, {
    action,
    at,
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    details,
  });
}

/** A library item as the API answers it, from its row and its files' (bytes not needed). */
export function toItem(row: MediaRow, files: FileMeta[]): MediaItem {
  const views: MediaFile[] = files
    .map((file) => ({
      url: mediaFileUrl(file),
      format: file.format as MediaFile['format'],
      ...(file.width !== null ? { width: file.width } : {}),
      bytes: file.bytes,
    }))
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0) || formatOrder(a.format, b.format));
  // The single URL: the fallback image (the one JPEG or PNG) or the audio clip.
  const single = views.find((file) => file.format === 'jpeg' || file.format === 'png') ?? views[0];
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    alt: row.alt,
    width: row.width,
    height: row.height,
    focal: { x: row.focalX, y: row.focalY },
    duration: row.durationMs === null ? null : row.durationMs / 1000,
    bytes: row.bytes,
    url: single?.url ?? '',
    files: views,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    trashedAt: row.trashedAt?.toISOString() ?? null,
  };
}

async function filesOf(db: Db, ids: string[]): Promise<Map<string, FileMeta[]>> {
  const byMedia = new Map<string, FileMeta[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMedia;
  const rows = await db
    .select(fileColumns)
    .from(mediaFiles)
    .where(or(...ids.map((id) => eq(mediaFiles.mediaId, id))));
  for (const row of rows) byMedia.get(row.mediaId)?.push(row);
  return byMedia;
}

export interface MediaQuery {
  page: number;
  pageSize: number;
  kind?: MediaKind | undefined;
  /** Matches the file name or the alt text, case-insensitively. */
  text?: string | undefined;
  /** The trash (most recently trashed first) instead of the library. */
  trash?: boolean | undefined;
}

/** The library newest first (or the trash), of one kind and matching a text. */
export async function listMedia(
  db: Db,
  query: MediaQuery,
): Promise<{ items: MediaItem[]; total: number }> {
  const conditions: SQL[] = [query.trash ? isNotNull(media.trashedAt) : isNull(media.trashedAt)];
  if (query.kind) conditions.push(eq(media.kind, query.kind));
  if (query.text) {
    const pattern = `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(media.name, pattern), ilike(media.alt, pattern)) as SQL);
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(...(query.trash ? [desc(media.trashedAt)] : []), desc(media.createdAt), desc(media.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(media).where(where);
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toItem(row, files.get(row.id) ?? [])),
    total: total?.value ?? 0,
  };
}

/** The library items of `ids` that exist and are not in the trash, by id. */
export async function mediaItems(db: Db, ids: string[]): Promise<Map<string, MediaItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.id, ids), isNull(media.trashedAt)));
  const files = await filesOf(db, ids);
  return new Map(rows.map((row) => [row.id, toItem(row, files.get(row.id) ?? [])]));
}

export interface MediaDetail {
  item: MediaItem;
  usedBy: MediaUse[];
}

export async function readMedia(db: Db, id: string): Promise<MediaDetail | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) return null;
  const files = await filesOf(db, [id]);
  return { item: toItem(row, files.get(id) ?? []), usedBy: await mediaUsage(db, id) };
}

async function insertFiles(db: Db, mediaId: string, processed: ProcessedMedia): Promise<void> {
  for (const file of processed.files) {
    await db.insert(mediaFiles).values({
      hash: file.hash,
      fileName: file.fileName,
      mediaId,
      contentType: file.contentType,
      format: file.format,
      width: file.width,
      bytes: file.data.length,
      data: file.data,
    });
  }
}

/** Stores a processed upload and its audit entry in one transaction. */
export async function createMedia(
  db: Db,
  input: { name: string; alt: string; processed: ProcessedMedia },
  actor: MediaActor,
  now: Date,
): Promise<MediaDetail> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(media).values({
      id,
      kind: input.processed.kind,
      name: input.name,
      alt: input.alt,
      width: input.processed.width,
      height: input.processed.height,
      durationMs: input.processed.durationMs,
      bytes: input.processed.bytes,
      createdAt: now,
      updatedAt: now,
      createdBy: actor.id,
    });
    await insertFiles(tx, id, input.processed);
    await auditMedia(tx, 'media.upload', actor, now, {
      mediaId: id,
      kind: input.processed.kind,
      name: input.name,
    });
  });
  return (await readMedia(db, id)) as MediaDetail;
}

export type MediaChange =
  | { ok: true; detail: MediaDetail; goneFiles: string[] }
  | RefusalOf<'not_found' | 'unusable_file' | 'conflict'>
  /** Content uses the item: the answer lists where. */
  | (RefusalOf<'in_use'> & { usedBy: MediaUse[] });

const NOT_FOUND: RefusalOf<'not_found'> = {
  ok: false,
  reason: 'not_found',
  message: MediaMessages.notFound,
};

/** The item locked for a change, or why there is none to change (gone, or in the trash). */
async function lockInLibrary(tx: Db, id: string): Promise<MediaRow | MediaChange> {
  const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
  if (!row) return NOT_FOUND;
  if (row.trashedAt) return conflict(MediaMessages.inTrash);
  return row;
}

const isRow = (value: MediaRow | MediaChange): value is MediaRow => !('ok' in value);

/**
 * The one shape of a described change (alt text, focal point): update the columns and audit it
 * in one transaction, then answer the item as it now is.
 */
async function describeMedia(
  db: Db,
  id: string,
  columns: Partial<Pick<MediaRow, 'alt' | 'focalX' | 'focalY'>>,
  audited: { action: 'media.alt' | 'media.focal'; details?: Record<string, string> },
  actor: MediaActor,
  now: Date,
): Promise<MediaChange> {
  const refused = await db.transaction(async (tx) => {
    const row = await lockInLibrary(tx, id);
    if (!isRow(row)) return row;
    await tx
      .update(media)
      .set({ ...columns, updatedAt: now })
      .where(eq(media.id, id));
    await auditMedia(tx, audited.action, actor, now, { mediaId: id, ...audited.details });
    return null;
  });
  if (refused) return refused;
  return { ok: true, detail: (await readMedia(db, id)) as MediaDetail, goneFiles: [] };
}

export const setMediaAlt = (db: Db, id: string, alt: string, actor: MediaActor, now: Date) =>
  describeMedia(db, id, { alt }, { action: 'media.alt' }, actor, now);

/** Moves the point every crop keeps in frame; the audit entry names where it went. */
export const setMediaFocal = (
  db: Db,
  id: string,
  focal: FocalPoint,
  actor: MediaActor,
  now: Date,
) =>
  describeMedia(
    db,
    id,
    { focalX: focal.x, focalY: focal.y },
    { action: 'media.focal', details: { focal: `${focal.x}% ${focal.y}%` } },
    actor,
    now,
  );

/**
 * New bytes for the same item (same id, so whatever uses it shows the new file): the old files
 * go, the new ones come, in one transaction. Answers the URLs of the files that went.
 */
export async function replaceMedia(
  db: Db,
  id: string,
  input: { name: string; processed: ProcessedMedia },
  actor: MediaActor,
  now: Date,
): Promise<MediaChange> {
  const result = await db.transaction(async (tx): Promise<MediaChange | string[]> => {
    const row = await lockInLibrary(tx, id);
    if (!isRow(row)) return row;
    if (row.kind !== input.processed.kind)
      return { ok: false, reason: 'unusable_file', message: MediaMessages.kindChanged(row.kind) };
    const gone = await tx
      .delete(mediaFiles)
      .where(eq(mediaFiles.mediaId, id))
      .returning({ hash: mediaFiles.hash, fileName: mediaFiles.fileName });
    await tx
      .update(media)
      .set({
        name: input.name,
        width: input.processed.width,
        height: input.processed.height,
        durationMs: input.processed.durationMs,
        bytes: input.processed.bytes,
        updatedAt: now,
      })
      .where(eq(media.id, id));
    await insertFiles(tx, id, input.processed);
    await auditMedia(tx, 'media.replace', actor, now, { mediaId: id, name: input.name });
    const kept = new Set(input.processed.files.map((file) => mediaFileUrl(file)));
    return gone.map(mediaFileUrl).filter((url) => !kept.has(url));
  });
  if (!Array.isArray(result)) return result;
  return { ok: true, detail: (await readMedia(db, id)) as MediaDetail, goneFiles: result };
}

/**
 * Moves an item to the trash, unless content uses it (a page showing it would break): it leaves
 * the library and its files are no longer served. Answers the URLs every instance must forget.
 */
export async function trashMedia(
  db: Db,
  id: string,
  actor: MediaActor,
  now: Date,
): Promise<MediaChange> {
  return db.transaction(async (tx): Promise<MediaChange> => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
    if (!row) return NOT_FOUND;
    if (row.trashedAt) return conflict(MediaMessages.alreadyInTrash);
    const usedBy = await mediaUsage(tx, id);
    if (usedBy.length > 0)
      return { ok: false, reason: 'in_use', message: MediaMessages.inUse(usedBy.length), usedBy };
    const [trashed] = await tx
      .update(media)
      .set({ trashedAt: now, trashedBy: actor.id })
      .where(eq(media.id, id))
      .returning();
    await auditMedia(tx, 'media.trashed', actor, now, {
      mediaId: id,
      kind: row.kind,
      name: row.name,
    });
    const files = await filesOf(tx, [id]);
    const detail = { item: toItem(trashed as MediaRow, files.get(id) ?? []), usedBy };
    return { ok: true, detail, goneFiles: detail.item.files.map((file) => file.url) };
  });
}

const SUPER_ADMIN_ONLY: RefusalOf<'not_allowed'> = {
  ok: false,
  reason: 'not_allowed',
  message: MediaMessages.trashSuperAdminOnly,
};

/** An admin's refused restore or purge: audited as a refused access, nothing else happens. */
async function refuseAdmin(db: Db, id: string, actor: TrashActor, action: string, now: Date) {
  await audit(db, {
    action: 'access.forbidden',
    at: now,
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    details: { mediaId: id, action, role: actor.role },
  });
  return SUPER_ADMIN_ONLY;
}

/** The item locked for a super admin's restore or purge, or why it cannot be (not in the trash). */
async function lockTrashed(tx: Db, id: string) {
  const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
  if (!row) return NOT_FOUND;
  if (!row.trashedAt) return conflict(MediaMessages.notInTrash);
  return row;
}

export type TrashChange = MediaChange | RefusalOf<'not_allowed'>;

/** A super admin brings an item back from the trash: listed and served again. */
export async function restoreMedia(
  db: Db,
  id: string,
  actor: TrashActor,
  now: Date,
): Promise<TrashChange> {
  if (actor.role !== 'super_admin') return refuseAdmin(db, id, actor, 'media.restore', now);
  const refused = await db.transaction(async (tx) => {
    const row = await lockTrashed(tx, id);
    if ('ok' in row) return row;
    await tx.update(media).set({ trashedAt: null, trashedBy: null }).where(eq(media.id, id));
    await auditMedia(tx, 'media.restored', actor, now, { mediaId: id, name: row.name });
    return null;
  });
  if (refused) return refused;
  return { ok: true, detail: (await readMedia(db, id)) as MediaDetail, goneFiles: [] };
}

export type MediaPurge =
  | { ok: true; id: string; goneFiles: string[] }
  | RefusalOf<'not_found' | 'conflict' | 'not_allowed'>;

/** The URLs of an item's files, for the instances' caches to forget. */
async function fileUrlsOf(tx: Db, ids: string[]): Promise<string[]> {
  const files = await filesOf(tx, ids);
  return [...files.values()].flat().map((file) => mediaFileUrl(file));
}

/** A super admin deletes an item in the trash for good, with its files (the audit stays). */
export async function purgeMedia(
  db: Db,
  id: string,
  actor: TrashActor,
  now: Date,
): Promise<MediaPurge> {
  if (actor.role !== 'super_admin') return refuseAdmin(db, id, actor, 'media.purge', now);
  return db.transaction(async (tx): Promise<MediaPurge> => {
    const row = await lockTrashed(tx, id);
    if ('ok' in row) return row;
    const goneFiles = await fileUrlsOf(tx, [id]);
    await tx.delete(media).where(eq(media.id, id));
    await auditMedia(tx, 'media.purged', actor, now, {
      mediaId: id,
      kind: row.kind,
      name: row.name,
      automatic: false,
    });
    return { ok: true, id, goneFiles };
  });
}

/**
 * Deletes for good the items that have been in the trash for `days` days by `now`, each once
 * however many instances run this at the same time (`SKIP LOCKED`). Answers how many, and the
 * URLs of their files for the caches to forget.
 */
export async function purgeExpiredMedia(
  db: Db,
  now: Date,
  days: number,
  limit = 100,
): Promise<{ purged: number; goneFiles: string[] }> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(media)
      .where(lte(media.trashedAt, before))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { purged: 0, goneFiles: [] };
    const ids = rows.map((row) => row.id);
    const goneFiles = await fileUrlsOf(tx, ids);
    await tx.delete(media).where(inArray(media.id, ids));
    await audit(
      tx,
      rows.map((row) => ({
        action: 'media.purged' as const,
        at: now,
        actorId: null,
        actorEmail: null,
        ip: null,
        details: {
          mediaId: row.id,
          kind: row.kind,
          name: row.name,
          automatic: true,
          trashDays: days,
        },
      })),
    );
    return { purged: rows.length, goneFiles };
  });
}

/** One stored file by its URL parts, bytes included; null when there is none. */
export async function readMediaFile(
  db: Db,
  hash: string,
  fileName: string,
): Promise<{ contentType: string; data: Uint8Array } | null> {
  // A file of an item in the trash is not served (no page uses it: a used item cannot go there).
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, data: mediaFiles.data })
    .from(mediaFiles)
    .innerJoin(media, eq(media.id, mediaFiles.mediaId))
    .where(
      and(
        eq(mediaFiles.hash, hash),
        eq(mediaFiles.fileName, fileName),
        isNotNull(mediaFiles.data),
        isNull(media.trashedAt),
      ),
    )
    .limit(1);
  return row?.data ? { contentType: row.contentType, data: row.data } : null;
}

/**
 * `documents` with every library reference brought up to date: the item's current files, size,
 * alt text and focal point, so that a replaced file or a corrected description shows wherever the item is
 * used, without editing each entry. The site is rendered from what this answers.
 */
export async function withCurrentMedia<T>(db: Db, documents: T[]): Promise<T[]> {
  const ids = new Set<string>();
  eachLibraryReference(documents, ({ mediaId }) => ids.add(mediaId));
  if (ids.size === 0) return documents;
  const items = await mediaItems(db, [...ids]);
  const update = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(update);
    if (typeof value !== 'object' || value === null) return value;
    const { mediaId } = value as { mediaId?: unknown };
    const item = typeof mediaId === 'string' ? items.get(mediaId) : undefined;
    const current = item ? referenceOf(item) : null;
    if (current) return current;
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, update(child)]));
  };
  return documents.map((document) => update(document) as T);
}
