import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuthMessages, SignupMessages } from '@studio/contracts';
import { signupRequests } from '../../src/db/schema.js';
import { userByEmail } from '../support/database.js';
import { seedUser, signIn } from '../support/harness.js';
import {
  applicant,
  APPLICANT_PASSWORD,
  body,
  call,
  ROOT,
  SECOND_ROOT,
  createdRequestId,
  expectNoSecrets,
  requestAccess,
  useReviewApi,
} from '../support/review.js';

const review = useReviewApi();
const { h, tdb } = review;

const create = (payload: unknown) => requestAccess(h, payload);
const list = (query = '') =>
  call(h, 'GET', `/api/super-admin/signup-requests${query}`, review.token);
const act = (action: string, requestId: string, extra: Record<string, unknown> = {}) =>
  call(h, 'POST', `/api/super-admin/${action}-signup`, review.token, {
    requestId,
    requestData: { status: 'approved', email: 'x@y.z' },
    ...extra,
  });

const createdId = (email?: string) => createdRequestId(h, tdb.database, email);

describe('POST /api/admin/signup-requests', () => {
  it('stores a pending request with the password hashed, and mails the applicant and every super admin', async () => {
    const response = await create(applicant({ email: 'Meera@Artists.test' }));
    expect(response.statusCode).toBe(201);
    expect(body(response)).toEqual({ success: true, message: SignupMessages.received });
    const [row] = await tdb.database.db.select().from(signupRequests);
    expect(row).toMatchObject({
      email: 'meera@artists.test',
      status: 'pending',
      firstName: 'Meera',
      countryCode: '+91',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(APPLICANT_PASSWORD);
    const mails = await h.outbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      ['meera@artists.test', ROOT, SECOND_ROOT].sort(),
    );
    expect(mails.find((mail) => mail.to === ROOT)!.subject).toContain('new admin signup request');
  });

  it('answers a known account or an open request exactly like a new one, and mails the owner instead', async () => {
    await createdId();
    await h.clearOutbox();
    // Past the 15 minutes in which the owner hears of one request at most.
    h.clock.advance(15 * 60_000);
    const again = await create(applicant());
    const account = await create(applicant({ email: SECOND_ROOT }));
    for (const response of [again, account]) {
      expect(response.statusCode).toBe(201);
      expect(body(response)).toEqual({ success: true, message: SignupMessages.received });
    }
    expect(await tdb.database.db.select().from(signupRequests)).toHaveLength(1);
    const mails = await h.outbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['meera@artists.test', SECOND_ROOT].sort());
    expect(mails.find((mail) => mail.to === SECOND_ROOT)!.text).toContain('already has an account');
    expect(mails.find((mail) => mail.to === 'meera@artists.test')!.text).toContain(
      'already waiting for review',
    );
  });

  it('refuses weak passwords with the policy feedback, and bad fields by name', async () => {
    const weak = await create(applicant({ password: 'password1' }));
    expect(weak.statusCode).toBe(400);
    expect(body(weak)).toMatchObject({ success: false, errors: [{ field: 'password' }] });
    expect(body<{ message: string }>(weak).message).toMatch(/^This password is too easy to guess/);

    const now = h.clock.now();
    const tooYoung = `${now.getUTCFullYear() - 15}-01-01`;
    const young = await create(applicant({ birthDate: tooYoung }));
    expect(young.statusCode).toBe(400);
    expect(body(young)).toEqual({
      success: false,
      message: 'Invalid request',
      errors: [{ field: 'birthDate', message: SignupMessages.tooYoung }],
    });
    const future = await create(applicant({ birthDate: '2999-01-01' }));
    expect(body(future)).toMatchObject({
      errors: [{ field: 'birthDate', message: SignupMessages.notPast }],
    });

    for (const [field, value] of [
      ['email', 'not-an-email'],
      ['phoneNumber', 'call me'],
      ['countryCode', '++++'],
      ['birthDate', '1990-02-30'],
      ['firstName', '   '],
      ['password', 'short'],
    ] as const) {
      const response = await create(applicant({ [field]: value }));
      expect(response.statusCode, field).toBe(400);
      expect(body<{ errors: { field: string }[] }>(response).errors[0]!.field).toBe(field);
    }
    const unknown = await create(applicant({ role: 'super_admin' }));
    expect(body(unknown)).toEqual({
      success: false,
      message: 'Invalid request',
      errors: [{ field: 'role', message: 'Unknown field' }],
    });
    expect(await tdb.database.db.select().from(signupRequests)).toHaveLength(0);
  });
});

describe('GET /api/super-admin/signup-requests', () => {
  it('lists newest first without passwords, with counts and pages', async () => {
    for (const [i, email] of ['a@artists.test', 'b@artists.test', 'c@artists.test'].entries()) {
      await createdId(email);
      h.clock.advance(1000 * (i + 1));
    }
    const rejected = (
      await tdb.database.db
        .select()
        .from(signupRequests)
        .where(eq(signupRequests.email, 'a@artists.test'))
    )[0]!;
    expect((await act('reject', rejected.id)).statusCode).toBe(200);

    const response = await list('?page=1&pageSize=2');
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    const answer = body<{
      requests: { email: string; name: string; role: string }[];
      items: unknown[];
      counts: unknown;
      total: number;
      page: number;
      pageSize: number;
    }>(response);
    expect(answer.requests.map((r) => r.email)).toEqual(['c@artists.test', 'b@artists.test']);
    expect(answer.items).toEqual(answer.requests);
    expect(answer).toMatchObject({ success: true, page: 1, pageSize: 2, total: 3 });
    expect(answer.counts).toEqual({
      total: 3,
      pending: 2,
      approved: 0,
      rejected: 1,
      blocked: 0,
      frozen: 0,
    });
    expect(answer.requests[0]).toMatchObject({ name: 'Meera Iyer', role: 'admin' });
    expect(Object.keys(answer.requests[0]!)).not.toContain('password');

    const second = body<{ requests: { email: string }[] }>(await list('?page=2&pageSize=2'));
    expect(second.requests.map((r) => r.email)).toEqual(['a@artists.test']);
    const onlyRejected = body<{ requests: { email: string }[]; total: number }>(
      await list('?status=rejected'),
    );
    expect(onlyRejected).toMatchObject({ total: 1, requests: [{ email: 'a@artists.test' }] });
    expect((await list('?pageSize=101')).statusCode).toBe(400);
    expect((await list('?status=deleted')).statusCode).toBe(400);
  });
});

describe('review actions', () => {
  it('approve creates an active admin who signs in with the password of the request and is refused super-admin routes', async () => {
    const id = await createdId();
    const response = await act('approve', id, { notes: 'Welcome aboard' });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    const answer = body<{ message: string; emailSent: boolean; request: Record<string, unknown> }>(
      response,
    );
    expect(answer).toMatchObject({
      success: true,
      message: 'Signup request approved. The applicant was notified by email.',
      emailSent: true,
      request: {
        status: 'approved',
        reviewedBy: ROOT,
        notes: 'Welcome aboard',
        reviewedAt: h.clock.now().toISOString(),
      },
    });
    const user = await userByEmail(tdb.database, 'meera@artists.test');
    expect(user).toMatchObject({ role: 'admin', status: 'active', firstName: 'Meera' });
    const [row] = await tdb.database.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.id, id));
    expect(row!.passwordHash).toBeNull();
    expect(
      (await h.outbox()).filter((mail) => mail.to === 'meera@artists.test').at(-1)!.subject,
    ).toContain('approved');

    const adminToken = await signIn(h, 'meera@artists.test', APPLICANT_PASSWORD);
    const refused = await call(h, 'GET', '/api/super-admin/signup-requests', adminToken);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toEqual({ success: false, message: AuthMessages.wrongRole });
    expect((await call(h, 'GET', '/api/admin/messages', adminToken)).statusCode).toBe(200);
    // Nothing of the password reached the log on its way from the form to the account.
    expect(h.logs()).toContain('/api/admin/signup-requests');
    expect(h.logs()).not.toContain(APPLICANT_PASSWORD);
    expect(h.logs()).not.toContain('$argon2');
  });

  it('follows the status rules with 409 sentences, keeps the trail, and treats approved as final except Delete', async () => {
    const id = await createdId();
    expect(body(await act('unblock', id))).toEqual({
      success: false,
      message: 'A pending request cannot be unblocked.',
    });

    const blocked = await act('block', id, { notes: 'Spam' });
    expect(body(blocked)).toMatchObject({
      message: 'Signup request blocked. The applicant was notified by email.',
      emailSent: true,
      request: { status: 'blocked', blockedBy: ROOT, notes: 'Spam' },
    });
    expect((await act('freeze', id)).statusCode).toBe(409);
    expect(body(await act('approve', id))).toEqual({
      success: false,
      message: 'A blocked request cannot be approved.',
    });
    h.clock.advance(5000);
    expect(body(await act('unblock', id))).toMatchObject({
      request: { status: 'pending', unblockedBy: ROOT, blockedBy: ROOT },
    });
    expect(body(await act('freeze', id))).toMatchObject({
      request: { status: 'frozen', frozenBy: ROOT },
    });
    expect(body(await act('unfreeze', id))).toMatchObject({
      request: { status: 'pending', unfrozenBy: ROOT },
    });
    expect(body(await act('reject', id))).toMatchObject({
      message: 'Signup request rejected. The applicant was notified by email.',
      request: { status: 'rejected' },
    });
    expect(body(await act('block', id))).toMatchObject({ request: { status: 'blocked' } });
    expect(body(await act('unblock', id))).toMatchObject({ request: { status: 'pending' } });
    expect((await act('approve', id)).statusCode).toBe(200);

    for (const action of ['approve', 'reject', 'block', 'freeze', 'unblock', 'unfreeze']) {
      const response = await act(action, id);
      expect(response.statusCode, action).toBe(409);
      expect(body(response)).toEqual({
        success: false,
        message:
          'An approved request is final: only Delete is allowed. Manage its admin under Admin Users.',
      });
    }
    const edit = await call(h, 'POST', '/api/super-admin/edit-signup', review.token, {
      requestId: id,
      requestData: {},
      updatedData: { firstName: 'X' },
    });
    expect(edit.statusCode).toBe(409);

    const deleted = await act('delete', id);
    expect(body(deleted)).toEqual({
      success: true,
      message: 'Signup request deleted.',
      emailSent: false,
    });
    expect(body<{ total: number; counts: { total: number } }>(await list())).toMatchObject({
      total: 0,
      counts: { total: 0 },
    });
    for (const action of ['approve', 'delete']) {
      expect(body(await act(action, id))).toEqual({
        success: false,
        message: SignupMessages.notFound,
      });
    }
    const [row] = await tdb.database.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.id, id));
    expect(row).toMatchObject({ status: 'deleted', deletedBy: ROOT });
    // The deleted request's history stays in the audit log.
    const log = body<{ items: { action: string }[] }>(
      await call(h, 'GET', '/api/super-admin/audit-log?pageSize=100', review.token),
    );
    expect(
      log.items
        .map((entry) => entry.action)
        .filter((a) => a.startsWith('signup.'))
        .reverse(),
    ).toEqual([
      'signup.requested',
      'signup.block',
      'signup.unblock',
      'signup.freeze',
      'signup.unfreeze',
      'signup.reject',
      'signup.block',
      'signup.unblock',
      'signup.approve',
      'signup.delete',
    ]);
  });

  it('answers 404 Request not found! for unknown ids of any shape', async () => {
    for (const requestId of ['00000000-0000-4000-8000-000000000000', 'abc', "1' or '1'='1"]) {
      const response = await act('approve', requestId);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ success: false, message: 'Request not found!' });
    }
  });

  it('refuses approving when the email has meanwhile got an account', async () => {
    const id = await createdId();
    await seedUser(tdb.database, { email: 'meera@artists.test', role: 'admin' });
    const response = await act('approve', id);
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({
      success: false,
      message: 'An account with this email already exists, so this request cannot be approved.',
    });
  });
});
