import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UNSAFE_ErrorResponseImpl,
  createRoutesStub,
  type ClientLoaderFunctionArgs,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@studio/content/articles';
import { defaultArticles, defaultContentSource } from '@studio/content/defaultSource';
import { GENERAL_ARTICLE_PATH, articleForSlug } from '@studio/content/newsroom';
import type { ContentSource } from '@studio/content/source';
import { siteConfig } from '@studio/content/site';
import { bodyOf, hostileBody } from '../test/articleBodies';
import ArticleRoute, { clientLoader, loader, meta } from './article';

// The first render of a page compiles its modules; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderArticle(path: string, content: ContentSource = defaultContentSource) {
  const Stub = createRoutesStub(
    [
      {
        path: '/article/:slug',
        Component: ArticleRoute,
        loader,
      },
      { path: '/newsroom', Component: () => <h1>Newsroom</h1> },
    ],
    { content },
  );
  return render(<Stub initialEntries={[path]} />);
}

const FEATURED_SLUG = '/article/new-song-release-radha-shyam-salone-ko';

/** An article page as the server renders it for a slug the bundle does not know. */
const stored = articleForSlug(
  {
    ...defaultArticles,
    all: [{ ...defaultArticles.all[0]!, id: 'kept-in-the-store', title: 'Kept in the store' }],
  },
  'kept-in-the-store',
);

afterEach(() => localStorage.clear());

describe('/article/:slug', () => {
  it('the featured story’s slug shows the devotional song announcement with date, category, subtitle and body', async () => {
    renderArticle(FEATURED_SLUG);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'New Song Release: Radha Shyam Salone Ko',
      }),
    ).toBeVisible();
    expect(screen.getByText('August 26, 2024')).toHaveAttribute('datetime', '2024-08-26');
    expect(screen.getByText('Music')).toBeVisible();
    expect(screen.getByText(/recorded live around a single microphone/)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'A song made for singing along' }),
    ).toBeVisible();
  });

  it('an unknown slug shows the general studio article under a notice that the story is not here', async () => {
    renderArticle('/article/no-such-story');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inside Sargam Studios' }),
    ).toBeVisible();
    const notice = screen.getByRole('note', { name: 'Story not found' });
    expect(notice).toHaveTextContent(
      'The story you were looking for is not here, or is no longer here.',
    );
    expect(within(notice).getByRole('link', { name: 'Go to the Newsroom' })).toHaveAttribute(
      'href',
      '/newsroom',
    );
  });

  it('the general article at its own address shows no notice', async () => {
    renderArticle(GENERAL_ARTICLE_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inside Sargam Studios' }),
    ).toBeVisible();
    expect(screen.queryByRole('note', { name: 'Story not found' })).toBeNull();
  });

  it("the article's JSON-LD names the stored identity as its publisher", () => {
    const data = articleForSlug(defaultArticles, 'new-song-release-radha-shyam-salone-ko');
    const identity = { ...siteConfig, name: 'Raga Works' };
    const head = meta({
      data,
      matches: [{ id: 'root', loaderData: { origin: 'https://raga.example', identity } }],
    } as unknown as Parameters<typeof meta>[0]);
    const article = (head ?? []).find(
      (tag) =>
        'script:ld+json' in tag &&
        (tag['script:ld+json'] as { '@type'?: string })['@type'] === 'NewsArticle',
    );
    expect((article as Record<string, unknown> | undefined)?.['script:ld+json']).toMatchObject({
      publisher: { '@type': 'Organization', name: 'Raga Works' },
    });
  });

  it('the page for unknown slugs names itself noindex and claims no canonical address', () => {
    const data = articleForSlug(defaultArticles, 'no-such-story');
    expect(data.isUnknown).toBe(true);
    const head = meta({
      data,
      matches: [],
    } as unknown as Parameters<typeof meta>[0]);
    expect(head).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect((head ?? []).some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
    expect(head).toContainEqual({ title: 'Story Not Found | Sargam Studios' });
  });

  it('the client loader shows the server’s data for the slug, and the general article from the bundle when there is none', async () => {
    const args = (slug: string, serverLoader: () => Promise<unknown>) =>
      ({ params: { slug }, serverLoader }) as unknown as ClientLoaderFunctionArgs;
    const fromServer = await clientLoader(args('kept-in-the-store', () => Promise.resolve(stored)));
    expect(fromServer.article.title).toBe('Kept in the store');

    const noData = () => Promise.reject(new UNSAFE_ErrorResponseImpl(404, 'Not Found', ''));
    expect((await clientLoader(args('no-such-story', noData))).article.title).toBe(
      'Inside Sargam Studios',
    );
    const offline = new TypeError('Failed to fetch');
    await expect(clientLoader(args('any', () => Promise.reject(offline)))).rejects.toBe(offline);
  });

  it('shows two related articles linked by the slug rule, and goes back to the newsroom', async () => {
    renderArticle(FEATURED_SLUG);
    const related = (await screen.findByRole('heading', { name: 'Related Articles' })).closest(
      'section',
    )!;
    const links = within(related).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/article\/[a-z0-9-]+$/);
    await userEvent.click(screen.getByRole('link', { name: /Back to Newsroom/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
  });

  it('rating › a radio group of five stars; choosing one keeps it', async () => {
    renderArticle(FEATURED_SLUG);
    const group = await screen.findByRole('group', { name: 'Rate this article' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('You rated this article 4 out of 5.')).toBeVisible();
  });

  it('like › toggles between 42 and 43 likes', async () => {
    renderArticle(FEATURED_SLUG);
    const like = await screen.findByRole('button', { name: /^Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('42 likes')).toBeVisible();
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('43 likes')).toBeVisible();
    await userEvent.click(like);
    expect(screen.getByText('42 likes')).toBeVisible();
  });

  it('comments › two seeded; Post Comment is disabled while empty; a post is trimmed and shows You, Just now first', async () => {
    renderArticle(FEATURED_SLUG);
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(post).toBeDisabled();
    await userEvent.type(box, '  What a beautiful bhajan!  ');
    await userEvent.click(post);
    expect(box).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();
    const first = within(screen.getAllByRole('list').at(-2)!).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(/^YouJust nowWhat a beautiful bhajan!$/);
  });

  it('rating, like and comments are kept per article across a reload', async () => {
    const first = renderArticle(FEATURED_SLUG);
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: /^Like/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Add a comment' }),
      'Kept after reload',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    first.unmount();

    renderArticle(FEATURED_SLUG);
    expect(await screen.findByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByText('43 likes')).toBeVisible();
    expect(screen.getByText('Kept after reload')).toBeVisible();

    renderArticle('/article/no-such-story');
    expect(await screen.findAllByText('42 likes')).toHaveLength(1);
  });

  it('corrupt saved data is ignored', async () => {
    localStorage.setItem('articleInteractions:new-song-release-radha-shyam-salone-ko', '{not json');
    renderArticle(FEATURED_SLUG);
    expect(await screen.findByText('42 likes')).toBeVisible();
    expect(screen.getByText('Not rated yet.')).toBeVisible();
  });

  it('a stored body with a javascript: link and an unknown node shows neither, only the allowed words', async () => {
    const hostile: Article = { ...defaultArticles.all[0]!, id: 'hostile-body', body: hostileBody };
    renderArticle('/article/hostile-body', {
      ...defaultContentSource,
      articles: () =>
        Promise.resolve({ ...defaultArticles, all: [hostile, ...defaultArticles.all] }),
    });

    const article = (await screen.findByRole('heading', { level: 1 })).closest('article')!;
    expect(within(article).getByText('Read the liner notes')).toBeVisible();
    expect(within(article).queryByRole('link')).toBeNull();
    expect(article.innerHTML).not.toMatch(/javascript:|alert\(|onerror|<script|<img src="x"/);
  });

  it('an embedded video in a body shows its player behind the consent facade; an unknown platform shows nothing', async () => {
    const embeds = [
      { type: 'embed', version: 1, provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Lyric video' },
      { type: 'embed', version: 1, provider: 'vimeo', id: '76979871', title: 'Elsewhere' },
      { type: 'embed', version: 1, provider: 'spotify', id: '../../evil', title: 'Bad id' },
    ];
    const body = bodyOf(...embeds);
    const withPlayer: Article = { ...defaultArticles.all[0]!, id: 'with-player', body };
    renderArticle('/article/with-player', {
      ...defaultContentSource,
      articles: () =>
        Promise.resolve({ ...defaultArticles, all: [withPlayer, ...defaultArticles.all] }),
    });

    expect(await screen.findByRole('button', { name: 'Play Lyric video' })).toBeVisible();
    expect(screen.queryByText(/Elsewhere|Bad id/)).toBeNull();
    // Nothing loads from the platform before consent or a click.
    expect(document.querySelector('iframe')).toBeNull();
  });
});
