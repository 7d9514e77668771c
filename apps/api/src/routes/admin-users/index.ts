import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminUserActionAnswer,
  AdminUserActionRequest,
  AdminUserList,
  AdminUserListQuery,
  AdminUserMessages,
  PAGE_SIZE_DEFAULT,
} from '@studio/contracts';
import { MINUTE } from '../../clock.js';
import { HttpError } from '../../http/errors.js';
import { ADMIN_ACTIONS, adminActionPast, type AdminAction } from '../../domain/admin-users.js';
import { applyAdminAction, listAdminUsers } from '../../domain/admin-user-store.js';
import { recordReview } from '../../domain/review-audit.js';
import { trySend } from '../../mail/deliver.js';
import { accountNoticeMail } from '../../mail/review-templates.js';
import { actorOf, cleanText, mailClause } from '../review-guards.js';
import { errorAnswers } from '../schemas.js';

const NOTICE: Record<AdminAction, 'blocked' | 'frozen' | 'unblocked' | 'unfrozen' | null> = {
  block: 'blocked',
  freeze: 'frozen',
  unblock: 'unblocked',
  unfreeze: 'unfrozen',
  delete: null,
};

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
      const idleMs = app.config.sessionIdleMinutes * MINUTE;
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
        if (reason === null) {
          throw new HttpError(400, AdminUserMessages.reasonRequired, {}, [
            { field: 'reason', message: AdminUserMessages.reasonRequired },
          ]);
        }
        const now = clock.now();
        const outcome = await applyAdminAction(db, {
          email: request.body.email,
          action,
          actorId: actor.id,
          now,
        });
        if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
        const { before, after } = outcome;
        const past = adminActionPast(action);
        await recordReview(db, {
          action: `admin_user.${NOTICE[action] ?? 'deleted'}`,
          at: now,
          actor,
          subjectEmail: before.email,
          ip: request.ip,
          reason,
          details: { userId: before.id, role: before.role, from: before.status, to: after.status },
        });
        const notice = NOTICE[action];
        const emailSent = notice
          ? await trySend(app.mailer, accountNoticeMail(app.brand, before, notice), request.log)
          : null;
        return {
          success: true as const,
          message: `User ${before.email} ${past}.${mailClause(emailSent, 'user')}`,
          emailSent: emailSent ?? false,
        };
      },
    );
  }
};

export default adminUserRoutes;
