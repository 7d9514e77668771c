import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRoot } from '../test/routeTesting';
import TracksPage, { loader } from './tracks';

// The first render of a page compiles its modules; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderTracks(entry = '/tracks') {
  const Stub = createRoutesStub(
    withRoot([
      { path: '/tracks', Component: TracksPage, loader },
      { path: '/music', Component: () => <h1>Music</h1> },
    ]),
  );
  return render(<Stub initialEntries={[entry]} />);
}

const rows = () => within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');

// jsdom has no media stack: the element methods are stubbed at that edge. Real playback,
// pausing and one-at-a-time are asserted in Chromium (e2e/site-media.e2e.test.ts).
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/tracks', () => {
  it('shows the library: tabs, the search placeholder and eight tracks with cover, artist, genre and duration', async () => {
    renderTracks();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Listen to Our Tracks',
    );
    expect(
      within(screen.getByRole('tablist', { name: 'Filter tracks' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent?.replace(/\d+.*$/, '')),
    ).toEqual(['All Tracks', 'Recent Releases', 'Most Popular', 'Featured', 'Exclusive']);
    expect(screen.getByRole('searchbox', { name: 'Search tracks' })).toHaveAttribute(
      'placeholder',
      'Search tracks, artists, or genres...',
    );
    expect(rows()).toHaveLength(8);
    const first = rows()[0]!;
    const cover = within(first).getByRole('img', { name: /^Cover art of As It Was/ });
    // A thumbnail of the size shown, and its double for dense screens.
    expect(cover).toHaveAttribute('src', '/images/cover-as-it-was-64.webp');
    expect(cover).toHaveAttribute(
      'srcset',
      '/images/cover-as-it-was-64.webp 1x, /images/cover-as-it-was-128.webp 2x',
    );
    expect(within(first).getByText('Aarav Mehta')).toBeVisible();
    expect(within(first).getByText('Pop')).toBeVisible();
    expect(within(first).getByText('2:47')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Play As It Was' })).toHaveTextContent('Play');
  });

  it('filters by tab and by search on title, artist or genre', async () => {
    renderTracks();
    await userEvent.click(await screen.findByRole('tab', { name: /^Exclusive/ }));
    expect(rows().map((row) => within(row).getByRole('button').getAttribute('aria-label'))).toEqual(
      ['Play Chhath Ke Geet', 'Play Safar – The Journey'],
    );
    await userEvent.click(screen.getByRole('tab', { name: /^All Tracks/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tracks' }), 'BHAKTI');
    expect(rows()).toHaveLength(2);
  });

  it('given ?q= (a search result) › fills the search box and shows the matching track', async () => {
    renderTracks('/tracks?q=Neon%20Ghats');
    expect(await screen.findByRole('searchbox', { name: 'Search tracks' })).toHaveValue(
      'Neon Ghats',
    );
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Neon Ghats');
  });

  it('given a preview that cannot play › the row says so and offers Play again', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('No supported source', 'NotSupportedError'),
    );
    renderTracks();
    await userEvent.click(await screen.findByRole('button', { name: 'Play Neon Ghats' }));
    const row = rows().find((item) => within(item).queryByText('Neon Ghats'))!;
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Audio preview not available for this track',
    );
    expect(within(row).getByRole('button', { name: 'Play Neon Ghats' })).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('tries the Opus clip first and the AAC copy second', async () => {
    const sources: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      sources.push(new URL(this.src).pathname);
      return Promise.reject(new DOMException('No supported source', 'NotSupportedError'));
    });
    renderTracks();
    await userEvent.click(await screen.findByRole('button', { name: 'Play As It Was' }));
    await screen.findByRole('alert');
    expect(sources).toEqual(['/audio/track-1.webm', '/audio/track-1.m4a']);
  });

  it('goes back to /music', async () => {
    renderTracks();
    await userEvent.click(await screen.findByRole('link', { name: /Back to Music/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Music' })).toBeVisible();
  });
});
