import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthMessages,
  ForgotPasswordRequest,
  MessageAnswer,
  ResetPasswordRequest,
} from '@studio/contracts';
import { normaliseEmail } from '../../domain/email.js';
import {
  requestPasswordReset,
  resetPassword,
  type RecoveryContext,
} from '../../domain/password-recovery.js';
import { afterAnswer } from '../../http/after-answer.js';
import { refusalError } from '../../http/refusals.js';
import { errorAnswers } from '../schemas.js';

/**
 * Password recovery: a reset code by mail, then the code with a new password. The request always
 * gets the same answer (account or not, throttled or out of budget or not) and stays usable while
 * the email is locked; the reset revokes every session and does not sign the user in.
 */
const passwordRecoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (log: RecoveryContext['log']): RecoveryContext => ({
    db: app.db,
    otpKey: app.keys.otp,
    mailer: app.mailer,
    brand: app.brand,
    estimator: app.passwordEstimator,
    log,
  });

  app.post(
    '/api/forgot-password',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['password recovery'],
        summary: 'Mails a reset code when the account exists; always the same answer.',
        body: ForgotPasswordRequest,
        response: { 200: MessageAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const attempt = {
        email: normaliseEmail(request.body.email),
        ip: request.ip,
        now: app.clock.now(),
      };
      afterAnswer(reply, request.log, () => requestPasswordReset(context(request.log), attempt));
      return { success: true as const, message: AuthMessages.forgotPassword };
    },
  );

  app.post(
    '/api/admin/reset-password',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['password recovery'],
        summary: 'Sets a new password with the mailed code; signs out every session.',
        body: ResetPasswordRequest,
        response: { 200: MessageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const result = await resetPassword(context(request.log), {
        email: normaliseEmail(request.body.email),
        code: request.body.otp,
        newPassword: request.body.newPassword,
        ip: request.ip,
        now: app.clock.now(),
      });
      if (!result.ok) throw refusalError(result);
      return { success: true as const, message: AuthMessages.passwordReset };
    },
  );
};

export default passwordRecoveryRoutes;
