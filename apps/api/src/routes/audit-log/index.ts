import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { AuditLogList, AuditLogQuery, PAGE_SIZE_DEFAULT } from '@studio/contracts';
import { auditLog } from '../../db/schema.js';
import { normaliseEmail } from '../../domain/email.js';
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
      const conditions: SQL[] = [];
      if (request.query.action) conditions.push(eq(auditLog.action, request.query.action));
      if (request.query.actor)
        conditions.push(eq(auditLog.actorEmail, normaliseEmail(request.query.actor)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ value: count() }).from(auditLog).where(where);
      const items = rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        action: row.action,
        actorId: row.actorId,
        actorEmail: row.actorEmail,
        subjectEmail: row.subjectEmail,
        ip: row.ip,
        reason: row.reason,
        details: row.details ?? null,
      }));
      return { success: true as const, items, page, pageSize, total: total?.value ?? 0 };
    },
  );
};

export default auditLogRoutes;
