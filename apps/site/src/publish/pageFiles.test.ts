import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_BYTES, slugFileNames, utf8Bytes } from '@studio/contracts';
import { articlePath } from '@studio/content/newsroom';
import { shareImagePath } from '../head/shareImage';
import { dataFileOf, htmlFileOf, preparePage, urlPathOf } from './pageFiles';

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

describe("each language's 404 page", () => {
  it('is written to its own file, which names it again, with its share image', () => {
    expect(htmlFileOf('*')).toBe('404.html');
    expect(htmlFileOf('/hi/*')).toBe('hi/404.html');
    expect(urlPathOf('404.html')).toBe('*');
    expect(urlPathOf('hi/404.html')).toBe('/hi/*');
    expect(urlPathOf('hi/index.html')).toBe('/hi');
    expect(shareImagePath('*')).toBe('/share/not-found.png');
    expect(shareImagePath('/hi/*')).toBe('/share/hi-not-found.png');
  });
});

describe("a page's CSP additions", () => {
  it("let a page's embeds in every language it is written in, and none on a 404 page", () => {
    const frames = (path: string) => preparePage('<html></html>', path).policy.frameSrc;
    expect(frames('/music')).toEqual(['https://open.spotify.com']);
    expect(frames('/hi/music')).toEqual(['https://open.spotify.com']);
    expect(frames('/hi/video')).toEqual(['https://www.youtube-nocookie.com']);
    expect(frames('*')).toEqual([]);
    expect(frames('/hi/*')).toEqual([]);
  });
});
