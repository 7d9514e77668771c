import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { signupRequests } from '../../src/db/schema.js';
import { createSignupRequest } from '../../src/domain/signup-requests.js';
import { workAfterAnswers } from '../../src/http/after-answer.js';
import { useApi, type Api } from './api.js';
import { userByEmail } from './database.js';
import { STRONG_PASSWORD, sessionTokenFor, strongPasswordHash, type Harness } from './harness.js';

export const APPLICANT_PASSWORD = 'marigold-sitar-83-rhythm';

export function applicant(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@artists.test',
    phoneNumber: '98450 12345',
    country: 'India',
    countryCode: '+91',
    birthDate: '1990-03-14',
    password: APPLICANT_PASSWORD,
    ...overrides,
  };
}

/**
 * The public request-access form. It answers before it stores the request and sends its mails;
 * this resolves once that work is done too, so the caller reads the database and the outbox.
 */
export async function requestAccess(
  h: Harness,
  payload: unknown,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/admin/signup-requests',
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  await workAfterAnswers(h.app);
  return response;
}

/** A request through the public form that must be accepted; answers the stored request's id. */
export async function createdRequestId(
  h: Harness,
  database: Database,
  email = 'meera@artists.test',
): Promise<string> {
  const response = await requestAccess(h, applicant({ email }));
  expect(response.statusCode).toBe(201);
  const [row] = await database.db
    .select()
    .from(signupRequests)
    .where(eq(signupRequests.email, email));
  return row!.id;
}

/** A pending request written straight to the database (no form, no mails); answers its id. */
export async function storedRequest(
  database: Database,
  name: { firstName: string; lastName: string; email: string },
  now: Date,
): Promise<string> {
  const outcome = await createSignupRequest(
    database.db,
    {
      ...name,
      phoneNumber: '12345678',
      country: 'India',
      countryCode: '+91',
      birthDate: '1990-01-01',
      passwordHash: await strongPasswordHash(),
      ip: null,
    },
    now,
  );
  if (!('created' in outcome)) throw new Error(`fixture request for ${name.email} not created`);
  return outcome.created.id;
}

export const ROOT = 'owner@studio.test';
export const SECOND_ROOT = 'second@studio.test';

/**
 * The app as the review dashboard sees it: two super admins before each test, the first with a
 * live session (its token in `token`). The session is made directly, as a sign-in would leave
 * it: the two-step sign-in (argon2, codes by mail) is sign-in.test.ts's subject, not these files'.
 */
export function useReviewApi(): Api & { readonly token: string } {
  let token = '';
  const api = useApi({
    users: [{ email: ROOT }, { email: SECOND_ROOT, firstName: 'Ravi' }],
    beforeEach: async () => {
      const root = await userByEmail(api.tdb.database, ROOT);
      if (!root) throw new Error(`no user ${ROOT}`);
      token = await sessionTokenFor(api.h, api.tdb.database, root);
    },
  });
  return {
    ...api,
    get token() {
      return token;
    },
  };
}

export function call(
  h: Harness,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method,
    url,
    headers: token ? { cookie: `${h.app.sessionCookieName}=${token}` } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

export function body<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

/** Nothing an answer carries may reveal a password or its hash. */
export function expectNoSecrets(text: string): void {
  for (const secret of [
    STRONG_PASSWORD,
    APPLICANT_PASSWORD,
    '$argon2',
    'passwordHash',
    'password_hash',
  ]) {
    if (text.includes(secret)) throw new Error(`answer leaks ${secret}: ${text.slice(0, 300)}`);
  }
}
