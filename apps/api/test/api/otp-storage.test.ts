import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { otpChallenges } from '../../src/db/schema.js';
import { MINUTE } from '../../src/clock.js';
import { codeHmac } from '../../src/domain/otp.js';
import { useApi } from '../support/api.js';
import { post, seedUser } from '../support/harness.js';

const { h, tdb } = useApi({ reset: 'never' });

describe('codes with leading zeros', () => {
  it('survive storage and compare: "000123" signs in, "123" and "123000" do not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 99_999 }), async (n) => {
        await tdb.reset();
        const user = await seedUser(tdb.database, { email: 'zero@studio.test' });
        const code = n.toString().padStart(6, '0');
        const now = h.clock.now();
        await tdb.database.db.insert(otpChallenges).values({
          id: randomUUID(),
          email: user.email,
          purpose: 'sign_in',
          userId: user.id,
          codeHmac: codeHmac(h.app.keys.otp, 'sign_in', user.email, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + 10 * MINUTE),
          attempts: 0,
        });
        const unpadded = await post(h, '/api/super-admin/verify-otp', {
          email: user.email,
          otp: String(n).padEnd(6, '0'),
        });
        expect(unpadded.statusCode).toBe(String(n).padEnd(6, '0') === code ? 200 : 401);
        if (unpadded.statusCode === 200) return;
        expect(
          (await post(h, '/api/super-admin/verify-otp', { email: user.email, otp: String(n) }))
            .statusCode,
        ).toBe(400);
        expect(
          (await post(h, '/api/super-admin/verify-otp', { email: user.email, otp: code }))
            .statusCode,
        ).toBe(200);
      }),
      { numRuns: 15 },
    );
  });
});
