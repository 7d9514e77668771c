// The edit form of the dashboard. (The development sample request is startup.test.ts's.)
import { describe, expect, it } from 'vitest';
import { SignupMessages } from '@studio/contracts';
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
