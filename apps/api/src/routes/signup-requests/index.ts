import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HttpMessages,
  PAGE_SIZE_DEFAULT,
  SignupActionAnswer,
  SignupActionRequest,
  SignupEditRequest,
  SignupMessages,
  SignupRequestCreate,
  SignupRequestCreated,
  SignupRequestList,
  SignupRequestListQuery,
  type FieldError,
} from '@studio/contracts';
import { normaliseEmail } from '../../domain/email.js';
import { HttpError } from '../../http/errors.js';
import { checkPasswordPolicy } from '../../domain/password-policy.js';
import { hashPassword } from '../../domain/passwords.js';
import { recordReview } from '../../domain/review-audit.js';
import { checkBirthDate, pastTense } from '../../domain/signup-review.js';
import {
  activeSuperAdminEmails,
  createSignupRequest,
  editSignupRequest,
  listSignupRequests,
  reviewSignupRequest,
  toView,
} from '../../domain/signup-requests.js';
import { sendUnobserved, trySend } from '../../mail/deliver.js';
import {
  newSignupRequestMail,
  signupDecisionMail,
  signupDuplicateMail,
  signupReceivedMail,
  type ReviewNotice,
} from '../../mail/review-templates.js';
import { actorOf, cleanText, mailClause } from '../review-guards.js';
import { passwordRefusal } from '../refusals.js';
import { errorAnswers } from '../schemas.js';

const REVIEW_ACTIONS = [
  'approve',
  'reject',
  'block',
  'unblock',
  'freeze',
  'unfreeze',
  'delete',
] as const;

const NOTICE: Record<(typeof REVIEW_ACTIONS)[number], ReviewNotice | null> = {
  approve: 'approved',
  reject: 'rejected',
  block: 'blocked',
  unblock: 'unblocked',
  freeze: 'frozen',
  unfreeze: 'unfrozen',
  delete: null,
};

function invalid(errors: FieldError[], message: string = HttpMessages.invalidRequest): HttpError {
  return new HttpError(400, message, {}, errors);
}

/**
 * Signup requests: the public request-access form, and the super admin's review of it (list,
 * approve, reject, block, unblock, freeze, unfreeze, delete, edit). The server's row is the
 * truth: `requestData` sent by the dashboard is read and ignored.
 */
const signupRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const superAdmin = app.requireSession(['super_admin']);

  app.post(
    '/api/admin/signup-requests',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['signup requests'],
        summary: 'Request admin access (public). The same 201 whether or not the email is known.',
        body: SignupRequestCreate,
        response: { 201: SignupRequestCreated, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = clock.now();
      const dateProblem = checkBirthDate(body.birthDate, now);
      if (dateProblem) throw invalid([{ field: 'birthDate', message: dateProblem }]);
      const verdict = await checkPasswordPolicy(app.passwordEstimator, body.password, [
        body.email,
        body.firstName,
        body.lastName,
      ]);
      if (!verdict.ok) throw passwordRefusal(verdict, 'password');

      // Hashed before anything else, so known and unknown emails take the same path.
      const passwordHash = await hashPassword(body.password);
      const outcome = await createSignupRequest(
        db,
        {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phoneNumber: body.phoneNumber,
          country: body.country,
          countryCode: body.countryCode,
          birthDate: body.birthDate,
          passwordHash,
          ip: request.ip,
        },
        now,
      );
      if ('created' in outcome) {
        const row = outcome.created;
        await recordReview(db, {
          action: 'signup.requested',
          at: now,
          subjectEmail: row.email,
          ip: request.ip,
          details: { requestId: row.id },
        });
        const reviewers = await activeSuperAdminEmails(db);
        await sendUnobserved(
          app.mailer,
          [
            signupReceivedMail(app.brand, row),
            ...reviewers.map((to) => newSignupRequestMail(app.brand, to, row)),
          ],
          request.log,
        );
      } else {
        const email = normaliseEmail(body.email);
        await recordReview(db, {
          action: 'signup.duplicate',
          at: now,
          subjectEmail: email,
          ip: request.ip,
          details: { existing: outcome.duplicate },
        });
        await sendUnobserved(
          app.mailer,
          [signupDuplicateMail(app.brand, email, outcome.duplicate)],
          request.log,
        );
      }
      return reply.code(201).send({ success: true as const, message: SignupMessages.received });
    },
  );

  app.get(
    '/api/super-admin/signup-requests',
    {
      onRequest: superAdmin,
      schema: {
        tags: ['signup requests'],
        summary:
          'Requests newest first (never deleted ones, never a password) with counts by status.',
        querystring: SignupRequestListQuery,
        response: { 200: SignupRequestList, ...errorAnswers },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
      const { rows, total, counts } = await listSignupRequests(db, {
        page,
        pageSize,
        status: request.query.status,
      });
      const items = rows.map(toView);
      return { success: true as const, items, requests: items, page, pageSize, total, counts };
    },
  );

  for (const action of REVIEW_ACTIONS) {
    app.post(
      `/api/super-admin/${action}-signup`,
      {
        onRequest: superAdmin,
        schema: {
          tags: ['signup requests'],
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} a signup request.`,
          body: SignupActionRequest,
          response: { 200: SignupActionAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const reviewer = actorOf(request);
        const now = clock.now();
        const notes = cleanText(request.body.notes);
        const outcome = await reviewSignupRequest(db, {
          requestId: request.body.requestId,
          action,
          reviewer,
          notes,
          now,
        });
        if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
        const { before, after } = outcome;
        const past = pastTense(action);
        await recordReview(db, {
          action: `signup.${NOTICE[action] ?? 'deleted'}`,
          at: now,
          actor: reviewer,
          subjectEmail: before.email,
          ip: request.ip,
          reason: notes,
          details: {
            requestId: before.id,
            from: before.status,
            to: after.status,
            ...(outcome.createdUser ? { userId: outcome.createdUser.id } : {}),
          },
        });
        const notice = NOTICE[action];
        const emailSent = notice
          ? await trySend(app.mailer, signupDecisionMail(app.brand, after, notice), request.log)
          : null;
        return {
          success: true as const,
          message: `Signup request ${past}.${mailClause(emailSent, 'applicant')}`,
          emailSent: emailSent ?? false,
          ...(after.status === 'deleted' ? {} : { request: toView(after) }),
        };
      },
    );
  }

  app.post(
    '/api/super-admin/edit-signup',
    {
      onRequest: superAdmin,
      schema: {
        tags: ['signup requests'],
        summary:
          'Correct the fields of a request that is not approved (the edit form of the dashboard).',
        body: SignupEditRequest,
        response: { 200: SignupActionAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const reviewer = actorOf(request);
      const now = clock.now();
      const fields = request.body.updatedData;
      if (fields.birthDate !== undefined) {
        const dateProblem = checkBirthDate(fields.birthDate, now);
        if (dateProblem) throw invalid([{ field: 'updatedData.birthDate', message: dateProblem }]);
      }
      const notes = cleanText(request.body.notes);
      const outcome = await editSignupRequest(db, {
        requestId: request.body.requestId,
        fields,
        reviewer,
        notes,
        now,
      });
      if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
      await recordReview(db, {
        action: 'signup.edited',
        at: now,
        actor: reviewer,
        subjectEmail: outcome.after.email,
        ip: request.ip,
        reason: notes,
        details: {
          requestId: outcome.after.id,
          fields: outcome.changed.join(','),
          ...(outcome.before.email !== outcome.after.email
            ? { previousEmail: outcome.before.email }
            : {}),
        },
      });
      return {
        success: true as const,
        message:
          outcome.changed.length > 0
            ? 'Signup request updated.'
            : 'Nothing to change: the request already has these values.',
        emailSent: false,
        request: toView(outcome.after),
      };
    },
  );
};

export default signupRequestRoutes;
