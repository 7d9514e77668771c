import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@studio/content/site';
import MusicPage, { loader } from './music';

// The first render of a page compiles its modules; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderMusic() {
  const Stub = createRoutesStub([{ path: '/music', Component: MusicPage, loader }]);
  return render(<Stub initialEntries={['/music']} />);
}

afterEach(() => localStorage.clear());

describe('/music', () => {
  it('shows the hero with Start Listening opening the streaming album in a new tab', async () => {
    renderMusic();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Music That Moves the Soul' }),
    ).toBeVisible();
    const listen = screen.getByRole('link', { name: /^Start Listening/ });
    expect(listen).toHaveAttribute('href', siteConfig.streamingAlbumUrl);
    expect(listen).toHaveAttribute('target', '_blank');
    expect(listen).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without consent › shows three player facades and frames nothing from the streaming service', async () => {
    const { container } = renderMusic();
    await screen.findByRole('heading', { level: 1 });
    for (const title of ['Radha Shyam Salone Ko', 'As It Was', 'Vande Bharat Sunrise']) {
      expect(screen.getByRole('button', { name: `Play ${title}` })).toBeVisible();
    }
    expect(container.querySelector('iframe')).toBeNull();
  });

  it("each player's poster offers phone widths its 750 px files first, wider screens the files they had", async () => {
    const { container } = renderMusic();
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: 'Play Radha Shyam Salone Ko' });
    const poster = button.parentElement?.querySelector('picture');
    const sources = [...(poster?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('media'))).toEqual([
      '(max-width: 767.98px)',
      null,
      '(max-width: 767.98px)',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toContain('-750.avif 750w');
    expect(sources[1]?.getAttribute('srcset')).not.toContain('750');
    expect(sources[2]?.getAttribute('srcset')).toContain('-750.webp 750w');
    expect(poster?.querySelector('img')?.getAttribute('srcset')).not.toContain('750');
    expect(container.querySelectorAll('picture source[media]')).toHaveLength(2 * 4);
  });

  it('without consent › a click on one facade loads only that 352 px player', async () => {
    const { container } = renderMusic();
    await userEvent.click(await screen.findByRole('button', { name: 'Play As It Was' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('title', 'As It Was');
    expect(frames[0]).toHaveAttribute('height', '352');
    expect(frames[0]?.getAttribute('src')).toMatch(/^https:\/\/open\.spotify\.com\/embed\/track\//);
  });

  it('with marketing consent › loads the three players without a click', async () => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: true, marketing: true, preferences: true }),
    );
    const { container } = renderMusic();
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelectorAll('iframe[height="352"]')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
  });

  it('shows the four category cards', async () => {
    renderMusic();
    const section = (await screen.findByRole('heading', { name: 'Explore Our Music' })).closest(
      'section',
    )!;
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Latest Releases',
      'Featured Playlists',
      'Artist Spotlight',
      'Genre Explorer',
    ]);
    expect(within(section).getByRole('link', { name: /Browse the track library/ })).toHaveAttribute(
      'href',
      '/tracks',
    );
  });
});
