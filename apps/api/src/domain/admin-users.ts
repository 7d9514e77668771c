import { AdminUserMessages, type Role, type UserStatus } from '@studio/contracts';

/**
 * The admin-user status machine (spec 02 §4, DESIGN.md "API"): active → blocked or frozen,
 * blocked → active (unblock), frozen → active (unfreeze), any → deleted. Nobody acts on their own
 * account, and the last active super admin cannot be blocked, frozen or deleted.
 */
export const ADMIN_ACTIONS = ['block', 'freeze', 'unblock', 'unfreeze', 'delete'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export type AdminDecision =
  { ok: true; next: UserStatus } | { ok: false; status: 404 | 409; message: string };

export interface AdminTarget {
  id: string;
  role: Role;
  status: UserStatus;
}

export const ADMIN_ALLOWED_FROM: Record<AdminAction, readonly UserStatus[]> = {
  block: ['active'],
  freeze: ['active'],
  unblock: ['blocked'],
  unfreeze: ['frozen'],
  delete: ['active', 'blocked', 'frozen'],
};

const NEXT: Record<AdminAction, UserStatus> = {
  block: 'blocked',
  freeze: 'frozen',
  unblock: 'active',
  unfreeze: 'active',
  delete: 'deleted',
};

const PAST: Record<AdminAction, string> = {
  block: 'blocked',
  freeze: 'frozen',
  unblock: 'unblocked',
  unfreeze: 'unfrozen',
  delete: 'deleted',
};

export function adminActionPast(action: AdminAction): string {
  return PAST[action];
}

/**
 * `activeSuperAdmins` counts the active super admins including the target, read in the same
 * transaction that applies the decision.
 */
export function decideAdminAction(
  target: AdminTarget | null,
  actorId: string,
  action: AdminAction,
  activeSuperAdmins: number,
): AdminDecision {
  if (!target || target.status === 'deleted')
    return { ok: false, status: 404, message: AdminUserMessages.notFound };
  if (target.id === actorId) {
    return { ok: false, status: 409, message: `You cannot ${action} your own account.` };
  }
  if (!ADMIN_ALLOWED_FROM[action].includes(target.status)) {
    const article = target.status === 'active' ? 'An' : 'A';
    return {
      ok: false,
      status: 409,
      message: `${article} ${target.status} user cannot be ${PAST[action]}.`,
    };
  }
  const next = NEXT[action];
  if (
    target.role === 'super_admin' &&
    target.status === 'active' &&
    next !== 'active' &&
    activeSuperAdmins <= 1
  ) {
    return {
      ok: false,
      status: 409,
      message: `The last active super admin cannot be ${PAST[action]}.`,
    };
  }
  return { ok: true, next };
}
