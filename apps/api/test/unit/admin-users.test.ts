import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, type AdminAction, type Role, type UserStatus } from '@studio/contracts';
import { decideAdminAction } from '../../src/domain/admin-users.js';

const CODE = { not_found: '404', conflict: '409' } as const;

interface Person {
  id: string;
  role: Role;
  status: UserStatus;
}

type Model = { people: Person[] };
type Real = { people: Person[] };

/** The admin status rules, stated again here apart from the module under test, so the two check each other. */
function expected(
  people: Person[],
  actorId: string,
  targetIndex: number,
  action: AdminAction,
): UserStatus | '404' | '409' {
  const target = people[targetIndex];
  if (!target || target.status === 'deleted') return '404';
  if (target.id === actorId) return '409';
  const legal =
    (action === 'block' && target.status === 'active') ||
    (action === 'freeze' && target.status === 'active') ||
    (action === 'unblock' && target.status === 'blocked') ||
    (action === 'unfreeze' && target.status === 'frozen') ||
    action === 'delete';
  if (!legal) return '409';
  const removesActiveSuperAdmin = target.role === 'super_admin' && target.status === 'active';
  const othersActive = people.filter(
    (p) => p.role === 'super_admin' && p.status === 'active' && p.id !== target.id,
  ).length;
  if (removesActiveSuperAdmin && othersActive === 0) return '409';
  return {
    block: 'blocked',
    freeze: 'frozen',
    unblock: 'active',
    unfreeze: 'active',
    delete: 'deleted',
  }[action] as UserStatus;
}

class Act implements fc.Command<Model, Real> {
  constructor(
    readonly actorIndex: number,
    readonly targetIndex: number,
    readonly action: AdminAction,
  ) {}
  // Only an active super admin can act at all (the route guard); the model picks one.
  check = (model: Readonly<Model>) => {
    const actor = model.people[this.actorIndex];
    return actor !== undefined && actor.role === 'super_admin' && actor.status === 'active';
  };
  run(model: Model, real: Real): void {
    const actor = model.people[this.actorIndex]!;
    const want = expected(model.people, actor.id, this.targetIndex, this.action);
    const target = real.people[this.targetIndex] ?? null;
    const activeSuperAdmins = real.people.filter(
      (p) => p.role === 'super_admin' && p.status === 'active',
    ).length;
    const decision = decideAdminAction(target, actor.id, this.action, activeSuperAdmins);
    if (decision.ok) {
      expect(want).toBe(decision.next);
      real.people[this.targetIndex] = { ...target!, status: decision.next };
      model.people[this.targetIndex] = {
        ...model.people[this.targetIndex]!,
        status: decision.next,
      };
    } else {
      expect(want).toBe(CODE[decision.reason]);
    }
    expect(real.people.some((p) => p.role === 'super_admin' && p.status === 'active')).toBe(true);
  }
  toString = () => `#${this.actorIndex} ${this.action}s #${this.targetIndex}`;
}

describe('admin user status machine', () => {
  it('matches the rules over random sequences and always keeps an active super admin', () => {
    const roles: Role[] = ['super_admin', 'super_admin', 'admin', 'admin', 'admin'];
    const commands = fc.commands(
      [
        fc
          .tuple(fc.nat(4), fc.nat(5), fc.constantFrom(...ADMIN_ACTIONS))
          .map(([a, t, action]) => new Act(a, t, action)),
      ],
      { maxCommands: 80, size: 'max' },
    );
    fc.assert(
      fc.property(commands, (cmds) => {
        const people = () =>
          roles.map((role, i): Person => ({ id: `u${i}`, role, status: 'active' }));
        fc.modelRun(() => ({ model: { people: people() }, real: { people: people() } }), cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses acting on yourself and on the last active super admin with a sentence', () => {
    const me = { id: 'me', role: 'super_admin' as const, status: 'active' as const };
    expect(decideAdminAction(me, 'me', 'block', 2)).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'You cannot block your own account.',
    });
    expect(decideAdminAction(me, 'other', 'delete', 1)).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'The last active super admin cannot be deleted.',
    });
    expect(decideAdminAction(null, 'me', 'unblock', 1)).toEqual({
      ok: false,
      reason: 'not_found',
      message: 'User not found',
    });
  });
});
