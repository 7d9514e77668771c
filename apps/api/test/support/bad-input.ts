import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { withCookie, type Harness } from './harness.js';
import { expectNoSecrets } from './review.js';

/**
 * The answer to bad input: no 5xx, the `{success:false, message}` shape, nothing that looks like
 * a stack trace or SQL, and no password or hash.
 */
export function expectClean(status: number, body: string): void {
  expect(status).toBeLessThan(500);
  expect(body).not.toMatch(
    /at .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+|syntax error at|relation "|SELECT |INSERT |invalid input syntax/i,
  );
  expectNoSecrets(body);
  if (status >= 400) {
    const parsed = JSON.parse(body) as { success: unknown; message: unknown };
    expect(parsed.success).toBe(false);
    expect(typeof parsed.message).toBe('string');
  }
}

/**
 * A 400 whose field list names `field` first (or a field inside it): the one field that was
 * broken.
 */
export function expectFieldRefused(response: LightMyRequestResponse, field: string): void {
  expectClean(response.statusCode, response.body);
  expect(response.statusCode, response.body).toBe(400);
  const answer = JSON.parse(response.body) as { errors?: { field: string; message: string }[] };
  const named = answer.errors?.[0]?.field ?? '';
  expect(named === field || named.startsWith(`${field}.`), response.body).toBe(true);
  expect(answer.errors?.[0]?.message.length).toBeGreaterThan(5);
}

export interface BadValue {
  name: string;
  value: unknown;
  /** False when the body parser refuses it before any field is looked at. */
  namesField: boolean;
}

const bad = (name: string, value: unknown, namesField = true): BadValue => ({
  name,
  value,
  namesField,
});

/** Hostile text: what PostgreSQL refuses or would silently alter, and what no form sends. */
export const BAD_TEXT: BadValue[] = [
  bad('U+0000', 'Meera\u0000Iyer'),
  bad('a lone U+0000', '\u0000'),
  bad('a bell (C0 control)', 'ring\u0007'),
  bad('an escape sequence', '\u001b[31mred'),
  bad('DEL', 'x\u007f'),
  bad('a lone high surrogate', 'note \ud83c end'),
  bad('a lone low surrogate', '\udfb5'),
  bad('a huge string', 'y'.repeat(20_000)),
];

/** Values of the wrong JSON type, and an object carrying a `__proto__` key. */
export const BAD_TYPES: BadValue[] = [
  bad('a number', 123456),
  bad('a boolean', true),
  bad('null', null),
  bad('an array', ['a@b.co']),
  bad('an object', { $ne: '' }),
  bad('an object with a __proto__ key', JSON.parse('{"__proto__":{"isAdmin":true}}'), false),
];

/** Refused in a one-line field (names, emails, ids), allowed where text may span lines. */
export const LINE_BREAK = bad('a line break', 'two\nlines');

/** The bad values for one field: every hostile text and type, and a line break unless allowed. */
export function badValuesFor(field: string, multiLine: readonly string[] = []): BadValue[] {
  return [...BAD_TEXT, ...BAD_TYPES, ...(multiLine.includes(field) ? [] : [LINE_BREAK])];
}

/** `valid` with the field at `path` (dots go into nested objects) replaced by `value`. */
export function withField(
  valid: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...valid, [head]: value };
  const inner = (valid[head] ?? {}) as Record<string, unknown>;
  return { ...valid, [head]: withField(inner, rest.join('.'), value) };
}

export interface BodyRoute {
  method: 'POST' | 'GET';
  url: string;
  /** A body the schema accepts, holding every field that is varied. */
  valid: Record<string, unknown>;
}

/** Sends `route.valid` with only `field` replaced by `bad`, and checks the refusal. */
export async function expectOneFieldRefused(
  h: Harness,
  token: string,
  route: BodyRoute,
  field: string,
  bad: BadValue,
): Promise<void> {
  const response = await h.app.inject({
    method: route.method,
    url: route.url,
    headers: withCookie(h, token),
    payload: withField(route.valid, field, bad.value),
  });
  if (bad.namesField) expectFieldRefused(response, field);
  else expectClean(response.statusCode, response.body);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
}

/** Query-string forms of bad text (a URL cannot carry a lone surrogate: it is UTF-8). */
export const BAD_QUERY_VALUES: [string, string][] = [
  ['U+0000', 'a%00b'],
  ['a bell (C0 control)', 'a%07'],
  ['an escape sequence', '%1B%5B31m'],
  ['a line break', 'a%0Ab'],
  ['a huge string', 'y'.repeat(5_000)],
  ['an array (the parameter twice)', 'x&PARAM=y'],
];

/** Bodies no JSON route may take, whatever its fields: each must get a 4xx and no stack. */
export const MALFORMED_BODIES: [name: string, contentType: string, payload: string][] = [
  ['malformed JSON', 'application/json', '{"email": '],
  ['a JSON string', 'application/json', '"hello"'],
  ['a JSON array', 'application/json', '[1,2,3]'],
  ['JSON null', 'application/json', 'null'],
  ['an empty body', 'application/json', ''],
  ['text/plain', 'text/plain', '{"email":"a@b.co"}'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'email=a%40b.co'],
];
