import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@studio/content/site';
import VideoPage, { loader } from './video';

// The first render of a page compiles its modules; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderVideo() {
  const Stub = createRoutesStub([{ path: '/video', Component: VideoPage, loader }]);
  return render(<Stub initialEntries={['/video']} />);
}

function acceptMarketing() {
  localStorage.setItem('cookieConsent', 'accepted');
  localStorage.setItem(
    'cookiePreferences',
    JSON.stringify({ necessary: true, analytics: true, marketing: true, preferences: true }),
  );
}

const cards = () =>
  within(screen.getByRole('heading', { name: 'Featured Videos' }).closest('section')!)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement?.tagName === 'SECTION');

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/video', () => {
  it('shows the hero with Start Watching opening the video channel in a new tab', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderVideo();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Stories Told in Sound and Light',
    );
    const watch = screen.getByRole('link', { name: /^Start Watching/ });
    expect(watch).toHaveAttribute('href', siteConfig.videoChannelUrl);
    expect(watch).toHaveAttribute('target', '_blank');
  });

  it('shows three featured videos with their genres and descriptions cut at 100 characters', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderVideo();
    await screen.findByRole('heading', { level: 1 });
    expect(cards()).toHaveLength(3);
    for (const genre of ['Bhakti Song', 'Desh Bhakti', 'Chhath Puja']) {
      expect(screen.getByText(genre)).toBeVisible();
    }
    const description = screen.getByText(/^Meera Joshi sings our Janmashtami bhajan/);
    expect(description.textContent!.endsWith('...')).toBe(true);
    expect(description.textContent!.length).toBeLessThanOrEqual(103);
  });

  it("each video's poster offers phone widths its 750 px files first, wider screens the files they had", async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderVideo();
    await screen.findByRole('heading', { level: 1 });
    for (const card of cards()) {
      const sources = [...card.querySelectorAll('picture source')];
      expect(sources.map((source) => source.getAttribute('media'))).toEqual([
        '(max-width: 767.98px)',
        null,
        '(max-width: 767.98px)',
      ]);
      expect(sources[0]?.getAttribute('srcset')).toContain('-750.avif 750w');
      expect(sources[1]?.getAttribute('srcset')).not.toContain('750');
      expect(card.querySelector('picture img')?.getAttribute('srcset')).not.toContain('750');
    }
    expect(cards()).toHaveLength(3);
  });

  it('without consent › asks the video platform for nothing and frames nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = renderVideo();
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('iframe')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the card menu › offers Play Here and the three platforms in new tabs', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderVideo();
    const menuButton = await screen.findByRole('button', {
      name: 'More ways to watch Desh Ki Mitti (Official Music Video)',
    });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('button', { name: 'Play Here' })).toBeVisible();
    for (const [name, host] of [
      ['YouTube', 'https://www.youtube.com/watch?v='],
      ['Vimeo', 'https://vimeo.com/'],
      ['Instagram', siteConfig.social.instagram],
    ] as const) {
      const link = within(menu).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link.getAttribute('href')).toContain(host);
      expect(link).toHaveAttribute('target', '_blank');
    }
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('Play Here › plays that video inline from youtube-nocookie and closes the menu; one plays at a time; × closes', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { container } = renderVideo();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'More ways to watch Desh Ki Mitti (Official Music Video)',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Here' }));
    let frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Dk9mPz4VhQw?autoplay=1&rel=0&modestbranding=1',
    );
    expect(frames[0]).toHaveAttribute('height', '315');
    expect(screen.queryByRole('button', { name: 'Play Here' })).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Play Chhath Ke Geet (Live at the Ghat)' }),
    );
    frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('title', 'Chhath Ke Geet (Live at the Ghat)');

    await userEvent.click(
      screen.getByRole('button', { name: 'Close Chhath Ke Geet (Live at the Ghat)' }),
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('with consent › titles and artists come from oEmbed', async () => {
    acceptMarketing();
    const fetch = vi.fn(async (url: string) => {
      const id = new URL(new URL(url).searchParams.get('url')!).searchParams.get('v');
      return new Response(
        JSON.stringify({ title: `Channel title ${id}`, author_name: 'Sargam Studios Channel' }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetch);
    renderVideo();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Channel title Dk9mPz4VhQw' }),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/www\.youtube\.com\/oembed\?url=https%3A%2F%2Fwww\.youtube\.com%2Fwatch%3Fv%3D.+&format=json$/,
    );
  });

  it('with consent › when oEmbed fails, keeps the static titles, logs once and shows no error', async () => {
    acceptMarketing();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not Found', { status: 404 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderVideo();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(
      screen.getByRole('heading', { level: 3, name: 'Desh Ki Mitti (Official Music Video)' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the four category cards', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderVideo();
    const section = (await screen.findByRole('heading', { name: 'Browse by Category' })).closest(
      'section',
    )!;
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Music Videos', 'Live Performances', 'Behind the Scenes', 'Tutorials']);
  });
});
