import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthMessages,
  ChangePasswordRequest,
  MessageAnswer,
  SessionAnswer,
  lockedMessage,
} from '@studio/contracts';
import { audit } from '../../domain/audit.js';
import { HttpError } from '../../http/errors.js';
import { activeLock, clearFailures, recordFailure } from '../../domain/lockout.js';
import { checkPasswordPolicy, hashPassword, verifyPassword } from '../../domain/passwords.js';
import { revokeSession, revokeUserSessions } from '../../domain/sessions.js';
import { setPassword, toSessionUser } from '../../domain/users.js';
import { passwordChangedMail } from '../../mail/templates.js';
import type { Authenticated } from '../../plugins/session.js';
import { errorAnswers } from '../schemas.js';

function signedIn(auth: Authenticated | null): Authenticated {
  if (!auth) throw new HttpError(401, AuthMessages.signInRequired);
  return auth;
}

/** What any signed-in admin or super admin can do with their own session and password. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const requireSession = app.requireSession();

  app.get(
    '/api/auth/session',
    {
      preHandler: requireSession,
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
      };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      // The cookie is cleared even when the session had already ended.
      preHandler: async function (request, reply) {
        try {
          await requireSession.call(this, request, reply);
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
      preHandler: requireSession,
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
      const now = clock.now();
      const lock = await activeLock(db, user.email, now);
      if (lock)
        throw new HttpError(423, lockedMessage(lock.minutes), {
          'retry-after': String(lock.retryAfterSeconds),
        });

      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        const { failures, lockedNow } = await recordFailure(db, user.email, now);
        await audit(db, {
          action: 'password.change_failed',
          at: now,
          actorId: user.id,
          actorEmail: user.email,
          ip: request.ip,
        });
        if (lockedNow) {
          await audit(db, {
            action: 'lockout.started',
            at: now,
            subjectEmail: user.email,
            ip: request.ip,
            details: { failures },
          });
        }
        throw new HttpError(400, AuthMessages.currentPasswordWrong, {}, [
          { field: 'currentPassword', message: AuthMessages.currentPasswordWrong },
        ]);
      }
      const verdict = checkPasswordPolicy(request.body.newPassword, [
        user.email,
        user.firstName,
        user.lastName,
      ]);
      if (!verdict.ok) {
        throw new HttpError(400, verdict.message, {}, [
          { field: 'newPassword', message: verdict.message },
        ]);
      }
      if (request.body.newPassword === request.body.currentPassword) {
        const message = 'The new password must differ from the current one.';
        throw new HttpError(400, message, {}, [{ field: 'newPassword', message }]);
      }
      await setPassword(db, user.id, await hashPassword(request.body.newPassword), now);
      await revokeUserSessions(db, user.id, now, 'password_changed', session.id);
      await clearFailures(db, user.email);
      await audit(db, {
        action: 'password.changed',
        at: now,
        actorId: user.id,
        actorEmail: user.email,
        ip: request.ip,
      });
      await app.mailer
        .send(passwordChangedMail(app.brand, user.email, 'changed'))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'password-changed notice could not be mailed');
        });
      return { success: true as const, message: AuthMessages.passwordChanged };
    },
  );
};

export default authRoutes;
