import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthMessages,
  ChangePasswordRequest,
  MessageAnswer,
  SessionAnswer,
} from '@studio/contracts';
import { audit } from '../../domain/audit.js';
import { changePassword } from '../../domain/password-change.js';
import { idleDeadline, revokeSession } from '../../domain/sessions.js';
import { toSessionUser } from '../../domain/users.js';
import { SIGNED_OUT, refusalError } from '../../http/refusals.js';
import type { Authenticated } from '../../plugins/session.js';
import { errorAnswers } from '../schemas.js';

function signedIn(auth: Authenticated | null): Authenticated {
  if (!auth) throw refusalError(SIGNED_OUT);
  return auth;
}

/**
 * What any signed-in admin or super admin can do with their own session and password. The
 * session is checked on request, before the body is parsed or validated: an anonymous caller
 * learns nothing about the expected fields.
 */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const requireSession = app.requireSession();
  // A checked session (request.auth) is one object for as long as it is cached (at most 1 s):
  // its answer is built once, not on each of a burst of reads (dates formatted, user copied).
  const answers = new WeakMap<Authenticated, { idleMs: number; answer: SessionAnswer }>();

  app.get(
    '/api/auth/session',
    {
      onRequest: requireSession,
      schema: {
        tags: ['session'],
        summary: 'The signed-in user and when the session ends.',
        response: { 200: SessionAnswer, ...errorAnswers },
      },
    },
    // Not async: answered from request.auth without a promise and its turn.
    (request) => {
      const auth = signedIn(request.auth);
      const { idleMs } = app.securitySettings.session();
      const known = answers.get(auth);
      if (known?.idleMs === idleMs) return known.answer;
      const { user, session } = auth;
      const answer: SessionAnswer = {
        success: true,
        user: toSessionUser(user),
        expiresAt: session.expiresAt.toISOString(),
        idleExpiresAt: idleDeadline(session, idleMs).toISOString(),
      };
      answers.set(auth, { idleMs, answer });
      return answer;
    },
  );

  app.post(
    '/api/auth/logout',
    {
      // The cookie is cleared even when the session had already ended.
      onRequest(request, reply, done) {
        requireSession.call(this, request, reply, (error) => {
          if (error) app.clearSessionCookie(reply);
          done(error);
        });
      },
      schema: {
        tags: ['session'],
        summary: 'Ends this session at once and clears the cookie.',
        response: { 200: MessageAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { user, session } = signedIn(request.auth);
      const now = clock.now();
      await revokeSession(db, session.id, now, 'logout');
      app.clearSessionCookie(reply);
      await audit(db, {
        action: 'session.logout',
        at: now,
        actorId: user.id,
        actorEmail: user.email,
        ip: request.ip,
      });
      return { success: true as const, message: AuthMessages.signedOut };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: requireSession,
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['session'],
        summary: 'Changes the password (current one required); signs out the other sessions.',
        body: ChangePasswordRequest,
        response: { 200: MessageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request.auth);
      const result = await changePassword(
        {
          db,
          otpKey: app.keys.otp,
          mailer: app.mailer,
          brand: app.brand,
          estimator: app.passwordEstimator,
          log: request.log,
        },
        {
          user,
          sessionId: session.id,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          ip: request.ip,
          now: clock.now(),
          lockout: app.securitySettings.lockout(),
        },
      );
      if (!result.ok) throw refusalError(result);
      return { success: true as const, message: AuthMessages.passwordChanged };
    },
  );
};

export default authRoutes;
