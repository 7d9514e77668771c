import { afterAll, describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../../src/domain/passwords.js';
import { checkPasswordPolicy, workerEstimator } from '../../src/domain/password-policy.js';

const estimator = workerEstimator({ threads: 1 });
afterAll(() => estimator.close());
const check = (password: string, inputs?: string[]) =>
  checkPasswordPolicy(estimator, password, inputs);

describe('password policy', () => {
  it.each([
    ['7 characters', 'aB3$xY9', 'Password must be at least 8 characters long.'],
    ['129 characters', 'k'.repeat(129), 'Password must be at most 128 characters long.'],
    [
      'a common password',
      'password1',
      'This password is too easy to guess. This is a commonly used password.',
    ],
    [
      'a keyboard row',
      'qwertyuiop',
      'This password is too easy to guess. This is a frequently used password.',
    ],
  ])('refuses %s', async (_case, password, message) => {
    expect(await check(password)).toEqual({
      ok: false,
      reason: 'weak_password',
      message,
      field: 'password',
    });
  });

  it("refuses the user's own email and name as the password", async () => {
    expect((await check('ashrao2024', ['ashrao@studio.test', 'Ash', 'Rao'])).ok).toBe(false);
  });

  it.each(['Zq8#vLp2', 'violet-harmonium-47-tabla', 'mélodie 🎵 raga 🎶 night'])(
    'accepts %s (no composition rules)',
    async (password) => {
      expect(await check(password)).toEqual({ ok: true });
    },
  );

  it('answers unavailable, not a verdict, when no estimate comes back before the deadline', async () => {
    const late = workerEstimator({ threads: 1, deadlineMs: 1 });
    try {
      expect(await checkPasswordPolicy(late, 'P@55w0rd!1$'.repeat(11))).toEqual({
        ok: false,
        reason: 'estimator_busy',
      });
    } finally {
      await late.close();
    }
  });

  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane and verifies exactly (no truncation, no case folding)', async () => {
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const password = `${'Ä'.repeat(100)}tail`;
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, password)).toBe(true);
    expect(await verifyPassword(hash, `${'Ä'.repeat(100)}tai`)).toBe(false);
    expect(await verifyPassword(hash, password.toLowerCase())).toBe(false);
    expect(await verifyPassword('not-a-hash', password)).toBe(false);
  });
});
