import { Type, type Static } from '@sinclair/typebox';
import { SignupCounts } from './signup-requests.js';

/** Admin accounts (deleted ones left out) by status. */
export const AdminUserCounts = Type.Object(
  {
    total: Type.Integer({ minimum: 0 }),
    active: Type.Integer({ minimum: 0 }),
    blocked: Type.Integer({ minimum: 0 }),
    frozen: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type AdminUserCounts = Static<typeof AdminUserCounts>;

/**
 * GET /api/admin/dashboard: the counts of the signed-in user's dashboard. Every staff member
 * gets `unreadMessages`; only a super admin gets the rest (an admin's answer leaves them out).
 */
export const DashboardAnswer = Type.Object(
  {
    success: Type.Literal(true),
    counts: Type.Object(
      {
        unreadMessages: Type.Integer({ minimum: 0 }),
        adminUsers: Type.Optional(AdminUserCounts),
        signupRequests: Type.Optional(SignupCounts),
        /** Completed sign-ins since 00:00 UTC today. */
        signInsToday: Type.Optional(Type.Integer({ minimum: 0 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type DashboardAnswer = Static<typeof DashboardAnswer>;
