import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_BYTES, slugFileNames, utf8Bytes } from '@studio/contracts';
import { articlePath } from '@studio/content/newsroom';
import { shareImagePath } from '../head/shareImage';
import { dataFileOf, htmlFileOf } from './pageFiles';

describe("an article's page files", () => {
  it('are the names the slug rule leaves room for, each within NAME_MAX at the longest slug', () => {
    const slug = 'क'.repeat(SLUG_MAX_BYTES / 3);
    const path = articlePath({ id: slug });
    const html = htmlFileOf(path);
    const data = dataFileOf(path);
    const written = [
      basename(html.slice(0, -'/index.html'.length)),
      basename(data),
      `${basename(data)}.br`,
      `${basename(data)}.gz`,
      basename(shareImagePath(path)),
    ];
    expect(written.sort()).toEqual(slugFileNames(slug).sort());
    for (const name of written) expect(utf8Bytes(name)).toBeLessThanOrEqual(255);
  });
});
