import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role } from '@studio/contracts';
import { SIGNED_OUT, WRONG_ROLE, refusalError } from '../http/refusals.js';
import { rememberVerified } from '../http/verified-tokens.js';
import { audit, type AuditAction } from '../domain/audit.js';
import { isUuid } from '../domain/db-errors.js';
import {
  checkSession,
  createSession,
  needsReissue,
  passesWithoutRead,
  readSession,
  reissueSession,
  type ClientInfo,
  type SessionRecord,
} from '../domain/sessions.js';
import type { SessionRow, UserRow } from '../db/schema.js';
import type { CachedSession } from './session-cache.js';
import { MINUTE } from '../clock.js';

export interface SessionClaims {
  sub: string;
  sid: string;
  role: Role;
  iat: number;
  exp: number;
}

export interface RequireSessionOptions {
  /**
   * A request the app sends by itself (an open editor's heartbeat), not the person acting: it is
   * checked like any other but does not count as activity, so it never holds off the idle timeout.
   */
  passive?: boolean;
}

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieName: string;
    /**
     * A route's onRequest hook, run before the body is parsed (an anonymous caller learns nothing
     * about the fields): 401 without a live session, 403 when the role is not among `roles`;
     * otherwise sets `request.auth` and, once the session is 12 h old, renews its token.
     */
    requireSession(roles?: readonly Role[], options?: RequireSessionOptions): onRequestHookHandler;
    /** Creates the session row, signs its JWT and sets the cookie. */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      user: UserRow,
    ): Promise<SessionRecord>;
    clearSessionCookie(reply: FastifyReply): void;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
  }
}

const ROLES: readonly Role[] = ['admin', 'super_admin'];

/** sub and sid must be UUIDs before they reach a query (a uuid column refuses anything else). */
function isClaims(value: unknown): value is SessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    isUuid(claims.sub) &&
    typeof claims.sid === 'string' &&
    isUuid(claims.sid) &&
    typeof claims.role === 'string' &&
    (ROLES as readonly string[]).includes(claims.role) &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

const REFUSAL_AUDIT_INTERVAL_MS = MINUTE;
const REFUSAL_MEMORY = 10_000;

/**
 * Refusals worth an audit row (a role refused, a revoked or idled-out token presented again)
 * can be repeated at will by whoever holds the token: one row per session, kind and minute on
 * this instance keeps the audit log readable and the table from being flooded.
 */
function refusalThrottle() {
  const last = new Map<string, number>();
  return (kind: AuditAction, sessionId: string, now: Date): boolean => {
    const key = `${kind}:${sessionId}`;
    const previous = last.get(key);
    if (previous !== undefined && now.getTime() - previous < REFUSAL_AUDIT_INTERVAL_MS)
      return false;
    if (last.size >= REFUSAL_MEMORY) last.clear();
    last.set(key, now.getTime());
    return true;
  };
}

/**
 * Sessions: an HS256 JWT (algorithm pinned, sub/sid/role/iat/exp required) that names a
 * sessions row. The plugin adds no global hook: a route opts in with
 * `onRequest: app.requireSession(roles)`, which reads the token from `Authorization: Bearer`
 * when present, else from the HttpOnly cookie, and lets the row decide (revocation, 24 h, idle
 * timeout, user status) through a check cached for at most 1 s (session-cache.ts). Refused roles
 * and revoked tokens presented again are audited (throttled); a session 12 h old is reissued
 * with a new cookie. `startSession` and `clearSessionCookie` serve sign-in and sign-out.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const cookieName = config.isProduction ? '__Host-studio_session' : 'studio_session';

    // No parsing hook: only the session check reads a cookie, so only it parses the header
    // (health, static files and sign-in requests do not pay for it).
    await app.register(cookie, { hook: false });
    await app.register(jwt, {
      secret: app.keys.session,
      sign: { algorithm: 'HS256' },
      // exp is checked in requireSession against the injected clock, like every other time rule.
      // (Passing `clockTimestamp` per call instead makes @fastify/jwt build a new fast-jwt
      // verifier on every request: measurable on the hot path.)
      verify: {
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'sid', 'role', 'iat', 'exp'],
        ignoreExpiration: true,
      },
    });

    const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) => {
      const maxAge = Math.max(
        0,
        Math.floor((expiresAt.getTime() - app.clock.now().getTime()) / 1000),
      );
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.isProduction,
        maxAge,
      });
    };

    const signFor = (record: SessionRecord) =>
      app.jwt.sign({
        sub: record.userId,
        sid: record.id,
        role: record.role,
        iat: Math.floor(record.createdAt.getTime() / 1000),
        exp: Math.floor(record.expiresAt.getTime() / 1000),
      });

    app.decorate('sessionCookieName', cookieName);
    app.decorateRequest('auth', null);

    app.decorate(
      'startSession',
      async (request: FastifyRequest, reply: FastifyReply, user: UserRow) => {
        const record = await createSession(
          app.db,
          user,
          app.clock.now(),
          clientOf(request),
          app.securitySettings.session().maxAgeMs,
        );
        setCookie(reply, signFor(record), record.expiresAt);
        return record;
      },
    );

    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.isProduction,
      });
    });

    const tokenOf = (request: FastifyRequest): string | null => {
      const header = request.headers.authorization;
      if (header !== undefined) {
        const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
        return match?.[1] ?? null;
      }
      const cookies = request.headers.cookie;
      return cookies === undefined ? null : (app.parseCookie(cookies)[cookieName] ?? null);
    };

    const verifiedClaims = rememberVerified((token): SessionClaims | null => {
      try {
        const claims: unknown = app.jwt.verify(token);
        return isClaims(claims) ? claims : null;
      } catch {
        return null;
      }
    });

    const cache = app.sessionCache;
    const shouldAudit = refusalThrottle();
    const auditRefusal = async (
      request: FastifyRequest,
      action: AuditAction,
      claims: SessionClaims,
      now: Date,
      details: Record<string, string | null>,
      actorEmail: string | null = null,
    ) => {
      if (!shouldAudit(action, claims.sid, now)) return;
      await audit(app.db, {
        action,
        at: now,
        actorId: claims.sub,
        actorEmail,
        ip: request.ip,
        details: { sessionId: claims.sid, method: request.method, ...details },
      });
    };

    /**
     * What the fast path cannot decide: no usable cached check (the row is read, last-seen
     * written, the result cached), a refused role (audited), or a token due for reissue.
     */
    const checkSlowly = async (
      request: FastifyRequest,
      reply: FastifyReply,
      claims: SessionClaims,
      now: Date,
      roles: readonly Role[],
      passive: boolean,
      cached: CachedSession | null,
    ): Promise<void> => {
      const policy = app.securitySettings.session();
      let auth = cached;
      if (!auth || !passesWithoutRead(auth, claims, now, policy, passive)) {
        const generation = cache.generation;
        const checked = await checkSession(app.db, claims, now, policy.idleMs, !passive);
        if (!checked.ok) {
          request.log.info({ reason: checked.why }, 'session refused');
          if (checked.why === 'revoked' || checked.why === 'idle')
            await auditRefusal(request, 'session.revoked_token_used', claims, now, {
              reason: checked.revokedReason ?? checked.why,
            });
          throw refusalError(SIGNED_OUT);
        }
        auth = { user: checked.user, session: checked.session };
        cache.set(claims.sid, auth, generation);
      }
      request.auth = auth;
      if (!roles.includes(auth.user.role)) {
        await auditRefusal(
          request,
          'access.forbidden',
          claims,
          now,
          { role: auth.user.role, route: request.routeOptions.url ?? null },
          auth.user.email,
        );
        throw refusalError(WRONG_ROLE);
      }
      if (needsReissue(auth.session, now, policy.reissueAfterMs)) {
        const { user, session } = auth;
        const next = await reissueSession(
          app.db,
          session,
          user,
          now,
          clientOf(request),
          policy.maxAgeMs,
        );
        if (next) {
          setCookie(reply, signFor(next), next.expiresAt);
          await audit(app.db, {
            action: 'session.reissued',
            at: now,
            actorId: user.id,
            actorEmail: user.email,
            ip: request.ip,
          });
          const row = await readSession(app.db, next.id);
          if (row) request.auth = { user, session: row };
        }
      }
    };

    app.decorate(
      'requireSession',
      (
        roles: readonly Role[] = ROLES,
        { passive = false }: RequireSessionOptions = {},
      ): onRequestHookHandler => {
        // A callback hook: most checks are answered from the cache (at most 1 s old) without
        // awaiting anything, and an async hook would cost each of them a promise and its turns.
        return function requireSession(request, reply, done) {
          const token = tokenOf(request);
          if (token === null) return done(refusalError(SIGNED_OUT));
          const now = app.clock.now();
          const claims = verifiedClaims(token);
          if (claims === null || claims.exp * 1000 <= now.getTime())
            return done(refusalError(SIGNED_OUT));
          // The same rules as checkSlowly, for a cached check that passes them all as it is.
          const auth = cache.get(claims.sid);
          if (
            auth !== null &&
            roles.includes(auth.user.role) &&
            passesWithoutRead(auth, claims, now, app.securitySettings.session(), passive)
          ) {
            request.auth = auth;
            return done();
          }
          checkSlowly(request, reply, claims, now, roles, passive, auth).then(() => done(), done);
        };
      },
    );
  },
  {
    name: 'session',
    dependencies: ['config', 'db', 'errors', 'session-cache', 'security-settings'],
    fastify: '5.x',
  },
);
