import { Type, type Static } from '@sinclair/typebox';
import { Email, body } from './requests.js';
import { Role } from './users.js';
import { PageFields, PageQuery } from './pagination.js';
import { MultiLine } from './text.js';

export const AdminUserStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('blocked'),
  Type.Literal('frozen'),
]);
export type AdminUserStatus = Static<typeof AdminUserStatus>;

export const AdminUser = Type.Object(
  {
    _id: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    role: Role,
    status: AdminUserStatus,
    /** A session of this user answered a request in the last 5 minutes. */
    isOnline: Type.Boolean(),
    lastLogin: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AdminUser = Static<typeof AdminUser>;

/** GET /api/super-admin/admin-users?page&pageSize (deleted users are not listed). */
export const AdminUserListQuery = Type.Object(PageQuery, { additionalProperties: false });
export type AdminUserListQuery = Static<typeof AdminUserListQuery>;

export const AdminUserList = Type.Object(
  {
    ...PageFields,
    message: Type.String(),
    items: Type.Array(AdminUser),
    users: Type.Array(AdminUser),
  },
  { additionalProperties: false },
);
export type AdminUserList = Static<typeof AdminUserList>;

/**
 * POST /api/super-admin/{block|freeze|unblock|unfreeze|delete}-admin. `reason` is optional in the
 * schema only so that a missing and an empty reason get the same message from the API (the route
 * checks it), not a schema error for one and the route's message for the other.
 */
export const AdminUserActionRequest = body({
  email: Email,
  reason: Type.Optional(MultiLine({ maxLength: 1000 })),
});
export type AdminUserActionRequest = Static<typeof AdminUserActionRequest>;

export const AdminUserActionAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    /** Whether the notice to the user left; false when the action mails nobody (delete). */
    emailSent: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AdminUserActionAnswer = Static<typeof AdminUserActionAnswer>;

export const AdminUserMessages = {
  reasonRequired: 'Please provide a reason for this action',
  notFound: 'User not found',
  listed: 'Admin users retrieved successfully',
} as const;
