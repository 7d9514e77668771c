import { describe, expect, it } from 'vitest';
import { preloadsLast } from './preloadsLast';

const page = (head: string, body = '<p>Hi</p>') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('preloadsLast', () => {
  it('moves the module preloads, in their order and at low priority, behind every other head tag', () => {
    const html = page(
      '<meta charSet="utf-8"/><title>T</title><link rel="modulepreload" href="/assets/a.js"/>' +
        '<link rel="modulepreload" href="/assets/b.js"/><script type="application/ld+json">{}</script>' +
        '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/>',
    );
    expect(preloadsLast(html)).toBe(
      page(
        '<meta charSet="utf-8"/><title>T</title><script type="application/ld+json">{}</script>' +
          '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/>' +
          '<link rel="modulepreload" href="/assets/a.js" fetchpriority="low"/>' +
          '<link rel="modulepreload" href="/assets/b.js" fetchpriority="low"/>',
      ),
    );
  });

  it('leaves a page without preloads, and links in the body, as they are', () => {
    const noPreloads = page('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(preloadsLast(noPreloads)).toBe(noPreloads);
    const bodyPreload = page(
      '<link rel="stylesheet" href="/assets/root.css"/>',
      '<link rel="modulepreload" href="/assets/late.js"/>',
    );
    expect(preloadsLast(bodyPreload)).toBe(bodyPreload);
  });
});
