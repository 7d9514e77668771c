import { describe, expect, it } from 'vitest';
import { articlePathOf, entryPath, isArticlePath } from '../src/site-pages.js';

describe('the site pages contract', () => {
  it("knows an article's page by its prefix and one slug segment", () => {
    expect(isArticlePath(articlePathOf('inside-sargam-studios'))).toBe(true);
    expect(isArticlePath(articlePathOf('नमस्ते-दुनिया'))).toBe(true);
    expect(isArticlePath('/article/')).toBe(false);
    expect(isArticlePath('/article/a/b')).toBe(false);
    expect(isArticlePath('/newsroom')).toBe(false);
    expect(isArticlePath('/articles/x')).toBe(false);
  });

  it('gives a page of its own to articles only', () => {
    expect(entryPath('articles', 'a-story')).toBe('/article/a-story');
    expect(entryPath('tracks', 'neon-ghats')).toBeNull();
  });
});
