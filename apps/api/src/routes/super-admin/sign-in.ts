import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthMessages,
  SessionAnswer,
  VerifyCredentialsAnswer,
  VerifyCredentialsRequest,
  VerifyOtpRequest,
  codeStillValidMessage,
} from '@studio/contracts';
import { normaliseEmail } from '../../domain/email.js';
import { CODE_LIFETIME_MS, RESEND_INTERVAL_MS } from '../../domain/otp.js';
import { verifyCredentials, verifySignInCode, type SignInContext } from '../../domain/sign-in.js';
import { idleDeadline } from '../../domain/sessions.js';
import { toSessionUser } from '../../domain/users.js';
import { SECOND } from '../../clock.js';
import { refusalError } from '../../http/refusals.js';
import { errorAnswers } from '../schemas.js';

/**
 * The two-step sign-in of admins and super admins: password, then the 6-digit code mailed to
 * them. Every failure looks the same; attempts count per email toward the 15-minute lockout.
 */
const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (log: SignInContext['log']): SignInContext => ({
    db: app.db,
    otpKey: app.keys.otp,
    mailer: app.mailer,
    brand: app.brand,
    log,
  });

  app.post(
    '/api/super-admin/verify-credentials',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['sign-in'],
        summary:
          'Password step of the sign-in; mails a code. Also the resend: inside 60 s of the last code it mails nothing and says that code stands.',
        body: VerifyCredentialsRequest,
        response: { 200: VerifyCredentialsAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const result = await verifyCredentials(context(request.log), {
        email: normaliseEmail(request.body.email),
        password: request.body.password,
        ip: request.ip,
        now: app.clock.now(),
        lockout: app.securitySettings.lockout(),
      });
      if (!result.ok) throw refusalError(result);
      if (!result.mailed) {
        return {
          success: true as const,
          message: codeStillValidMessage(result.retryAfterSeconds),
          codeSent: false,
          expiresInSeconds: result.expiresInSeconds,
          resendAfterSeconds: result.retryAfterSeconds,
        };
      }
      return {
        success: true as const,
        message: AuthMessages.codeSent,
        codeSent: true,
        expiresInSeconds: CODE_LIFETIME_MS / SECOND,
        resendAfterSeconds: RESEND_INTERVAL_MS / SECOND,
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
      const result = await verifySignInCode(context(request.log), {
        email: normaliseEmail(request.body.email),
        code: request.body.otp,
        ip: request.ip,
        now: app.clock.now(),
        lockout: app.securitySettings.lockout(),
      });
      if (!result.ok) throw refusalError(result);
      const session = await app.startSession(request, reply, result.user);
      return {
        success: true as const,
        message: AuthMessages.signedIn,
        user: toSessionUser(result.user),
        expiresAt: session.expiresAt.toISOString(),
        idleExpiresAt: idleDeadline(
          { lastSeenAt: session.createdAt, expiresAt: session.expiresAt },
          app.securitySettings.session().idleMs,
        ).toISOString(),
      };
    },
  );
};

export default signInRoutes;
