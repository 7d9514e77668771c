import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { sampleArticleEntry } from '../../../test/contentSamples';
import { storeServer } from '../../../test/entryEditor';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the article editor › search and sharing', () => {
  // The body's rich text editor loads once before the tests (see EntryEditor.test.tsx).
  beforeAll(async () => {
    await import('@studio/ui/editor');
  }, 180_000);

  it('shows the title as the meta title’s placeholder, previews the search result and share card as typed, and saves the override', async () => {
    const article = { ...sampleArticleEntry, data: { ...sampleArticleEntry.data } };
    const store = storeServer(article, `/api/content/articles/${article.id}`);
    const user = userEvent.setup();
    renderApp(`/super-admin/dashboard/content/articles/${article.id}`);
    await screen.findByRole('textbox', { name: /^Body/ }, { timeout: 45_000 });
    await user.click(screen.getByRole('button', { name: 'Add search and sharing' }));
    const metaTitle = screen.getByRole('textbox', { name: /^Meta title \(optional\)/ });
    expect(metaTitle).toHaveAttribute('placeholder', 'Notes from the live room');
    const snippet = screen.getByRole('group', { name: 'Search result preview' });
    expect(snippet).toHaveTextContent('Notes from the live room');
    expect(snippet).toHaveTextContent('/article/notes-from-the-live-room');

    await user.type(metaTitle, 'What a choir taught us');
    expect(snippet).toHaveTextContent('What a choir taught us');
    expect(screen.getByRole('group', { name: 'Shared link preview' })).toHaveTextContent(
      'What a choir taught us',
    );
    await user.click(screen.getByRole('checkbox', { name: /Hide from search engines/ }));
    expect(screen.getByText(/asked not to list this page/)).toBeVisible();
    await waitFor(
      () =>
        expect(store.puts().at(-1)?.body).toMatchObject({
          data: { seo: { metaTitle: 'What a choir taught us', noindex: true } },
        }),
      { timeout: 15_000 },
    );
  }, 120_000);
});
