import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inArray, like, sql } from 'drizzle-orm';
import {
  nextSignupStatus,
  nextUserStatus,
  type Role,
  type SignupStatus,
  type UserStatus,
} from '@studio/contracts';
import { sessions, signupRequests, users } from '../../src/db/schema.js';
import { createSession } from '../../src/domain/sessions.js';
import { useApi } from '../support/api.js';
import { seedUser, signIn } from '../support/harness.js';
import { body, call, storedRequest } from '../support/review.js';

/**
 * Model-based tests of both status machines through the API: fast-check draws random action
 * sequences, each command calls the real endpoint, and its status code and the state it leaves
 * must match the model. The status rules themselves live in @studio/contracts' tables (asserted
 * in packages/contracts/test/status-machines.test.ts); the model adds only what the API decides
 * around them: 404 for a deleted request, 401 for an ended session, no action on oneself, and
 * the last active super admin kept.
 */
let root: string;

const { h, tdb } = useApi({
  reset: 'once',
  afterStart: async () => {
    await seedUser(tdb.database, { email: 'root@model.test' });
    root = await signIn(h, 'root@model.test');
  },
});

// ---------------------------------------------------------------- signup requests

type Status = SignupStatus;
type SignupAct =
  'approve' | 'reject' | 'block' | 'unblock' | 'freeze' | 'unfreeze' | 'delete' | 'edit';

/** What each action does from each status: the next status, or the refusal's code. */
function modelSignup(status: Status, action: SignupAct): Status | 404 | 409 {
  if (status === 'deleted') return 404;
  return nextSignupStatus(status, action) ?? 409;
}

interface SignupModel {
  statuses: Status[];
}
interface SignupReal {
  ids: string[];
  emails: string[];
}

class SignupCommand implements fc.AsyncCommand<SignupModel, SignupReal> {
  constructor(
    readonly index: number,
    readonly action: SignupAct,
  ) {}
  check = () => true;
  async run(model: SignupModel, real: SignupReal): Promise<void> {
    const want = modelSignup(model.statuses[this.index]!, this.action);
    const requestId = real.ids[this.index]!;
    const payload =
      this.action === 'edit'
        ? { requestId, requestData: { status: 'approved' }, updatedData: { country: 'Nepal' } }
        : { requestId, requestData: { status: 'approved' }, notes: 'model' };
    const response = await call(h, 'POST', `/api/super-admin/${this.action}-signup`, root, payload);
    if (typeof want === 'number') {
      expect(response.statusCode, response.body).toBe(want);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const answer = body<{ request?: { status: string } }>(response);
    if (want === 'deleted') expect(answer.request).toBeUndefined();
    else expect(answer.request?.status).toBe(want);
    model.statuses[this.index] = want;
  }
  toString = () => `${this.action}(#${this.index})`;
}

/** The list, its counts and the accounts created by approvals agree with the model. */
class SignupObserve implements fc.AsyncCommand<SignupModel, SignupReal> {
  check = () => true;
  async run(model: SignupModel, real: SignupReal): Promise<void> {
    const listed = body<{
      requests: { id: string; status: string }[];
      counts: Record<string, number>;
    }>(await call(h, 'GET', '/api/super-admin/signup-requests?pageSize=100', root));
    const live = model.statuses
      .map((status, i) => [real.ids[i], status])
      .filter(([, status]) => status !== 'deleted');
    expect(listed.requests.map((r) => [r.id, r.status]).sort()).toEqual(live.sort());
    for (const status of ['pending', 'approved', 'rejected', 'blocked', 'frozen'] as const) {
      expect(listed.counts[status], status).toBe(model.statuses.filter((s) => s === status).length);
    }
    const accounts = await tdb.database.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, real.emails));
    // Approved at some point means an account exists, even after the request was deleted.
    const approvedNow = real.emails.filter((_, i) => model.statuses[i] === 'approved');
    for (const email of approvedNow) expect(accounts.map((a) => a.email)).toContain(email);
  }
  toString = () => 'observe';
}

describe('signup request status machine through the API', () => {
  it('answers like the model over random action sequences', { timeout: 240_000 }, async () => {
    const actions: SignupAct[] = [
      'approve',
      'reject',
      'block',
      'unblock',
      'freeze',
      'unfreeze',
      'delete',
      'edit',
    ];
    const commands = fc.commands(
      [
        fc.tuple(fc.nat(1), fc.constantFrom(...actions)).map(([i, a]) => new SignupCommand(i, a)),
        fc.constant(new SignupObserve()),
      ],
      { maxCommands: 30, size: 'max' },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        run += 1;
        await tdb.database.db.delete(signupRequests);
        await tdb.database.db.delete(users).where(like(users.email, '%@applicants.test'));
        const real: SignupReal = { ids: [], emails: [] };
        for (let i = 0; i < 2; i += 1) {
          const email = `r${run}-${i}@applicants.test`;
          real.ids.push(
            await storedRequest(
              tdb.database,
              { firstName: 'Model', lastName: `${i}`, email },
              h.clock.now(),
            ),
          );
          real.emails.push(email);
        }
        await fc.asyncModelRun(
          () => ({ model: { statuses: ['pending', 'pending'] as Status[] }, real }),
          cmds,
        );
      }),
      { numRuns: 40 },
    );
  });
});

// ---------------------------------------------------------------- admin users

type AdminAct = 'block' | 'freeze' | 'unblock' | 'unfreeze' | 'delete';

interface Person {
  email: string;
  role: Role;
  status: UserStatus;
  /** Once a session ends it stays ended, even after unblock. */
  sessionAlive: boolean;
}
interface AdminModel {
  people: Person[];
}
interface AdminReal {
  tokens: string[];
}

function modelAdmin(
  people: Person[],
  actor: number,
  target: number,
  action: AdminAct,
): UserStatus | 401 | 404 | 409 {
  if (!people[actor]!.sessionAlive) return 401;
  const t = people[target]!;
  if (t.status === 'deleted') return 404;
  if (actor === target) return 409;
  const next = nextUserStatus(t.status, action);
  if (next === null) return 409;
  const otherActiveSuperAdmins = people.filter(
    (p, i) => i !== target && p.role === 'super_admin' && p.status === 'active',
  );
  if (t.role === 'super_admin' && t.status === 'active' && otherActiveSuperAdmins.length === 0)
    return 409;
  return next;
}

class AdminCommand implements fc.AsyncCommand<AdminModel, AdminReal> {
  constructor(
    readonly actor: number,
    readonly target: number,
    readonly action: AdminAct,
  ) {}
  check = () => true;
  async run(model: AdminModel, real: AdminReal): Promise<void> {
    const want = modelAdmin(model.people, this.actor, this.target, this.action);
    const target = model.people[this.target]!;
    const response = await call(
      h,
      'POST',
      `/api/super-admin/${this.action}-admin`,
      real.tokens[this.actor]!,
      { email: target.email, reason: 'model run' },
    );
    if (typeof want === 'number') {
      expect(response.statusCode, response.body).toBe(want);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    target.status = want;
    if (want !== 'active') target.sessionAlive = false;
  }
  toString = () => `#${this.actor} ${this.action} #${this.target}`;
}

/** Each user's session lives exactly as long as the model says; the list shows the statuses. */
class AdminObserve implements fc.AsyncCommand<AdminModel, AdminReal> {
  check = () => true;
  async run(model: AdminModel, real: AdminReal): Promise<void> {
    for (const [i, person] of model.people.entries()) {
      const response = await call(h, 'GET', '/api/auth/session', real.tokens[i]!);
      expect(response.statusCode, person.email).toBe(person.sessionAlive ? 200 : 401);
    }
    const rows = await tdb.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          model.people.map((p) => p.email),
        ),
      );
    for (const person of model.people)
      expect(rows.find((r) => r.email === person.email)!.status).toBe(person.status);
    expect(model.people.some((p) => p.role === 'super_admin' && p.status === 'active')).toBe(true);
  }
  toString = () => 'observe';
}

describe('admin user status machine through the API', () => {
  it(
    'answers like the model, ends sessions at once, and never loses the last active super admin',
    { timeout: 240_000 },
    async () => {
      const roles: Role[] = ['super_admin', 'super_admin', 'admin', 'admin'];
      const people = await Promise.all(
        roles.map(async (role, i) => {
          const email = `p${i}@people.test`;
          await seedUser(tdb.database, { email, role });
          return email;
        }),
      );
      const act = fc
        .tuple(
          fc.nat(1),
          fc.nat(3),
          fc.constantFrom<AdminAct>('block', 'freeze', 'unblock', 'unfreeze', 'delete'),
        )
        .map(([a, t, action]) => new AdminCommand(a, t, action));
      // Actions drawn twice as often as observations: sequences such as freeze, unfreeze, observe.
      const commands = fc.commands([act, act, fc.constant(new AdminObserve())], {
        maxCommands: 30,
        size: 'max',
      });
      await fc.assert(
        fc.asyncProperty(commands, async (cmds) => {
          const rows = await tdb.database.db
            .select()
            .from(users)
            .where(inArray(users.email, people));
          await tdb.database.db
            .update(users)
            .set({ status: 'active' })
            .where(inArray(users.email, people));
          await tdb.database.db
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(
              inArray(
                sessions.userId,
                rows.map((r) => r.id),
              ),
            );
          const tokens: string[] = [];
          for (const email of people) {
            const user = rows.find((r) => r.email === email)!;
            const record = await createSession(
              tdb.database.db,
              user,
              h.clock.now(),
              {
                ip: '127.0.0.1',
                userAgent: 'model',
              },
              h.app.securitySettings.session().maxAgeMs,
            );
            tokens.push(
              h.app.jwt.sign({
                sub: record.userId,
                sid: record.id,
                role: record.role,
                iat: Math.floor(record.createdAt.getTime() / 1000),
                exp: Math.floor(record.expiresAt.getTime() / 1000),
              }),
            );
          }
          const model: AdminModel = {
            people: people.map((email, i) => ({
              email,
              role: roles[i]!,
              status: 'active',
              sessionAlive: true,
            })),
          };
          await fc.asyncModelRun(() => ({ model, real: { tokens } }), cmds);
        }),
        { numRuns: 40 },
      );
    },
  );
});
