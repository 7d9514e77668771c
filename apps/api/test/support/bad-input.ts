import { expect } from 'vitest';
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

/** Wrong types and hostile strings, put into every field of every route in turn. */
export const BAD_VALUES: [string, unknown][] = [
  ['number', 123456],
  ['boolean', true],
  ['null', null],
  ['array', ['a@b.co']],
  ['object', { $ne: '' }],
  ['SQL metacharacters', "' OR 1=1; DROP TABLE users; --"],
  ['a 255-character email', `${'a'.repeat(245)}@studio.co`],
  ['control characters', 'a\u0000b\u0007@c.d'],
  ['an OTP with 5 digits', '12345'],
  ['an OTP with letters', '12a456'],
  ['a huge string', 'y'.repeat(20_000)],
];
