// The edit form of the dashboard, and the development sample request.
import { describe, expect, it } from 'vitest';
import { SignupMessages } from '@studio/contracts';
import { signupRequests } from '../../src/db/schema.js';
import { openTestDatabase } from '../support/database.js';
import { createHarness } from '../support/harness.js';
import {
  ROOT,
  SECOND_ROOT,
  body,
  call,
  createdRequestId,
  useReviewApi,
} from '../support/review.js';

const review = useReviewApi();
const { h, tdb } = review;

const createdId = (email?: string) => createdRequestId(h, tdb.database, email);

describe('POST /api/super-admin/edit-signup', () => {
  const edit = (payload: Record<string, unknown>) =>
    call(h, 'POST', '/api/super-admin/edit-signup', review.token, { requestData: {}, ...payload });

  it('changes the edit-form fields, stamps updatedBy, and validates them', async () => {
    const id = await createdId();
    const response = await edit({
      requestId: id,
      updatedData: { firstName: ' Meera K ', email: 'MEERA.K@artists.test', country: 'Nepal' },
      notes: 'typo',
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      success: true,
      message: 'Signup request updated.',
      emailSent: false,
      request: {
        firstName: 'Meera K',
        email: 'meera.k@artists.test',
        country: 'Nepal',
        updatedBy: ROOT,
        notes: 'typo',
        status: 'pending',
      },
    });
    expect((await edit({ requestId: id, updatedData: {} })).statusCode).toBe(400);
    expect((await edit({ requestId: id, updatedData: { password: 'x' } })).statusCode).toBe(400);
    expect((await edit({ requestId: id, updatedData: { status: 'approved' } })).statusCode).toBe(
      400,
    );
    const young = await edit({
      requestId: id,
      updatedData: { birthDate: `${h.clock.now().getUTCFullYear() - 1}-01-01` },
    });
    expect(body(young)).toMatchObject({
      errors: [{ field: 'updatedData.birthDate', message: SignupMessages.tooYoung }],
    });
    const taken = await edit({ requestId: id, updatedData: { email: SECOND_ROOT } });
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toEqual({ success: false, message: SignupMessages.emailTaken });
    expect(body(await edit({ requestId: 'nope', updatedData: { country: 'X' } }))).toEqual({
      success: false,
      message: SignupMessages.notFound,
    });
  });
});

describe('development sample', () => {
  it(
    'gives a fresh development database one sample pending request, never a second one, and none in production',
    { timeout: 120_000 },
    async () => {
      const fresh = await openTestDatabase();
      try {
        await (await createHarness({ database: fresh.database })).close();
        await (await createHarness({ database: fresh.database })).close();
        const rows = await fresh.database.db.select().from(signupRequests);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'pending', email: 'asha.verma@example.com' });

        await fresh.database.db.delete(signupRequests);
        await (
          await createHarness({ database: fresh.database, env: { NODE_ENV: 'production' } })
        ).close();
        expect(await fresh.database.db.select().from(signupRequests)).toHaveLength(0);
      } finally {
        await fresh.dispose();
      }
    },
  );
});
