import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import type { SessionRow, UserRow } from '../db/schema.js';

/** How long a checked session may be trusted without asking the database again. */
export const SESSION_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

interface Entry extends CachedSession {
  generation: number;
  loadedAt: number;
}

export interface SessionCache {
  /** A check younger than 1 s, loaded after the last state change this instance knows of. */
  get(sessionId: string): CachedSession | null;
  /** Read before the database read whose result is stored with it. */
  readonly generation: number;
  set(sessionId: string, value: CachedSession, generation: number): void;
  /** Entries held (whether still usable or not). */
  readonly size: number;
  /** False while the notice channel is down: nothing is cached then. */
  readonly listening: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
  interface FastifyContextConfig {
    /**
     * This route's PUT, POST or DELETE never changes a session or an account (an open editor's
     * presence heartbeat, every few seconds): it does not empty the session cache here or on
     * other instances. Leaving it out is always safe.
     */
    changesNoSession?: boolean;
  }
}

/**
 * Session checks cached in process for at most 1 s, so a burst of authenticated reads costs one
 * database read per session per second instead of one per request.
 *
 * Invalidation without knowing what changed: every state-changing request (any method but
 * GET/HEAD/OPTIONS) moves this instance's generation on when it arrives and again just before its
 * answer leaves, and an entry is only used while its generation is current. So once a logout,
 * block, freeze, delete, password change or reset has answered, the next request on this
 * instance reads the database again; and a read that raced with it cannot store a stale entry,
 * since it captured the older generation before reading. The auth and review modules need no
 * cache calls, and a new state-changing route is covered without anyone remembering to. It also
 * means a state-changing request never trusts a cached check: its own arrival made the cache
 * stale, so its session is always read from the database. The two hooks are added to each route
 * that accepts such a method, as it is registered, ahead of the route's own hooks: reads (the
 * hot path) do not run them at all.
 *
 * Other instances: each successful state-changing request publishes one notice (PostgreSQL
 * NOTIFY, or Redis pub/sub when REDIS_URL is set); a notice from another instance empties the
 * cache. A lost notice is bounded by the 1 s lifetime, and while the channel is down (and when it
 * comes back) the cache is empty and unused.
 */
export default fp(
  async (app) => {
    const instanceId = randomUUID();
    const entries = new Map<string, Entry>();
    let generation = 0;
    let listening = false;

    const invalidate = () => {
      generation += 1;
      entries.clear();
    };

    const cache: SessionCache = {
      get(sessionId) {
        const entry = entries.get(sessionId);
        if (!entry) return null;
        if (
          entry.generation !== generation ||
          performance.now() - entry.loadedAt >= SESSION_CACHE_MS
        ) {
          entries.delete(sessionId);
          return null;
        }
        return entry;
      },
      get generation() {
        return generation;
      },
      set(sessionId, value, readGeneration) {
        if (!listening || readGeneration !== generation) return;
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(sessionId, { ...value, generation, loadedAt: performance.now() });
      },
      get size() {
        return entries.size;
      },
      get listening() {
        return listening;
      },
    };
    app.decorate('sessionCache', cache);

    const channel = channelName(app.database.schema);
    const handlers = {
      message: (payload: string) => {
        if (payload !== instanceId) invalidate();
      },
      up: () => {
        invalidate();
        listening = true;
      },
      down: (error: unknown) => {
        listening = false;
        invalidate();
        app.log.warn(
          { err: error },
          'session notices: channel down, session cache off until it is back',
        );
      },
    };
    const { redis } = app;
    let publish: () => Promise<unknown>;
    let stop: () => Promise<void>;
    if (redis) {
      const redisChannel = `${app.redisNamespace}${channel}`;
      const subscriber = redis.duplicate();
      subscriber.on('message', (from: string, payload: string) => {
        if (from === redisChannel) handlers.message(payload);
      });
      subscriber.on('ready', () => {
        // ioredis re-subscribes on reconnect before 'ready'.
        handlers.up();
      });
      subscriber.on('close', () => {
        if (listening) handlers.down(new Error('redis subscriber connection closed'));
      });
      subscriber.on('error', () => {});
      await subscriber.subscribe(redisChannel).catch((error: unknown) => handlers.down(error));
      publish = () => redis.publish(redisChannel, instanceId);
      stop = async () => {
        subscriber.removeAllListeners('close');
        await subscriber.quit().catch(() => undefined);
      };
    } else {
      stop = await app.database.listen(channel, handlers);
      publish = () => app.database.notify(channel, instanceId);
    }

    // One notice in flight at most, plus one more if state changed while it was on its way: a
    // burst of sign-ins costs two notices, not one per request.
    let sending = false;
    let again = false;
    const announce = () => {
      if (sending) {
        again = true;
        return;
      }
      sending = true;
      publish()
        .catch((error: unknown) => app.log.warn({ err: error }, 'session notice not sent'))
        .finally(() => {
          sending = false;
          if (again) {
            again = false;
            announce();
          }
        });
    };

    const invalidateOnArrival: onRequestHookHandler = (request, _reply, done) => {
      if (!SAFE_METHODS.has(request.method)) invalidate();
      done();
    };
    const invalidateOnAnswer: onSendHookHandler = (request, reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method)) {
        invalidate();
        // A refusal (4xx) changed no session; a 5xx may have failed after its commit.
        if (reply.statusCode < 400 || reply.statusCode >= 500) announce();
      }
      done(null, payload);
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((method) => SAFE_METHODS.has(method))) return;
      if (route.config?.changesNoSession === true) return;
      route.onRequest = [invalidateOnArrival, ...hookList(route.onRequest)];
      route.onSend = [invalidateOnAnswer, ...hookList(route.onSend)];
    });
    app.addHook('onClose', async () => {
      listening = false;
      await stop();
    });
  },
  { name: 'session-cache', dependencies: ['config', 'db', 'rate-limit'], fastify: '5.x' },
);

/** One channel per database schema, so deployments (and test runs) sharing a server stay apart. */
function channelName(schema: string): string {
  return `studio_sessions_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

function hookList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
