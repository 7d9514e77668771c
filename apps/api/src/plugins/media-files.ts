import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpMessages } from '@studio/contracts';
import { readMediaFile } from '../domain/media.js';
import { notFound } from '../domain/refusal.js';
import { refusalError } from '../http/refusals.js';
import { MediaCache, type MediaCacheStats } from '../static/media-cache.js';
import { useShortHeaders } from './security.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every instance (this one included) that these media URLs left the library. */
    forgetMediaFiles(urls: readonly string[]): Promise<void>;
    /** This instance's media cache: entries, bytes against the limit, hits and misses. */
    mediaCacheStats(): MediaCacheStats;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MediaFileParams = Type.Object({
  hash: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  fileName: Type.String({ pattern: '^[a-z0-9-]{1,80}\\.(avif|webp|jpg|png|opus|m4a|aac|mp3)$' }),
});

type ByteRange = { start: number; end: number };

/**
 * The one byte range of a `Range: bytes=…` header, clamped to the file; 'ignore' for a header
 * this server does not honour (several ranges, other units: the whole file answers), and
 * 'unsatisfiable' for a range that starts past the end.
 */
export function parseRange(header: string, size: number): ByteRange | 'ignore' | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'ignore';
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return 'ignore';
  return { start, end };
}

/** Sends a file (a path on disk or bytes in memory), honouring one byte range. */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { contentType: string; size: number; path?: string; data?: Uint8Array },
) {
  useShortHeaders(reply)
    .header('cache-control', IMMUTABLE)
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes');
  const header = request.headers.range;
  const range = header ? parseRange(header, file.size) : 'ignore';
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  const { start, end } = range === 'ignore' ? { start: 0, end: file.size - 1 } : range;
  if (range !== 'ignore')
    reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  reply.header('content-length', end - start + 1);
  if (request.method === 'HEAD' || file.size === 0) return reply.send();
  if (file.path) return reply.send(createReadStream(file.path, { start, end }));
  return reply.send(Buffer.from((file.data as Uint8Array).subarray(start, end + 1)));
}

/** One channel per database schema, so deployments (and test runs) sharing a server stay apart. */
function channelName(schema: string): string {
  return `studio_media_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

/**
 * Serves the media library's files at `/media/<hash>/<name>.<ext>`: from this instance's disk
 * cache, filled from the database on a miss, so a hot file costs no database read. Content
 * hashes make every URL immutable, so browsers and CDNs keep them for a year.
 */
const mediaFiles: FastifyPluginAsyncTypebox = async (app) => {
  const cache = await MediaCache.open(
    join(app.config.dataDir, 'media-cache'),
    app.config.mediaCacheMb * 1024 * 1024,
  );
  const forgetHere = async (urls: readonly string[]) => {
    for (const url of urls) await cache.forget(url.replace(/^\/media\//, ''));
  };

  // Files that leave the library leave every instance's cache: whatever other instance cached
  // one would otherwise keep serving it until it was evicted.
  const channel = channelName(app.database.schema);
  let wasDown = false;
  const stop = await app.database.listen(channel, {
    message: (payload) => void forgetHere(payload.split(' ').filter(Boolean)),
    up: () => {
      // Notices sent while the channel was down are lost: start the cache afresh.
      if (wasDown) void cache.clear();
      wasDown = false;
    },
    down: (error) => {
      wasDown = true;
      app.log.warn({ err: error }, 'media notices: channel down');
    },
  });
  app.addHook('onClose', () => stop());
  app.decorate('mediaCacheStats', () => cache.stats());
  app.decorate('forgetMediaFiles', async (urls: readonly string[]) => {
    if (urls.length === 0) return;
    await forgetHere(urls);
    await app.database
      .notify(channel, urls.join(' '))
      .catch((error: unknown) => app.log.warn({ err: error }, 'media notice not sent'));
  });

  // HEAD is declared, not left to Fastify's automatic HEAD route: that one answers
  // `Content-Length: 0` for a body-less reply instead of the length this route sets.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/:hash/:fileName',
    schema: { hide: true, params: MediaFileParams },
    handler: async (request, reply) => {
      const { hash, fileName } = request.params;
      const found = await cache.fetch(`${hash}/${fileName}`, () =>
        readMediaFile(app.db, hash, fileName),
      );
      if (!found) throw refusalError(notFound(HttpMessages.notFound));
      if ('path' in found) return sendFile(request, reply, found);
      return sendFile(request, reply, { ...found, size: found.data.length });
    },
  });
};

export default fp(mediaFiles, {
  name: 'media-files',
  dependencies: ['config', 'db', 'security'],
  fastify: '5.x',
});
