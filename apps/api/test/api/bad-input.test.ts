import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { authLockouts, mailThrottles } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import {
  BAD_QUERY_VALUES,
  badValuesFor,
  expectClean,
  expectOneFieldRefused,
  MALFORMED_BODIES,
} from '../support/bad-input.js';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  seedUser,
  signIn,
  withCookie,
} from '../support/harness.js';

const EMAIL = 'owner@studio.test';
let token: string;

const { h, tdb } = useApi({
  reset: 'never',
  afterStart: async () => {
    await seedUser(tdb.database, { email: EMAIL });
    token = await signIn(h, EMAIL);
  },
  beforeEach: async () => {
    // Keep the seeded user and session; clear what the battery piles up.
    await tdb.database.db.delete(authLockouts);
    await tdb.database.db.delete(mailThrottles);
  },
});

/** Each route with a body its schema accepts; the battery breaks one field of it at a time. */
const ROUTES = [
  {
    method: 'POST',
    url: '/api/super-admin/verify-credentials',
    fields: ['email', 'password'],
    valid: { email: EMAIL, password: STRONG_PASSWORD },
  },
  {
    method: 'POST',
    url: '/api/super-admin/verify-otp',
    fields: ['email', 'otp'],
    valid: { email: EMAIL, otp: '123456' },
  },
  { method: 'POST', url: '/api/forgot-password', fields: ['email'], valid: { email: EMAIL } },
  {
    method: 'POST',
    url: '/api/admin/reset-password',
    fields: ['email', 'otp', 'newPassword'],
    valid: { email: EMAIL, otp: '123456', newPassword: OTHER_STRONG_PASSWORD },
  },
  {
    method: 'POST',
    url: '/api/auth/change-password',
    fields: ['currentPassword', 'newPassword'],
    valid: { currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD },
  },
  { method: 'POST', url: '/api/auth/logout', fields: [], valid: {} },
  { method: 'GET', url: '/api/auth/session', fields: [], valid: {} },
  { method: 'GET', url: '/api/health', fields: [], valid: {} },
] as const;
const WITH_FIELDS = ROUTES.filter((route) => route.fields.length > 0);

const RAW_BODIES: [string, string, string][] = [
  ...MALFORMED_BODIES,
  ['__proto__ key', 'application/json', '{"__proto__":{"isAdmin":true},"email":"a@b.co"}'],
  [
    'constructor.prototype key',
    'application/json',
    '{"constructor":{"prototype":{"x":1}},"email":"a@b.co"}',
  ],
  ['XML', 'application/xml', '<email>a@b.co</email>'],
  ['deeply nested JSON', 'application/json', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`],
  ['over 64 KiB', 'application/json', JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(70_000) })],
];

describe.each(ROUTES)('$method $url with bad input', (route) => {
  const headers = () => withCookie(h, token);

  it.each(RAW_BODIES)('%s → 4xx, no stack', async (_name, type, payload) => {
    const response = await h.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...headers(), 'content-type': type },
      payload,
    });
    expectClean(response.statusCode, response.body);
  });

  it.each(BAD_QUERY_VALUES)('a query parameter as %s → no 5xx', async (_name, value) => {
    const response = await h.app.inject({
      method: route.method,
      url: `${route.url}?x=${value.replace('PARAM', 'x')}`,
      headers: headers(),
    });
    expectClean(response.statusCode, response.body);
  });
});

describe.each(WITH_FIELDS)('$method $url with one field broken', (route) => {
  // The battery above signs this session out (logout), and the session check comes first.
  beforeAll(async () => {
    token = await signIn(h, EMAIL);
  });
  describe.each([...route.fields])('only %s', (field) => {
    it.each(badValuesFor(field))('as $name → 4xx naming it', (bad) =>
      expectOneFieldRefused(h, token, route, field, bad),
    );
  });
});

describe.each(WITH_FIELDS)('$method $url with an unknown field', (route) => {
  beforeAll(async () => {
    token = await signIn(h, EMAIL);
  });
  it('→ 400 naming it', async () => {
    const payload = {
      email: EMAIL,
      password: 'x',
      otp: '123456',
      newPassword: 'y'.repeat(8),
      currentPassword: 'z',
      isAdmin: true,
    };
    const body = Object.fromEntries(
      Object.entries(payload).filter(
        ([key]) => (route.fields as readonly string[]).includes(key) || key === 'isAdmin',
      ),
    );
    const response = await h.app.inject({
      method: route.method,
      url: route.url,
      headers: withCookie(h, token),
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      message: 'Invalid request',
      errors: [{ field: 'isAdmin', message: 'Unknown field' }],
    });
  });
});

describe('fuzzing the JSON routes with fast-check', () => {
  const anyJson = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(
        'email',
        'password',
        'otp',
        'newPassword',
        'currentPassword',
        '__proto__',
        'constructor',
        'x',
      ),
      fc.jsonValue(),
    ),
    fc.record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string()),
        otp: fc.string({ maxLength: 8 }),
        password: fc.string({ maxLength: 140 }),
      },
      { requiredKeys: [] },
    ),
  );

  it('never answers 5xx or leaks a stack, whatever the JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES.filter((r) => r.method === 'POST')),
        anyJson,
        async (route, body) => {
          const response = await h.app.inject({
            method: route.method,
            url: route.url,
            headers: { ...withCookie(h, token), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectClean(response.statusCode, response.body);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('never answers 5xx for arbitrary raw bytes as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES.filter((r) => r.method === 'POST')),
        fc.string({ maxLength: 300 }),
        async (route, raw) => {
          const response = await h.app.inject({
            method: route.method,
            url: route.url,
            headers: { 'content-type': 'application/json' },
            payload: raw,
          });
          expectClean(response.statusCode, response.body);
        },
      ),
      { numRuns: 100 },
    );
  });
});
