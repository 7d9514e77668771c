import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardAnswer } from '@studio/contracts';
import { dashboardCounts } from '../../domain/dashboard.js';
import { SIGNED_OUT, refusalError } from '../../http/refusals.js';
import { errorAnswers } from '../schemas.js';

/** The counts of the dashboard's first screen, by the role of who asks. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;

  app.get(
    '/api/admin/dashboard',
    {
      onRequest: app.requireSession(['admin', 'super_admin']),
      schema: {
        tags: ['dashboard'],
        summary:
          'Unread inbox messages; for a super admin also admin users and signup requests by status and sign-ins since 00:00 UTC.',
        response: { 200: DashboardAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      if (!request.auth) throw refusalError(SIGNED_OUT);
      const counts = await dashboardCounts(db, request.auth.user.role, clock.now());
      return { success: true as const, counts };
    },
  );
};

export default dashboardRoutes;
