import type { ComponentProps } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { sampleTrackFilters, sampleTrackListTexts, sampleTracks } from '../../stories/sampleTracks';
import { fakeAudioFactory } from '../../test/fakeAudio';
import { AudioPreviewProvider } from '../AudioPreview';
import { TrackList, filterTracks } from './TrackList';

function renderList(props: Partial<ComponentProps<typeof TrackList>> = {}) {
  const audio = fakeAudioFactory();
  const utils = render(
    <AudioPreviewProvider createAudio={audio.createAudio}>
      <TrackList
        tracks={sampleTracks}
        filters={sampleTrackFilters}
        {...sampleTrackListTexts}
        {...props}
      />
    </AudioPreviewProvider>,
  );
  return { ...utils, audio };
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Tracks' }))
    .getAllByRole('listitem')
    .map((item) =>
      within(item)
        .getByRole('button')
        .getAttribute('aria-label')!
        .replace(/^Play /, ''),
    );

describe('filterTracks', () => {
  it('matches title, artist or genre case-insensitively, combined with the tab', () => {
    expect(filterTracks(sampleTracks, { query: 'AS IT' }).map((t) => t.title)).toEqual([
      'As It Was',
    ]);
    expect(filterTracks(sampleTracks, { query: 'meera' }).map((t) => t.title)).toEqual([
      'Radha Shyam Salone Ko',
    ]);
    expect(filterTracks(sampleTracks, { query: 'bhakti' }).map((t) => t.title)).toEqual([
      'Radha Shyam Salone Ko',
      'Vande Bharat Sunrise',
    ]);
    expect(
      filterTracks(sampleTracks, { query: 'bhakti', filter: 'popular' }).map((t) => t.title),
    ).toEqual(['Vande Bharat Sunrise']);
    expect(filterTracks(sampleTracks, { filter: 'all' })).toHaveLength(8);
  });
});

describe('TrackList', () => {
  it('given the library › shows the tabs it was given, the search box and every track', () => {
    renderList();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All Tracks8 (8)',
      'Recent Releases2 (2)',
      'Most Popular2 (2)',
      'Featured2 (2)',
      'Exclusive2 (2)',
    ]);
    expect(screen.getByRole('tab', { name: /All Tracks/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const search = screen.getByRole('searchbox', { name: 'Search tracks' });
    expect(search).toHaveAttribute('placeholder', 'Search tracks, artists, or genres...');
    expect(rowTitles()).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('8 tracks');
  });

  it('given a tab › when Most Popular is chosen › then only popular tracks show and the count updates', async () => {
    const onFilterChange = vi.fn();
    renderList({ onFilterChange });
    await userEvent.click(screen.getByRole('tab', { name: /Most Popular/ }));
    expect(onFilterChange).toHaveBeenCalledWith('popular');
    expect(rowTitles()).toEqual(['Monsoon Letters', 'Vande Bharat Sunrise']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 8 tracks');
  });

  it('given arrow keys on the tabs › then they move and select the tab', async () => {
    renderList();
    await userEvent.click(screen.getByRole('tab', { name: /All Tracks/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Recent Releases/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(rowTitles()).toEqual(['Radha Shyam Salone Ko', 'Neon Ghats']);
  });

  it('given a search › when typing mixed case › then matches on title, artist or genre combine with the tab', async () => {
    renderList();
    const search = screen.getByRole('searchbox', { name: 'Search tracks' });
    await userEvent.type(search, 'SAPTAK');
    expect(rowTitles()).toEqual([
      'Monsoon Letters',
      'Chhath Ke Geet',
      'Studio Sessions: Live Take',
    ]);
    expect(screen.getByRole('tab', { name: /Exclusive/ })).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('tab', { name: /Exclusive/ }));
    expect(rowTitles()).toEqual(['Chhath Ke Geet', 'Studio Sessions: Live Take']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 8 tracks');
  });

  it('given no match › shows the empty state, and Show all tracks resets and focuses the search', async () => {
    renderList();
    const search = screen.getByRole('searchbox', { name: 'Search tracks' });
    await userEvent.type(search, 'qawwali');
    expect(screen.queryByRole('list', { name: 'Tracks' })).not.toBeInTheDocument();
    expect(screen.getByText('No tracks match "qawwali"')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 8 tracks');
    await userEvent.click(screen.getByRole('button', { name: 'Show all tracks' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(rowTitles()).toHaveLength(8);
  });

  it('given a playing track › when the search hides it › then its preview stops', async () => {
    const { audio } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying());
    expect(screen.getByRole('button', { name: 'Pause As It Was' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tracks' }), 'kabir');
    expect(audio.last().paused).toBe(true);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search tracks' }));
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toBeInTheDocument();
  });

  it('given rowMessage › shows its line as an alert inside that track’s row only', () => {
    renderList({
      rowMessage: (track) =>
        track.id === '2' ? 'Audio preview not available for this track' : null,
    });
    const items = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    const alerts = items.filter((item) => within(item).queryByRole('alert'));
    expect(alerts).toHaveLength(1);
    expect(within(alerts[0]!).getByRole('alert')).toHaveTextContent(
      'Audio preview not available for this track',
    );
    expect(within(alerts[0]!).getByText('Radha Shyam Salone Ko')).toBeInTheDocument();
  });

  it('given controlled filter and query › renders what the app says', () => {
    renderList({ filter: 'featured', query: 'midnight' });
    expect(rowTitles()).toEqual(['Midnight in Varanasi']);
    expect(screen.getByRole('tab', { name: /Featured/ })).toHaveAttribute('aria-selected', 'true');
  });

  // axe is slow on a busy machine: a longer timeout (the default 5 s is not about behaviour).
  it('has no axe violations with results, while playing and when empty', async () => {
    const { container, audio } = renderList();
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Neon Ghats' }));
    await act(() => audio.last().startPlaying());
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tracks' }), 'zzz');
    expect((await axe.run(container)).violations).toEqual([]);
  }, 30_000);
});
