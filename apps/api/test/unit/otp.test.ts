import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeHmac, generateCode } from '../../src/domain/otp.js';

const key = Buffer.alloc(32, 7);

describe('one-time codes', () => {
  it('are six digits that stand for exactly the number drawn, leading zeros included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (drawn) => {
        const code = generateCode(() => drawn);
        expect(code).toMatch(/^[0-9]{6}$/);
        expect(Number(code)).toBe(drawn);
      }),
    );
  });

  it('produce leading zeros about one time in ten (no numeric truncation)', () => {
    const codes = Array.from({ length: 5000 }, generateCode);
    const leadingZero = codes.filter((code) => code.startsWith('0')).length;
    expect(leadingZero).toBeGreaterThan(350);
    expect(leadingZero).toBeLessThan(650);
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });

  it('hash differently when only the leading zeros differ, and per purpose and email', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (n) => {
        const padded = n.toString().padStart(6, '0');
        expect(codeHmac(key, 'sign_in', 'a@b.co', padded)).not.toBe(
          codeHmac(key, 'sign_in', 'a@b.co', String(n)),
        );
        expect(codeHmac(key, 'sign_in', 'a@b.co', padded)).toBe(
          codeHmac(key, 'sign_in', 'a@b.co', padded),
        );
        expect(codeHmac(key, 'sign_in', 'a@b.co', padded)).not.toBe(
          codeHmac(key, 'password_reset', 'a@b.co', padded),
        );
        expect(codeHmac(key, 'sign_in', 'a@b.co', padded)).not.toBe(
          codeHmac(key, 'sign_in', 'c@b.co', padded),
        );
      }),
    );
  });
});
