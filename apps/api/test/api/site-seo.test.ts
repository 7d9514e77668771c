// An article's own search and sharing fields in the page the site renders from the store: its
// meta title and description in the head, noindex in robots, and no sitemap line for a noindex
// page. On PGlite only: what is stored is content-entries.test.ts's.
import { describe, expect, it } from 'vitest';
import { article } from '../support/content.js';
import { EDITOR, useSiteContentApi } from '../support/content-api.js';

const { h, tokenOf, created, act } = useSiteContentApi();

const page = async (url: string) => (await h.app.inject({ method: 'GET', url })).body;

describe('an article’s search and sharing fields', () => {
  it('give its page their title, description and noindex, and keep it out of the sitemap', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(
      editor,
      article({
        seo: {
          metaTitle: 'Book the monsoon room',
          metaDescription: 'Full-band days in the live room, all season.',
          noindex: true,
        },
      }),
    );
    await act(editor, draft, 'publish');
    const html = await page(`/article/${draft.slug}`);
    expect(html).toContain('<title>Book the monsoon room | ');
    expect(html).toContain('content="Full-band days in the live room, all season."');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(await page('/sitemap.xml')).not.toContain(`/article/${draft.slug}<`);
  }, 180_000);

  it('without them, the page uses its title and subtitle and is listed in the sitemap', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor, article());
    await act(editor, draft, 'publish');
    const html = await page(`/article/${draft.slug}`);
    expect(html).not.toMatch(/<meta name="robots"/);
    expect(await page('/sitemap.xml')).toContain(`/article/${draft.slug}<`);
  }, 180_000);
});
