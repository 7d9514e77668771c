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
import { siteWords } from '@studio/content/siteWords';
import { defaultSiteContent, hindiDefaultArticles } from '@studio/content/languages';
import { loader as rootLoader } from '../root';
import { bodyOf, hostileBody } from '../test/articleBodies';
import { withRoot } from '../test/routeTesting';
import ArticleRoute, { clientLoader, loader, meta } from './article';

// The first render of a page compiles its modules; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderArticle(path: string, content: ContentSource = defaultContentSource) {
  const Stub = createRoutesStub(
    withRoot([
      {
        path: '/article/:slug',
        Component: ArticleRoute,
        loader,
      },
      { path: '/newsroom', Component: () => <h1>Newsroom</h1> },
    ]),
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

type SentRequest = { method: string; url: string; body: string | undefined };

/**
 * The API at the network edge: answers the article's interaction calls the way the server does
 * (counts change with likes and ratings; comments wait for moderation) and records the requests.
 */
function fakeInteractionsServer(
  start: {
    likes?: number;
    rating?: { average: number | null; count: number };
    comments?: { id: string; name: string; text: string; createdAt: string }[];
    refuseComments?: boolean;
  } = {},
) {
  const requests: SentRequest[] = [];
  let likes = start.likes ?? 0;
  let rating = start.rating ?? { average: null, count: 0 };
  const comments = start.comments ?? [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : undefined;
    requests.push({ method, url: input, body });
    if (input.includes('/interactions')) {
      const page = Number(new URL(input, 'http://site.test').searchParams.get('page') ?? 1);
      return Promise.resolve(
        json(200, {
          success: true,
          articleId: 'entry-1',
          likes,
          rating,
          comments: {
            success: true,
            page,
            pageSize: 20,
            total: comments.length,
            items: comments.slice((page - 1) * 20, page * 20),
          },
        }),
      );
    }
    if (input.endsWith('/like') || input.endsWith('/unlike')) {
      likes += input.endsWith('/like') ? 1 : -1;
      return Promise.resolve(json(200, { success: true, message: 'ok', liked: true, likes }));
    }
    if (input.endsWith('/rating')) {
      const { stars } = JSON.parse(body!) as { stars: number };
      const count = rating.count + 1;
      const average =
        Math.round((((rating.average ?? 0) * rating.count + stars) / count) * 10) / 10;
      rating = { average, count };
      return Promise.resolve(json(200, { success: true, message: 'ok', stars, rating }));
    }
    if (start.refuseComments)
      return Promise.resolve(
        json(429, { success: false, message: 'Too many requests. Please try again later.' }),
      );
    return Promise.resolve(
      json(201, {
        success: true,
        message: 'Thank you: your comment will appear once the studio has read it',
      }),
    );
  });
  return { requests };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

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
      data: { ...data, alternates: {} },
      location: { pathname: '/article/new-song-release-radha-shyam-salone-ko' },
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
      data: { ...data, alternates: {} },
      location: { pathname: '/article/no-such-story' },
      matches: [{ id: 'root', loaderData: { words: siteWords } }],
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

  it('rate & interact › starts from the server’s counts: no likes, an invitation to rate, no comments', async () => {
    const server = fakeInteractionsServer();
    renderArticle(FEATURED_SLUG);
    expect(await screen.findByText('0 likes')).toBeVisible();
    expect(screen.getByText('No ratings yet: be the first to rate this article.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    expect(screen.queryByText(/42/)).toBeNull();
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/articles/new-song-release-radha-shyam-salone-ko/interactions?page=1',
    });
  });

  it('rate & interact › the general article has no section', async () => {
    fakeInteractionsServer();
    renderArticle('/article/no-such-story');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Rate & Interact' })).toBeNull();
  });

  it('like › toggles through the API, with the server’s count, remembered by this browser', async () => {
    const server = fakeInteractionsServer({ likes: 7 });
    const first = renderArticle(FEATURED_SLUG);
    expect(await screen.findByText('7 likes')).toBeVisible();
    const like = screen.getByRole('button', { name: /^Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(await screen.findByText('8 likes')).toBeVisible();
    expect(like).toHaveAttribute('aria-pressed', 'true');
    const sent = server.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/api/articles/new-song-release-radha-shyam-salone-ko/like',
    });
    expect(JSON.parse(sent.body!)).toEqual({ visitorId: localStorage.getItem('studioVisitorId') });
    first.unmount();
    renderArticle(FEATURED_SLUG);
    const again = await screen.findByRole('button', { name: /^Liked/ });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(again);
    expect(await screen.findByText('7 likes')).toBeVisible();
    expect(server.requests.at(-1)!.url).toMatch(/\/unlike$/);
  });

  it('rating › a radio group of five stars; choosing one sends it and shows the average and count', async () => {
    fakeInteractionsServer({ rating: { average: 4.5, count: 2 } });
    renderArticle(FEATURED_SLUG);
    expect(await screen.findByText('4.5 from 2 ratings')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Rate this article' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(group).getByRole('radio', { name: '3 stars' }));
    expect(await screen.findByText(/4 from 3 ratings/)).toBeVisible();
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByText(/You rated this article 3 out of 5\./)).toBeVisible();
  });

  it('comments › published ones with their date; a sent one waits for the studio; more past 20', async () => {
    const published = Array.from({ length: 21 }, (_, i) => ({
      id: `c${i}`,
      name: `Listener ${i}`,
      text: `Comment ${i}`,
      createdAt: '2026-01-05T10:00:00.000Z',
    }));
    const server = fakeInteractionsServer({ comments: published });
    renderArticle(FEATURED_SLUG);
    expect(await screen.findByRole('heading', { name: 'Comments (21)' })).toBeVisible();
    expect(screen.getByText('Comment 0')).toBeVisible();
    expect(screen.getAllByText('January 5, 2026')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment 20')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();

    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Comment/ }),
      '  What a beautiful bhajan!  ',
    );
    await userEvent.click(post);
    expect(
      await screen.findByText('Thank you: your comment will appear once the studio has read it'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveValue('');
    expect(JSON.parse(server.requests.at(-1)!.body!)).toEqual({
      name: 'Asha',
      text: 'What a beautiful bhajan!',
    });
    // Not shown until the studio approves it.
    expect(screen.queryByText('What a beautiful bhajan!')).toBeNull();
  });

  it('comments › a refusal keeps what was typed and shows the API’s words', async () => {
    fakeInteractionsServer({ refuseComments: true });
    renderArticle(FEATURED_SLUG);
    await screen.findByText('0 likes');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha');
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Kept');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveValue('Kept');
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

/** A Hindi article page as the site renders it: under the root's loader, at its `/hi/` address. */
function renderHindiArticle(path: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: rootLoader,
      children: [
        { path: '/hi/article/:slug', Component: ArticleRoute, loader },
        { path: '/hi/newsroom', Component: () => <h1>न्यूज़रूम</h1> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const hindiStory = hindiDefaultArticles.all[0]!;
const HINDI_SLUG = `/hi/article/${hindiStory.id}`;

describe('/hi/article/:slug', () => {
  it('the page’s own words are Hindi: the way back, the byline and the related stories', async () => {
    fakeInteractionsServer();
    renderHindiArticle(HINDI_SLUG);
    expect(await screen.findByRole('heading', { level: 1, name: hindiStory.title })).toBeVisible();
    expect(screen.getByRole('link', { name: /न्यूज़रूम पर लौटें/ })).toHaveAttribute(
      'href',
      '/hi/newsroom',
    );
    expect(screen.getByText(`लेखक: ${hindiStory.author}`)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'इनसे जुड़ी और ख़बरें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'रेटिंग दें और अपनी राय बताएँ' })).toBeVisible();
    expect(screen.queryByText(/Back to Newsroom|Related Articles|Rate & Interact/)).toBeNull();
  });

  it('rate & interact › 0 and 1 take the singular, more the plural, grouped in lakhs', async () => {
    fakeInteractionsServer({ likes: 0 });
    const first = renderHindiArticle(HINDI_SLUG);
    expect(await screen.findByText('0 व्यक्ति ने पसंद किया')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^पसंद करें/ }));
    expect(await screen.findByText('1 व्यक्ति ने पसंद किया')).toBeVisible();
    expect(screen.getByRole('button', { name: /^पसंद किया/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    first.unmount();
    localStorage.clear();

    fakeInteractionsServer({ likes: 123456, rating: { average: 4.5, count: 123456 } });
    renderHindiArticle(HINDI_SLUG);
    // hi-IN groups by lakh (Intl's default digits for hi-IN are Latin).
    expect(await screen.findByText('1,23,456 लोगों ने पसंद किया')).toBeVisible();
    expect(screen.getByText('1,23,456 रेटिंग से औसत 4.5')).toBeVisible();
    const group = screen.getByRole('group', { name: 'इस लेख को रेटिंग दें' });
    expect(within(group).getByRole('radio', { name: '3 स्टार' })).toBeInTheDocument();
  });

  it('comments › Hindi heading, date and messages; a refusal in Hindi, not the API’s English', async () => {
    fakeInteractionsServer({
      comments: [
        { id: 'c1', name: 'आशा', text: 'बहुत सुंदर भजन!', createdAt: '2026-01-05T10:00:00.000Z' },
      ],
    });
    const first = renderHindiArticle(HINDI_SLUG);
    expect(await screen.findByRole('heading', { name: 'टिप्पणियाँ (1)' })).toBeVisible();
    expect(screen.getByText('5 जनवरी 2026')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^नाम/ }), 'आशा');
    await userEvent.type(screen.getByRole('textbox', { name: /^टिप्पणी/ }), 'वाह!');
    await userEvent.click(screen.getByRole('button', { name: 'टिप्पणी भेजें' }));
    expect(
      await screen.findByText('धन्यवाद! स्टूडियो के पढ़ लेने के बाद आपकी टिप्पणी यहाँ दिखेगी।'),
    ).toBeVisible();
    first.unmount();

    fakeInteractionsServer({ refuseComments: true });
    renderHindiArticle(HINDI_SLUG);
    await screen.findByText('0 व्यक्ति ने पसंद किया');
    expect(screen.getByText('अभी कोई टिप्पणी नहीं: पहली टिप्पणी आपकी हो सकती है।')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^नाम/ }), 'आशा');
    await userEvent.type(screen.getByRole('textbox', { name: /^टिप्पणी/ }), 'रखा गया');
    await userEvent.click(screen.getByRole('button', { name: 'टिप्पणी भेजें' }));
    expect(await screen.findByText('कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।')).toBeVisible();
    expect(screen.queryByText(/Too many requests/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /^टिप्पणी/ })).toHaveValue('रखा गया');
  });

  it('an unknown slug says so in Hindi, in the page and its title', async () => {
    renderHindiArticle('/hi/article/no-such-story');
    expect(await screen.findByRole('note', { name: 'यह ख़बर नहीं मिली' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'न्यूज़रूम पर जाएँ' })).toHaveAttribute(
      'href',
      '/hi/newsroom',
    );
    const data = articleForSlug(hindiDefaultArticles, 'no-such-story');
    const head = meta({
      data: { ...data, alternates: {} },
      location: { pathname: '/hi/article/no-such-story' },
      matches: [{ id: 'root', loaderData: { words: await defaultSiteContent.hi.words() } }],
    } as unknown as Parameters<typeof meta>[0]);
    expect(head).toContainEqual(
      expect.objectContaining({ title: expect.stringMatching(/^यह ख़बर नहीं मिली \| /) }),
    );
  });
});
