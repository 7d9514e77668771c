import type { LightMyRequestResponse } from 'fastify';
import { workAfterAnswers } from '../../src/http/after-answer.js';
import { STRONG_PASSWORD, type Harness } from './harness.js';

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

export function call(
  h: Harness,
  method: 'GET' | 'POST',
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
