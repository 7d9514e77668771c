import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HttpMessages,
  PAGE_SIZE_DEFAULT,
  SIGNUP_ACTIONS,
  SIGNUP_ACTION_INFO,
  SignupActionAnswer,
  SignupActionRequest,
  SignupEditRequest,
  SignupMessages,
  SignupRequestCreate,
  SignupRequestCreated,
  SignupRequestList,
  SignupRequestListQuery,
  birthDateProblem,
  requestDataProblem,
  type FieldError,
  type SignupAction,
} from '@studio/contracts';
import type { HttpError } from '../../http/errors.js';
import { afterAnswer } from '../../http/after-answer.js';
import { checkPasswordPolicy } from '../../domain/password-policy.js';
import { hashPassword } from '../../domain/passwords.js';
import { editSignupRequest, reviewSignupRequest } from '../../domain/signup-review.js';
import { listSignupRequests, submitSignupRequest, toView } from '../../domain/signup-requests.js';
import { invalidFields } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { actorOf } from '../../http/actor.js';
import { cleanText } from '../../http/form-text.js';
import { noticeSentence } from '../../http/notice-sentence.js';
import { errorAnswers } from '../schemas.js';

const REVIEW_ACTIONS = SIGNUP_ACTIONS.filter(
  (action): action is Exclude<SignupAction, 'edit'> => action !== 'edit',
);

function invalid(errors: FieldError[], message: string = HttpMessages.invalidRequest): HttpError {
  return refusalError(invalidFields(message, errors));
}

/** `requestData` is read and ignored, but held to the rules of every other field. */
function checkRequestData(value: unknown): void {
  const problem = requestDataProblem(value);
  if (problem) throw invalid([{ field: 'requestData', message: problem }]);
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
      const dateProblem = birthDateProblem(body.birthDate, now);
      if (dateProblem) throw invalid([{ field: 'birthDate', message: dateProblem }]);
      const verdict = await checkPasswordPolicy(
        app.passwordEstimator,
        body.password,
        [body.email, body.firstName, body.lastName],
        'password',
      );
      if (!verdict.ok) throw refusalError(verdict);

      // Everything before the answer costs the same for a known and an unknown email. The hash
      // stays before it: hashed after, a client could pile up argon2 work without waiting for
      // any. What depends on the email (stored or not, which mails) follows the answer, so the
      // answer's timing tells nothing about it.
      const passwordHash = await hashPassword(body.password);
      const ip = request.ip;
      afterAnswer(reply, request.log, async () => {
        const notify = { mailer: app.mailer, brand: app.brand, log: request.log };
        await submitSignupRequest(
          db,
          notify,
          {
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            phoneNumber: body.phoneNumber,
            country: body.country,
            countryCode: body.countryCode,
            birthDate: body.birthDate,
            passwordHash,
            ip,
          },
          now,
        );
      });
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
        checkRequestData(request.body.requestData);
        const reviewer = actorOf(request);
        const now = clock.now();
        const notes = cleanText(request.body.notes);
        const notify = { mailer: app.mailer, brand: app.brand, log: request.log };
        const outcome = await reviewSignupRequest(db, notify, {
          requestId: request.body.requestId,
          action,
          reviewer,
          ip: request.ip,
          notes,
          now,
        });
        if (!outcome.ok) throw refusalError(outcome);
        const { after, emailSent } = outcome;
        const past = SIGNUP_ACTION_INFO[action].past;
        return {
          success: true as const,
          message: `Signup request ${past}.${noticeSentence(emailSent, 'applicant')}`,
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
      checkRequestData(request.body.requestData);
      const reviewer = actorOf(request);
      const now = clock.now();
      const fields = request.body.updatedData;
      if (fields.birthDate !== undefined) {
        const dateProblem = birthDateProblem(fields.birthDate, now);
        if (dateProblem) throw invalid([{ field: 'updatedData.birthDate', message: dateProblem }]);
      }
      const notes = cleanText(request.body.notes);
      const outcome = await editSignupRequest(db, {
        requestId: request.body.requestId,
        fields,
        reviewer,
        ip: request.ip,
        notes,
        now,
      });
      if (!outcome.ok) throw refusalError(outcome);
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
