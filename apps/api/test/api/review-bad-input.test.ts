import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';
import {
  BAD_QUERY_VALUES,
  badValuesFor,
  expectClean,
  expectFieldRefused,
  expectOneFieldRefused,
  MALFORMED_BODIES,
} from '../support/bad-input.js';
import { seedUser, signIn, withCookie } from '../support/harness.js';
import { applicant } from '../support/review.js';

/** The core's bad-input battery, over the review and inbox routes (signed in as a super admin). */
let token: string;

const { h, tdb } = useApi({
  reset: 'once',
  afterStart: async () => {
    await seedUser(tdb.database, { email: 'owner@studio.test' });
    await seedUser(tdb.database, { email: 'editor@studio.test', role: 'admin' });
    token = await signIn(h, 'owner@studio.test');
  },
});

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'countryCode',
  'birthDate',
  'password',
];
const EDIT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'country', 'birthDate'];
const editable = applicant();

interface PostRoute {
  url: string;
  valid: Record<string, unknown>;
  fields: string[];
  /** Fields where text may span lines. */
  multiLine?: string[];
}

const POSTS: PostRoute[] = [
  { url: '/api/admin/signup-requests', fields: SIGNUP_FIELDS, valid: applicant() },
  {
    url: '/api/messages',
    fields: ['kind', 'name', 'email', 'phone', 'company', 'service', 'message', 'website'],
    multiLine: ['message'],
    valid: {
      kind: 'contact',
      name: 'Meera Iyer',
      email: 'fan@fans.test',
      phone: '98450 12345',
      company: 'Raga Records',
      service: 'music-production',
      message: 'Hello,\n\tabout an album.',
      website: '',
    },
  },
  {
    url: '/api/messages',
    fields: ['subject'],
    valid: {
      kind: 'support',
      name: 'Meera Iyer',
      email: 'fan@fans.test',
      subject: 'Mixing',
      message: 'Help',
    },
  },
  ...['approve', 'reject', 'block', 'unblock', 'freeze', 'unfreeze', 'delete'].map((action) => ({
    url: `/api/super-admin/${action}-signup`,
    fields: ['requestId', 'notes'],
    multiLine: ['notes'],
    valid: { requestId: ANY_ID, requestData: null, notes: 'Checked\nby phone' },
  })),
  {
    url: '/api/super-admin/edit-signup',
    fields: ['requestId', 'updatedData', ...EDIT_FIELDS.map((f) => `updatedData.${f}`), 'notes'],
    multiLine: ['notes'],
    valid: {
      requestId: ANY_ID,
      updatedData: Object.fromEntries(EDIT_FIELDS.map((f) => [f, editable[f as 'email']])),
      notes: 'Typo',
    },
  },
  ...['block', 'freeze', 'unblock', 'unfreeze', 'delete'].map((action) => ({
    url: `/api/super-admin/${action}-admin`,
    fields: ['email', 'reason'],
    multiLine: ['reason'],
    valid: { email: 'editor@studio.test', reason: 'Left the studio\n(see mail)' },
  })),
];
const GETS: { url: string; valid: Record<string, string> }[] = [
  {
    url: '/api/super-admin/signup-requests',
    valid: { page: '1', pageSize: '20', status: 'pending' },
  },
  { url: '/api/super-admin/admin-users', valid: { page: '1', pageSize: '20' } },
  {
    url: '/api/super-admin/audit-log',
    valid: { page: '1', pageSize: '20', action: 'signup.requested', actor: 'owner@studio.test' },
  },
  {
    url: '/api/admin/messages',
    valid: { page: '1', pageSize: '20', kind: 'contact', read: 'false' },
  },
];

const RAW_BODIES: [string, string, string][] = [
  ...MALFORMED_BODIES,
  ['__proto__ key', 'application/json', '{"__proto__":{"role":"super_admin"},"email":"a@b.co"}'],
  [
    'constructor.prototype key',
    'application/json',
    '{"constructor":{"prototype":{"x":1}},"requestId":"x"}',
  ],
  [
    '__proto__ inside requestData',
    'application/json',
    '{"requestId":"x","requestData":{"__proto__":{"a":1}}}',
  ],
  [
    'deeply nested requestData',
    'application/json',
    `{"requestId":"x","requestData":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  ],
  [
    'over 64 KiB',
    'application/json',
    JSON.stringify({ requestId: 'x', requestData: 'x'.repeat(70_000) }),
  ],
];

describe.each(POSTS)('POST $url with bad input', (route) => {
  it.each(RAW_BODIES)('%s → 4xx, no stack', async (_name, type, payload) => {
    const response = await h.app.inject({
      method: 'POST',
      url: route.url,
      headers: { ...withCookie(h, token), 'content-type': type },
      payload,
    });
    expectClean(response.statusCode, response.body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('the valid body passes validation (so each case below breaks one field only)', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: route.url,
      headers: withCookie(h, token),
      payload: route.valid,
    });
    expectClean(response.statusCode, response.body);
    expect(JSON.parse(response.body).errors).toBeUndefined();
  });

  describe.each(route.fields)('with only %s broken', (field) => {
    it.each(badValuesFor(field, route.multiLine))('as $name → 4xx naming it', (bad) =>
      expectOneFieldRefused(h, token, { method: 'POST', ...route }, field, bad),
    );
  });

  it('an unknown field beside valid ones → 400 naming it', async () => {
    const payload = { ...route.valid, isAdmin: true };
    const response = await h.app.inject({
      method: 'POST',
      url: route.url,
      headers: withCookie(h, token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      message: 'Invalid request',
      errors: [{ field: 'isAdmin', message: 'Unknown field' }],
    });
  });
});

describe.each(GETS)('GET $url with bad query strings', (route) => {
  const get = (query: Record<string, string>) =>
    h.app.inject({
      method: 'GET',
      url: `${route.url}?${Object.entries(query)
        .map(([key, value]) => `${key}=${value}`)
        .join('&')}`,
      headers: withCookie(h, token),
    });

  it('the valid query answers 200', async () => {
    expect((await get(route.valid)).statusCode).toBe(200);
  });

  describe.each(Object.keys(route.valid))('with only %s broken', (param) => {
    // Numbers are fine text for a filter: only the page parameters must refuse these.
    const numbers: [string, string][] = param.startsWith('page')
      ? [
          ['zero', '0'],
          ['negative', '-1'],
          ['a float', '1.5'],
          ['over the maximum', '1000001'],
        ]
      : [];
    it.each([...BAD_QUERY_VALUES, ...numbers])('as %s → 400 naming it', async (_name, value) => {
      const response = await get({ ...route.valid, [param]: value.replace('PARAM', param) });
      expectFieldRefused(response, param);
    });
  });

  it('an unknown parameter → 400', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: `${route.url}?isAdmin=1`,
      headers: withCookie(h, token),
    });
    expect(response.statusCode).toBe(400);
  });

  it('a __proto__ parameter → 400', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: `${route.url}?__proto__[isAdmin]=1`,
      headers: withCookie(h, token),
    });
    expectClean(response.statusCode, response.body);
    expect(response.statusCode).toBe(400);
  });
});

describe('fuzzing the review routes with fast-check', () => {
  const keys = fc.constantFrom(
    ...new Set([
      ...SIGNUP_FIELDS,
      'kind',
      'message',
      'website',
      'requestId',
      'requestData',
      'updatedData',
      'notes',
      'reason',
      '__proto__',
      'constructor',
      'x',
    ]),
  );
  const anyJson = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(keys, fc.jsonValue()),
    fc.record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string()),
        requestId: fc.oneof(fc.uuid(), fc.string()),
        reason: fc.string(),
        kind: fc.constantFrom('contact', 'support', 'early-access', 'x'),
        updatedData: fc.dictionary(
          fc.constantFrom('firstName', 'email', 'birthDate', 'country'),
          fc.string(),
        ),
      },
      { requiredKeys: [] },
    ),
  );

  it(
    'never answers 5xx or leaks a stack or a secret, whatever the JSON',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...POSTS), anyJson, async (route, payload) => {
          const response = await h.app.inject({
            method: 'POST',
            url: route.url,
            headers: { ...withCookie(h, token), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expectClean(response.statusCode, response.body);
        }),
        { numRuns: 150 },
      );
    },
  );

  it('never answers 5xx for arbitrary query strings', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GETS),
        fc.dictionary(
          fc.constantFrom('page', 'pageSize', 'status', 'kind', 'action', 'actor'),
          fc.string(),
        ),
        async (route, params) => {
          const query = new URLSearchParams(params).toString();
          const response = await h.app.inject({
            method: 'GET',
            url: `${route.url}?${query}`,
            headers: withCookie(h, token),
          });
          expectClean(response.statusCode, response.body);
        },
      ),
      { numRuns: 100 },
    );
  });
});
