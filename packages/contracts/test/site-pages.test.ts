import { describe, expect, it } from 'vitest';
import {
  articlePathOf,
  entryPath,
  isArticlePath,
  notFoundFileFor,
  notFoundFileOf,
  notFoundLocaleOf,
  notFoundPathOf,
} from '../src/site-pages.js';

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

  it("answers an address that is no page with its language's 404 page", () => {
    expect(notFoundFileFor('/nope')).toBe('404.html');
    expect(notFoundFileFor('/hindi')).toBe('404.html');
    expect(notFoundFileFor('/hi/nope')).toBe('hi/404.html');
    expect(notFoundFileFor('/hi/article/unknown')).toBe('hi/404.html');
    expect(notFoundFileOf('en')).toBe('404.html');
    expect(notFoundFileOf('hi')).toBe('hi/404.html');
  });

  it('names each language’s 404 page for the renderer, and nothing else', () => {
    expect(notFoundPathOf('en')).toBe('*');
    expect(notFoundPathOf('hi')).toBe('/hi/*');
    expect(notFoundLocaleOf('*')).toBe('en');
    expect(notFoundLocaleOf('/hi/*')).toBe('hi');
    for (const path of ['/', '/hi/', '/404', '/hi/404', '/hi*'])
      expect(notFoundLocaleOf(path)).toBeNull();
  });
});
