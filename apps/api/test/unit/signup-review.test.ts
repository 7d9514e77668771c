import { describe, expect, it } from 'vitest';
import { decideSignupAction } from '../../src/domain/signup-review.js';

// The status table itself is asserted once in packages/contracts (status-machines.test.ts) and
// driven through the API by the model test (test/api/review-model.test.ts); here only the
// domain's wording of a refusal.
describe('signup request refusals', () => {
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
