import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthMessages,
  SessionAnswer,
  VerifyCredentialsAnswer,
  VerifyCredentialsRequest,
  VerifyOtpRequest,
  lockedMessage,
  resendWaitMessage,
} from '@studio/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { audit } from '../../domain/audit.js';
import { normaliseEmail } from '../../domain/email.js';
import { HttpError } from '../../http/errors.js';
import { activeLock, clearFailures, recordFailure } from '../../domain/lockout.js';
import {
  CODE_LIFETIME_MS,
  RESEND_INTERVAL_MS,
  claimMailSlot,
  consumeChallenge,
  issueChallenge,
  releaseMailSlot,
} from '../../domain/otp.js';
import {
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../domain/passwords.js';
import { findUserByEmail, setPassword, toSessionUser } from '../../domain/users.js';
import { signInCodeMail } from '../../mail/templates.js';
import { errorAnswers } from '../schemas.js';

/**
 * The two-step sign-in of admins and super admins: password, then the 6-digit code mailed to
 * them. Every failure looks the same; attempts count per email toward the 15-minute lockout.
 */
const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;

  const refuseIfLocked = async (email: string, ip: string, now: Date) => {
    const lock = await activeLock(db, email, now);
    if (!lock) return;
    await audit(db, { action: 'sign_in.locked', at: now, subjectEmail: email, ip });
    throw new HttpError(423, lockedMessage(lock.minutes), {
      'retry-after': String(lock.retryAfterSeconds),
    });
  };

  const countFailure = async (email: string, ip: string, now: Date) => {
    const { failures, lockedNow } = await recordFailure(db, email, now);
    if (lockedNow) {
      await audit(db, {
        action: 'lockout.started',
        at: now,
        subjectEmail: email,
        ip,
        details: { failures },
      });
    }
  };

  app.post(
    '/api/super-admin/verify-credentials',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['sign-in'],
        summary: 'Password step of the sign-in; mails a code. Also the resend (once per 60 s).',
        body: VerifyCredentialsRequest,
        response: { 200: VerifyCredentialsAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const now = clock.now();
      await refuseIfLocked(email, request.ip, now);

      const user = await findUserByEmail(db, email);
      const passwordOk = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        request.body.password,
      );
      if (!user || !passwordOk || user.status !== 'active') {
        const reason = !user
          ? 'no_account'
          : !passwordOk
            ? 'wrong_password'
            : `status_${user.status}`;
        await audit(db, {
          action: 'sign_in.password_failed',
          at: now,
          subjectEmail: email,
          ip: request.ip,
          reason,
        });
        await countFailure(email, request.ip, now);
        throw new HttpError(401, AuthMessages.invalidCredentials);
      }
      if (needsRehash(user.passwordHash)) {
        await setPassword(db, user.id, await hashPassword(request.body.password), now);
      }
      await audit(db, {
        action: 'sign_in.password_ok',
        at: now,
        actorId: user.id,
        actorEmail: email,
        ip: request.ip,
      });

      const slot = await claimMailSlot(db, email, 'sign_in', now);
      if (!slot.allowed) {
        await audit(db, {
          action: 'sign_in.code_throttled',
          at: now,
          actorId: user.id,
          actorEmail: email,
          ip: request.ip,
        });
        throw new HttpError(429, resendWaitMessage(slot.retryAfterSeconds), {
          'retry-after': String(slot.retryAfterSeconds),
        });
      }
      const { code } = await issueChallenge(db, app.keys.otp, {
        email,
        purpose: 'sign_in',
        userId: user.id,
        now,
      });
      try {
        await app.mailer.send(signInCodeMail(app.brand, user.email, code));
      } catch (error) {
        request.log.error({ err: error }, 'sign-in code could not be mailed');
        await releaseMailSlot(db, email, 'sign_in', now);
        throw new HttpError(503, 'The code could not be sent. Please try again in a moment.');
      }
      await audit(db, {
        action: 'otp.sent',
        at: now,
        actorId: user.id,
        actorEmail: email,
        ip: request.ip,
        details: { purpose: 'sign_in' },
      });
      return {
        success: true as const,
        message: AuthMessages.codeSent,
        expiresInSeconds: CODE_LIFETIME_MS / 1000,
        resendAfterSeconds: RESEND_INTERVAL_MS / 1000,
      };
    },
  );

  app.post(
    '/api/super-admin/verify-otp',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['sign-in'],
        summary: 'Code step of the sign-in; sets the session cookie.',
        body: VerifyOtpRequest,
        response: { 200: SessionAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const now = clock.now();
      await refuseIfLocked(email, request.ip, now);

      const consumed = await consumeChallenge(db, app.keys.otp, {
        email,
        purpose: 'sign_in',
        code: request.body.otp,
        now,
      });
      const user = consumed ? await findUserByEmail(db, email) : null;
      if (!consumed || !user || user.id !== consumed.userId || user.status !== 'active') {
        await audit(db, {
          action: 'sign_in.code_failed',
          at: now,
          subjectEmail: email,
          ip: request.ip,
        });
        await countFailure(email, request.ip, now);
        throw new HttpError(401, AuthMessages.invalidOtp);
      }
      await clearFailures(db, email);
      await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
      const session = await app.startSession(request, reply, user);
      await audit(db, {
        action: 'sign_in.succeeded',
        at: now,
        actorId: user.id,
        actorEmail: email,
        ip: request.ip,
        details: { role: user.role },
      });
      return {
        success: true as const,
        message: AuthMessages.signedIn,
        user: toSessionUser(user),
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );
};

export default signInRoutes;
