import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  const check = app.requireSession();
  const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
    await check.call(app, request, reply);
  };

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
    async (request) => {
      const { user, session } = signedIn(request.auth);
      return {
        success: true as const,
        user: toSessionUser(user),
        expiresAt: session.expiresAt.toISOString(),
        idleExpiresAt: idleDeadline(session, app.securitySettings.session().idleMs).toISOString(),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      // The cookie is cleared even when the session had already ended.
      onRequest: async (request, reply) => {
        try {
          await requireSession(request, reply);
        } catch (error) {
          app.clearSessionCookie(reply);
          throw error;
        }
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
