import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../src/static/encoding.js';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %o → %o', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('offers only the codings the file has', () => {
    expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});
