import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNUP_ACTIONS, type SignupAction, type SignupStatus } from '@studio/contracts';
import { decideSignupAction } from '../../src/domain/signup-review.js';

const CODE = { not_found: '404', conflict: '409' } as const;

/**
 * The model is the table of spec 02 §4 written out by hand, one row per status: what each
 * action does from there ('404', '409' or the next status). The real system is a store of
 * requests driven by decideSignupAction.
 */
const TABLE: Record<SignupStatus, Record<SignupAction, SignupStatus | '404' | '409'>> = {
  pending: {
    approve: 'approved',
    reject: 'rejected',
    block: 'blocked',
    unblock: '409',
    freeze: 'frozen',
    unfreeze: '409',
    delete: 'deleted',
    edit: 'pending',
  },
  approved: {
    approve: '409',
    reject: '409',
    block: '409',
    unblock: '409',
    freeze: '409',
    unfreeze: '409',
    delete: 'deleted',
    edit: '409',
  },
  rejected: {
    approve: '409',
    reject: '409',
    block: 'blocked',
    unblock: '409',
    freeze: 'frozen',
    unfreeze: '409',
    delete: 'deleted',
    edit: 'rejected',
  },
  blocked: {
    approve: '409',
    reject: '409',
    block: '409',
    unblock: 'pending',
    freeze: '409',
    unfreeze: '409',
    delete: 'deleted',
    edit: 'blocked',
  },
  frozen: {
    approve: '409',
    reject: '409',
    block: '409',
    unblock: '409',
    freeze: '409',
    unfreeze: 'pending',
    delete: 'deleted',
    edit: 'frozen',
  },
  deleted: {
    approve: '404',
    reject: '404',
    block: '404',
    unblock: '404',
    freeze: '404',
    unfreeze: '404',
    delete: '404',
    edit: '404',
  },
};

type Model = { statuses: SignupStatus[]; everApproved: boolean[] };
type Real = { statuses: SignupStatus[] };

class Act implements fc.Command<Model, Real> {
  constructor(
    readonly index: number,
    readonly action: SignupAction,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const i = this.index % model.statuses.length;
    const before = model.statuses[i]!;
    const expected = TABLE[before][this.action];
    const decision = decideSignupAction(real.statuses[i]!, this.action);
    if (decision.ok) {
      expect(expected).toBe(decision.next);
      real.statuses[i] = decision.next;
      model.statuses[i] = decision.next;
      if (decision.next === 'approved') model.everApproved[i] = true;
    } else {
      expect(expected).toBe(CODE[decision.reason]);
      expect(decision.message.length).toBeGreaterThan(10);
    }
    // Once approved, a request is approved or deleted for ever.
    if (model.everApproved[i]) expect(['approved', 'deleted']).toContain(real.statuses[i]);
  }
  toString = () => `${this.action}(#${this.index})`;
}

describe('signup request status machine', () => {
  it('matches the spec table over random action sequences, and an approved request stays final', () => {
    const commands = fc.commands(
      [
        fc
          .tuple(fc.nat(3), fc.constantFrom(...SIGNUP_ACTIONS))
          .map(([index, action]) => new Act(index, action)),
      ],
      { maxCommands: 60, size: 'max' },
    );
    fc.assert(
      fc.property(commands, (cmds) => {
        const setup = () => ({
          model: {
            statuses: Array<SignupStatus>(4).fill('pending'),
            everApproved: Array<boolean>(4).fill(false),
          },
          real: { statuses: Array<SignupStatus>(4).fill('pending') },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('words refusals as sentences', () => {
    expect(decideSignupAction('rejected', 'approve')).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'A rejected request cannot be approved.',
    });
    expect(decideSignupAction('approved', 'block')).toMatchObject({
      reason: 'conflict',
      message: expect.stringContaining('final'),
    });
    expect(decideSignupAction('deleted', 'delete')).toEqual({
      ok: false,
      reason: 'not_found',
      message: 'Request not found!',
    });
  });
});
