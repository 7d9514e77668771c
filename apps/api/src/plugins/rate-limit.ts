import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { MEDIA_UPLOADS_PER_MINUTE } from '@studio/contracts';
import { refusalError } from '../http/refusals.js';

export interface RouteRateLimit extends Pick<RateLimitOptions, 'hook' | 'keyGenerator'> {
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-IP limit of each auth route (AUTH_RATE_LIMIT_PER_MINUTE per minute). */
    authRateLimit: RouteRateLimit;
    /** Per-IP limit of content and website writes (editors autosave every few seconds). */
    contentWriteRateLimit: RouteRateLimit;
    /** Per-person limit of media uploads (each image costs seconds of CPU and a decode's memory). */
    mediaUploadRateLimit: RouteRateLimit;
    /** The shared Redis client when REDIS_URL is set (buckets here, session notices too). */
    redis: Redis | null;
    /** Prefix of every Redis key and channel of this deployment. */
    redisNamespace: string;
  }
}

/** Enough for a few editors behind one address autosaving every few seconds. */
export const CONTENT_WRITES_PER_MINUTE = 300;

export interface RateLimitPluginOptions {
  /** Key prefix in Redis; tests give each run its own. */
  redisNamespace?: string;
}

/**
 * Per-IP buckets for the auth routes, which opt in with `config: { rateLimit: app.authRateLimit }`.
 * Buckets are in process, or in Redis when REDIS_URL is set so that instances share them. The
 * key is request.ip, which honours X-Forwarded-For only from TRUST_PROXY addresses.
 */
export default fp<RateLimitPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const namespace = options.redisNamespace ?? 'studio-rate-limit:';
    let redis: Redis | undefined;
    if (config.redisUrl !== null) {
      redis = new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        lazyConnect: false,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => undefined);
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: namespace } : {}),
      // Redis down: better to serve without per-IP limits than to refuse every sign-in; the
      // per-email lockout in the database still holds.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        refusalError({
          ok: false,
          reason: 'rate_limited',
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
        }),
    });
    app.decorate('redis', redis ?? null);
    app.decorate('redisNamespace', namespace);
    app.decorate('authRateLimit', { max: config.authRateLimitPerMinute, timeWindow: 60_000 });
    app.decorate('contentWriteRateLimit', { max: CONTENT_WRITES_PER_MINUTE, timeWindow: 60_000 });
    app.decorate('mediaUploadRateLimit', {
      max: MEDIA_UPLOADS_PER_MINUTE,
      timeWindow: 60_000,
      // Counted after the session check, per signed-in person: editors share an office address.
      hook: 'preHandler',
      keyGenerator: (request) => `person:${request.auth?.user.id ?? request.ip}`,
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'errors'], fastify: '5.x' },
);
