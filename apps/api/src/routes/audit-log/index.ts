import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogList, AuditLogQuery, PAGE_SIZE_DEFAULT } from '@studio/contracts';
import { listAuditLog } from '../../domain/audit.js';
import { errorAnswers } from '../schemas.js';

/** The audit log for super admins: newest first, by action (exact name) and actor (email). */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/api/super-admin/audit-log',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['audit log'],
        summary:
          'Security and review events, newest first; filter with ?action= and ?actor=<email>.',
        querystring: AuditLogQuery,
        response: { 200: AuditLogList, ...errorAnswers },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
      const { items, total } = await listAuditLog(db, {
        page,
        pageSize,
        action: request.query.action,
        actor: request.query.actor,
      });
      return { success: true as const, items, page, pageSize, total };
    },
  );
};

export default auditLogRoutes;
