import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import {
  MediaMessages,
  referenceOf,
  type FocalPoint,
  type MediaFile,
  type MediaItem,
  type MediaKind,
  type MediaUse,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import { media, mediaFiles, type MediaFileRow, type MediaRow } from '../db/schema.js';
import { audit } from './audit.js';
import { eachLibraryReference, mediaUsage } from './media-usage.js';
import type { ProcessedMedia } from './media-processing.js';
import type { RefusalOf } from './refusal.js';

/** Who makes a change, for the audit log. */
export interface MediaActor {
  id: string;
  email: string;
  ip: string | null;
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

/** The audit entry of a library change, written in the change's transaction. */
function auditMedia(
  tx: Db,
  action: 'media.upload' | 'media.replace' | 'media.alt' | 'media.focal' | 'media.delete',
  actor: MediaActor,
  at: Date,
  details: Record<string, string>,
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
}

/** The library newest first, of one kind and matching a text. */
export async function listMedia(
  db: Db,
  query: MediaQuery,
): Promise<{ items: MediaItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(media.kind, query.kind));
  if (query.text) {
    const pattern = `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(media.name, pattern), ilike(media.alt, pattern)) as SQL);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
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

/** The library items of `ids` that exist, by id. */
export async function mediaItems(db: Db, ids: string[]): Promise<Map<string, MediaItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, ids));
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
  | RefusalOf<'not_found' | 'unusable_file'>
  /** Content uses the item: the answer lists where. */
  | (RefusalOf<'in_use'> & { usedBy: MediaUse[] });

const NOT_FOUND: RefusalOf<'not_found'> = {
  ok: false,
  reason: 'not_found',
  message: MediaMessages.notFound,
};

export async function setMediaAlt(
  db: Db,
  id: string,
  alt: string,
  actor: MediaActor,
  now: Date,
): Promise<MediaChange> {
  const changed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(media)
      .set({ alt, updatedAt: now })
      .where(eq(media.id, id))
      .returning({ id: media.id });
    if (updated.length === 0) return false;
    await auditMedia(tx, 'media.alt', actor, now, { mediaId: id });
    return true;
  });
  if (!changed) return NOT_FOUND;
  return { ok: true, detail: (await readMedia(db, id)) as MediaDetail, goneFiles: [] };
}

/** Moves the point every crop keeps in frame; the audit entry names where it went. */
export async function setMediaFocal(
  db: Db,
  id: string,
  focal: FocalPoint,
  actor: MediaActor,
  now: Date,
): Promise<MediaChange> {
  const changed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(media)
      .set({ focalX: focal.x, focalY: focal.y, updatedAt: now })
      .where(eq(media.id, id))
      .returning({ id: media.id });
    if (updated.length === 0) return false;
    await auditMedia(tx, 'media.focal', actor, now, {
      mediaId: id,
      focal: `${focal.x}% ${focal.y}%`,
    });
    return true;
  });
  if (!changed) return NOT_FOUND;
  return { ok: true, detail: (await readMedia(db, id)) as MediaDetail, goneFiles: [] };
}

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
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
    if (!row) return NOT_FOUND;
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

/** Deletes an item and its files, unless content uses it. */
export async function deleteMedia(
  db: Db,
  id: string,
  actor: MediaActor,
  now: Date,
): Promise<MediaChange> {
  return db.transaction(async (tx): Promise<MediaChange> => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
    if (!row) return NOT_FOUND;
    const usedBy = await mediaUsage(tx, id);
    if (usedBy.length > 0)
      return { ok: false, reason: 'in_use', message: MediaMessages.inUse(usedBy.length), usedBy };
    const files = await filesOf(tx, [id]);
    const detail = { item: toItem(row, files.get(id) ?? []), usedBy };
    await tx.delete(media).where(eq(media.id, id));
    await auditMedia(tx, 'media.delete', actor, now, {
      mediaId: id,
      kind: row.kind,
      name: row.name,
    });
    return { ok: true, detail, goneFiles: detail.item.files.map((file) => file.url) };
  });
}

/** One stored file by its URL parts, bytes included; null when there is none. */
export async function readMediaFile(
  db: Db,
  hash: string,
  fileName: string,
): Promise<{ contentType: string; data: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, data: mediaFiles.data })
    .from(mediaFiles)
    .where(
      and(eq(mediaFiles.hash, hash), eq(mediaFiles.fileName, fileName), isNotNull(mediaFiles.data)),
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
