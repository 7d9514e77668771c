import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthMessages,
  ForgotPasswordRequest,
  MessageAnswer,
  ResetPasswordRequest,
} from '@studio/contracts';
import { audit } from '../../domain/audit.js';
import { normaliseEmail } from '../../domain/email.js';
import { HttpError } from '../../http/errors.js';
import { clearFailures } from '../../domain/lockout.js';
import { claimMailSlot, consumeChallenge, issueChallenge } from '../../domain/otp.js';
import { checkPasswordPolicy, hashPassword } from '../../domain/passwords.js';
import { revokeUserSessions } from '../../domain/sessions.js';
import { findUserByEmail, setPassword } from '../../domain/users.js';
import type { Mail } from '../../mail/mailer.js';
import { passwordChangedMail, resetCodeMail } from '../../mail/templates.js';
import { errorAnswers } from '../schemas.js';

/**
 * Password recovery: a reset code by mail, then the code with a new password. The request always
 * gets the same answer (account or not, inside the 60 s throttle or not) and stays usable while
 * the email is locked; the reset revokes every session and does not sign the user in.
 */
const passwordRecoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;

  /**
   * The outbox is written before the answer (people and tests read it next). Over SMTP the
   * send runs after the answer, so the answer takes as long whether or not a mail goes out.
   */
  const deliver = async (mail: Mail, log: { error(details: object, message: string): void }) => {
    const sending = app.mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error }, 'recovery mail failed'));
    if (app.mailer.mode === 'outbox') await sending;
  };

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
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const now = clock.now();
      const slot = await claimMailSlot(db, email, 'password_reset', now);
      const user = await findUserByEmail(db, email);
      let outcome: string;
      if (!slot.allowed) outcome = 'throttled';
      else if (!user) outcome = 'no_account';
      else if (user.status !== 'active') outcome = `status_${user.status}`;
      else {
        const { code } = await issueChallenge(db, app.keys.otp, {
          email,
          purpose: 'password_reset',
          userId: user.id,
          now,
        });
        await deliver(resetCodeMail(app.brand, user.email, code), request.log);
        await audit(db, {
          action: 'otp.sent',
          at: now,
          actorId: user.id,
          actorEmail: email,
          ip: request.ip,
          details: { purpose: 'password_reset' },
        });
        outcome = 'sent';
      }
      await audit(db, {
        action: 'password.reset_requested',
        at: now,
        subjectEmail: email,
        ip: request.ip,
        reason: outcome,
      });
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
      const email = normaliseEmail(request.body.email);
      const now = clock.now();
      // Checked before the code is spent, so a weak choice does not cost the user their code.
      const verdict = checkPasswordPolicy(request.body.newPassword, [email]);
      if (!verdict.ok) {
        throw new HttpError(400, verdict.message, {}, [
          { field: 'newPassword', message: verdict.message },
        ]);
      }
      const consumed = await consumeChallenge(db, app.keys.otp, {
        email,
        purpose: 'password_reset',
        code: request.body.otp,
        now,
      });
      const user = consumed ? await findUserByEmail(db, email) : null;
      if (!consumed || !user || user.id !== consumed.userId || user.status !== 'active') {
        await audit(db, {
          action: 'password.reset_failed',
          at: now,
          subjectEmail: email,
          ip: request.ip,
        });
        throw new HttpError(400, AuthMessages.invalidResetCode, {}, [
          { field: 'otp', message: AuthMessages.invalidResetCode },
        ]);
      }
      await setPassword(db, user.id, await hashPassword(request.body.newPassword), now);
      await revokeUserSessions(db, user.id, now, 'password_reset');
      await clearFailures(db, email);
      await audit(db, {
        action: 'password.reset',
        at: now,
        actorId: user.id,
        actorEmail: email,
        ip: request.ip,
      });
      await deliver(passwordChangedMail(app.brand, user.email, 'reset'), request.log);
      return { success: true as const, message: AuthMessages.passwordReset };
    },
  );
};

export default passwordRecoveryRoutes;
