import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogList, AuditLogQuery, AuditMessages, PAGE_SIZE_DEFAULT } from '@studio/contracts';
import { invalidFields } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { listAuditLog } from '../../domain/audit.js';
import { errorAnswers } from '../schemas.js';

/**
 * The audit log for super admins: newest first, by event (one of the audit events), actor (email,
 * or the email tried when nobody was signed in) and time range.
 */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/api/super-admin/audit-log',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['audit log'],
        summary:
          'Security and review events, newest first; filter with ?action=<event>, ?actor=<email>, ?from= and ?to= (ISO date-times, included).',
        querystring: AuditLogQuery,
        response: { 200: AuditLogList, ...errorAnswers },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const range = { from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined };
      if (range.from && range.to && range.from > range.to) {
        throw refusalError(
          invalidFields(AuditMessages.rangeReversed, [
            { field: 'from', message: AuditMessages.rangeReversed },
          ]),
        );
      }
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
      const { items, total } = await listAuditLog(db, {
        page,
        pageSize,
        action: request.query.action,
        actor: request.query.actor,
        ...range,
      });
      return { success: true as const, items, page, pageSize, total };
    },
  );
};

export default auditLogRoutes;
