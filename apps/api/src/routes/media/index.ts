import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ErrorAnswer,
  HttpMessages,
  MEDIA_MAX_BYTES,
  MEDIA_UPLOADS_PER_MINUTE,
  MediaAltBody,
  MediaAnswer,
  MediaFocalBody,
  MediaIdParams,
  MediaInUseAnswer,
  MediaList,
  MediaListQuery,
  MediaMessages,
  MediaPurgeAnswer,
  PAGE_SIZE_DEFAULT,
  type MediaKind,
} from '@studio/contracts';
import {
  createMedia,
  listMedia,
  purgeMedia,
  readMedia,
  replaceMedia,
  restoreMedia,
  setMediaAlt,
  setMediaFocal,
  trashMedia,
} from '../../domain/media.js';
import { livePagesUsing } from '../../domain/media-usage.js';
import { processUpload, readUpload, type ProcessedMedia } from '../../domain/media-processing.js';
import { actorOf } from '../../http/actor.js';
import { invalidFields, notFound } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { trashListAnswer } from '../../http/trash-lists.js';
import { errorAnswers } from '../schemas.js';

const UPLOAD_DESCRIPTION = `multipart/form-data with one part named \`file\`: a JPEG, PNG, WebP or AVIF image (at most ${MEDIA_MAX_BYTES.image / 1024 / 1024} MB) or an Opus, AAC/M4A or MP3 audio preview (at most ${MEDIA_MAX_BYTES.audio / 1024 / 1024} MB). The type is read from the bytes; images are re-encoded (AVIF, WebP and a JPEG or PNG fallback, metadata removed). The Origin header is required. 400 for a file name with control characters or text direction overrides, 413 when too large, 415 for other types or a renamed file, 422 for a damaged file or a decompression bomb, 429 past ${MEDIA_UPLOADS_PER_MINUTE} uploads a minute by one person.`;

/**
 * Multipart is accepted here only: this plugin is encapsulated (not fastify-plugin wrapped), so
 * the parser and its limits reach the upload routes and no other. Browsers send a cross-site
 * form post without any custom header, so an upload must name its Origin (the security plugin
 * has already refused a foreign one).
 */
const requireOrigin: preHandlerAsyncHookHandler = async (request) => {
  if (request.headers.origin === undefined)
    throw refusalError({ ok: false, reason: 'not_allowed', message: MediaMessages.originRequired });
};

/** Reads, judges and encodes the one file of an upload; a refusal becomes its 4xx. */
async function receive(
  request: FastifyRequest,
): Promise<{ name: string; processed: ProcessedMedia }> {
  if (!request.isMultipart())
    throw refusalError({
      ok: false,
      reason: 'unsupported_type',
      message: MediaMessages.notMultipart,
    });
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch {
    throw refusalError({ ok: false, reason: 'malformed', message: MediaMessages.notMultipart });
  }
  if (!file) throw refusalError({ ok: false, reason: 'malformed', message: MediaMessages.noFile });
  const name = file.filename.trim().slice(0, 200) || 'upload';
  let read: Awaited<ReturnType<typeof readUpload>>;
  try {
    read = await readUpload(file.file, name);
  } catch (error) {
    // busboy's own cap sits one byte above the largest limit, so this is a file over it.
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw refusalError({ ok: false, reason: 'too_large', message: MediaMessages.tooLargeAny });
    throw error;
  }
  if (!read.ok) throw refusalError(read);
  const processed = await processUpload(read.data, read.type, name);
  if (!processed.ok) throw refusalError(processed);
  return { name, processed };
}

/** The media library: staff upload, describe, replace and delete images and audio previews. */
const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const staff = app.requireSession(['admin', 'super_admin']);
  await app.register(multipart, {
    limits: {
      fileSize: MEDIA_MAX_BYTES.audio + 1,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
    // busboy skips a part whose name holds a line break; with its default 16 kB part buffer a
    // skipped part longer than that stalls the parser and the request never ends. A buffer above
    // the 64 kB a socket read delivers keeps a skipped part draining, so the upload answers 400.
    fileHwm: 1024 * 1024,
  });

  app.get(
    '/api/media',
    {
      onRequest: staff,
      schema: {
        tags: ['media'],
        summary:
          'The media library, newest first; filter with ?kind=image|audio and ?q=<text>; ?trash=true lists the trash instead (most recently trashed first).',
        description:
          'Every staff member sees the trash. `trashDays` tells how many days an item stays there before the server deletes it for good (`TRASH_DAYS`).',
        querystring: MediaListQuery,
        response: { 200: MediaList, ...errorAnswers },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
      const { items, total } = await listMedia(db, {
        page,
        pageSize,
        kind: request.query.kind as MediaKind | undefined,
        text: request.query.q,
        trash: request.query.trash,
      });
      return trashListAnswer({ items, total, page, pageSize }, app.config.trashDays);
    },
  );

  app.post(
    '/api/media',
    {
      onRequest: staff,
      preHandler: requireOrigin,
      config: { rateLimit: app.mediaUploadRateLimit },
      schema: {
        tags: ['media'],
        summary: 'Upload an image or an audio preview.',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: MediaAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { name, processed } = await receive(request);
      const detail = await createMedia(
        db,
        { name, alt: '', processed },
        actorOf(request),
        clock.now(),
      );
      return reply
        .code(201)
        .send({ success: true as const, message: MediaMessages.uploaded, ...detail });
    },
  );

  app.get(
    '/api/media/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['media'],
        summary: 'One media item, its files and the entries that use it.',
        params: MediaIdParams,
        response: { 200: MediaAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const detail = await readMedia(db, request.params.id);
      if (!detail) throw refusalError(notFound(MediaMessages.notFound));
      return { success: true as const, ...detail };
    },
  );

  app.patch(
    '/api/media/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['media'],
        summary: 'Set the alt text of a media item.',
        params: MediaIdParams,
        body: MediaAltBody,
        response: { 200: MediaAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const alt = request.body.alt.trim();
      if (alt.length === 0) {
        throw refusalError(
          invalidFields(HttpMessages.invalidRequest, [
            { field: 'alt', message: MediaMessages.altRequired },
          ]),
        );
      }
      const change = await setMediaAlt(db, request.params.id, alt, actorOf(request), clock.now());
      if (!change.ok) throw refusalError(change);
      await app.publishPages(await livePagesUsing(db, request.params.id));
      return { success: true as const, message: MediaMessages.altSaved, ...change.detail };
    },
  );

  app.put(
    '/api/media/:id/focal',
    {
      onRequest: staff,
      schema: {
        tags: ['media'],
        summary: 'Set the focal point of a media item: the point every crop keeps in frame.',
        description:
          '`{ x, y }`: whole percentages from the left and the top (0 to 100; 50/50 is the centre). The pages that show the item are published again, cropped around the new point.',
        params: MediaIdParams,
        body: MediaFocalBody,
        response: { 200: MediaAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { x, y } = request.body;
      const change = await setMediaFocal(
        db,
        request.params.id,
        { x, y },
        actorOf(request),
        clock.now(),
      );
      if (!change.ok) throw refusalError(change);
      // As for a corrected description: the pages showing it crop around the old point.
      await app.publishPages(await livePagesUsing(db, request.params.id));
      return { success: true as const, message: MediaMessages.focalSaved, ...change.detail };
    },
  );

  app.put(
    '/api/media/:id/file',
    {
      onRequest: staff,
      preHandler: requireOrigin,
      config: { rateLimit: app.mediaUploadRateLimit },
      schema: {
        tags: ['media'],
        summary:
          'Replace the file of a media item (same kind); whatever uses it shows the new file.',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: MediaIdParams,
        response: { 200: MediaAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const exists = await readMedia(db, request.params.id);
      if (!exists) throw refusalError(notFound(MediaMessages.notFound));
      const upload = await receive(request);
      const change = await replaceMedia(
        db,
        request.params.id,
        upload,
        actorOf(request),
        clock.now(),
      );
      if (!change.ok) throw refusalError(change);
      await app.forgetMediaFiles(change.goneFiles);
      // The pages showing it named the old files' URLs, which now answer 404.
      await app.publishPages(await livePagesUsing(db, request.params.id));
      return { success: true as const, message: MediaMessages.replaced, ...change.detail };
    },
  );

  app.delete(
    '/api/media/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['media'],
        summary:
          'Move a media item to the trash: it leaves the library and its files answer 404 until a super admin restores it. Refused (409, with usedBy) while any entry uses it; 409 when already in the trash.',
        params: MediaIdParams,
        response: {
          200: MediaAnswer,
          409: Type.Union([MediaInUseAnswer, ErrorAnswer]),
          ...errorAnswers,
        },
      },
    },
    async (request) => {
      const change = await trashMedia(db, request.params.id, actorOf(request), clock.now());
      if (!change.ok) throw refusalError(change);
      // Every instance forgets the files it cached: they are not served while in the trash.
      await app.forgetMediaFiles(change.goneFiles);
      return { success: true as const, message: MediaMessages.trashed, ...change.detail };
    },
  );

  app.post(
    '/api/media/:id/restore',
    {
      onRequest: staff,
      schema: {
        tags: ['media'],
        summary:
          'Bring a media item back from the trash: listed and served again (super admin only; 403 for an admin, 409 when not in the trash).',
        params: MediaIdParams,
        response: { 200: MediaAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const change = await restoreMedia(db, request.params.id, actorOf(request), clock.now());
      if (!change.ok) throw refusalError(change);
      return { success: true as const, message: MediaMessages.restored, ...change.detail };
    },
  );

  app.post(
    '/api/media/:id/purge',
    {
      onRequest: staff,
      schema: {
        tags: ['media'],
        summary:
          'Delete a media item in the trash for good, with its files (super admin only; 403 for an admin, 409 when not in the trash).',
        params: MediaIdParams,
        response: { 200: MediaPurgeAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const purged = await purgeMedia(db, request.params.id, actorOf(request), clock.now());
      if (!purged.ok) throw refusalError(purged);
      await app.forgetMediaFiles(purged.goneFiles);
      return { success: true as const, message: MediaMessages.purged, id: purged.id };
    },
  );
};

export default mediaRoutes;
