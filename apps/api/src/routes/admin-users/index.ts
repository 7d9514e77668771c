import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ACTIONS,
  ADMIN_ACTION_INFO,
  AdminUserActionAnswer,
  AdminUserActionRequest,
  AdminUserList,
  AdminUserListQuery,
  AdminUserMessages,
  PAGE_SIZE_DEFAULT,
} from '@studio/contracts';
import { applyAdminAction, listAdminUsers } from '../../domain/admin-users.js';
import { invalidFields } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { actorOf } from '../../http/actor.js';
import { cleanText } from '../../http/form-text.js';
import { noticeSentence } from '../../http/notice-sentence.js';
import { errorAnswers } from '../schemas.js';

/** Admin users: the list with who is online, and block, freeze, unblock, unfreeze, delete. */
const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const superAdmin = app.requireSession(['super_admin']);

  app.get(
    '/api/super-admin/admin-users',
    {
      onRequest: superAdmin,
      schema: {
        tags: ['admin users'],
        summary:
          'Admins and super admins (not deleted ones), with status, last sign-in and whether they are online.',
        querystring: AdminUserListQuery,
        response: { 200: AdminUserList, ...errorAnswers },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
      const idleMs = app.securitySettings.session().idleMs;
      const { items, total } = await listAdminUsers(db, page, pageSize, clock.now(), idleMs);
      return {
        success: true as const,
        message: AdminUserMessages.listed,
        users: items,
        items,
        page,
        pageSize,
        total,
      };
    },
  );

  for (const action of ADMIN_ACTIONS) {
    app.post(
      `/api/super-admin/${action}-admin`,
      {
        onRequest: superAdmin,
        schema: {
          tags: ['admin users'],
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} an admin user (a reason is required).`,
          body: AdminUserActionRequest,
          response: { 200: AdminUserActionAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const reason = cleanText(request.body.reason);
        if (reason === null && ADMIN_ACTION_INFO[action].text === 'required') {
          throw refusalError(
            invalidFields(AdminUserMessages.reasonRequired, [
              { field: 'reason', message: AdminUserMessages.reasonRequired },
            ]),
          );
        }
        const now = clock.now();
        const notify = { mailer: app.mailer, brand: app.brand, log: request.log };
        const outcome = await applyAdminAction(db, notify, {
          email: request.body.email,
          action,
          actor,
          ip: request.ip,
          reason,
          now,
        });
        if (!outcome.ok) throw refusalError(outcome);
        const { before, emailSent } = outcome;
        const past = ADMIN_ACTION_INFO[action].past;
        return {
          success: true as const,
          message: `User ${before.email} ${past}.${noticeSentence(emailSent, 'user')}`,
          emailSent: emailSent ?? false,
        };
      },
    );
  }
};

export default adminUserRoutes;
