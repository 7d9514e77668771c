import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheetsFirst';

const page = (head: string, body = '<p>Hi</p>') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('stylesheetsFirst', () => {
  it('moves every stylesheet link ahead of the first module preload, in their order', () => {
    const html = page(
      '<meta charSet="utf-8"/><title>T</title><link rel="modulepreload" href="/assets/a.js"/>' +
        '<link rel="modulepreload" href="/assets/b.js"/><script type="application/ld+json">{}</script>' +
        '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/>',
    );
    expect(stylesheetsFirst(html)).toBe(
      page(
        '<meta charSet="utf-8"/><title>T</title><link rel="stylesheet" href="/assets/root.css"/>' +
          '<link rel="stylesheet" href="/assets/page.css"/><link rel="modulepreload" href="/assets/a.js"/>' +
          '<link rel="modulepreload" href="/assets/b.js"/><script type="application/ld+json">{}</script>',
      ),
    );
  });

  it('leaves a page without preloads, and links in the body, as they are', () => {
    const noPreloads = page('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(stylesheetsFirst(noPreloads)).toBe(noPreloads);
    const bodyLink = page(
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<link rel="stylesheet" href="/assets/late.css"/>',
    );
    expect(stylesheetsFirst(bodyLink)).toBe(bodyLink);
  });
});
