import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { sampleTracks } from '../../stories/sampleTracks';
import { fakeAudioFactory } from '../../test/fakeAudio';
import { AudioPreviewProvider } from '../AudioPreview';
import { TrackRow } from './TrackRow';

const [asItWas, radhaShyam] = sampleTracks as [(typeof sampleTracks)[0], (typeof sampleTracks)[0]];

function renderRows(onError = vi.fn()) {
  const audio = fakeAudioFactory();
  const utils = render(
    <AudioPreviewProvider createAudio={audio.createAudio} onError={onError}>
      <TrackRow track={asItWas} />
      <TrackRow track={radhaShyam} />
    </AudioPreviewProvider>,
  );
  return { ...utils, audio, onError };
}

// Seeking, pausing and one preview at a time are asserted with real audio in the browser stories
// (Playground, OneAtATime); here only what those stories do not show.
describe('TrackRow', () => {
  it('given a track › shows cover art with alt text and size, title, artist, genre and m:ss duration', () => {
    renderRows();
    const cover = screen.getByRole('img', { name: 'Cover art of As It Was' });
    expect(cover).toHaveAttribute('width', '64');
    expect(cover).toHaveAttribute('height', '64');
    expect(screen.getByText('As It Was')).toBeInTheDocument();
    expect(screen.getByText('Aarav Mehta')).toBeInTheDocument();
    expect(screen.getByText('Pop')).toBeInTheDocument();
    expect(screen.getByText('2:47')).toBeInTheDocument();
  });

  it("given the cover's focal point › the square crop is positioned on it", () => {
    render(
      <AudioPreviewProvider createAudio={fakeAudioFactory().createAudio}>
        <TrackRow track={{ ...asItWas, coverPosition: '70% 40%' }} />
      </AudioPreviewProvider>,
    );
    expect(screen.getByRole('img', { name: 'Cover art of As It Was' })).toHaveStyle({
      objectPosition: '70% 40%',
    });
  });

  it('given AVIF cover sources › the cover offers them before its WebP files', () => {
    render(
      <AudioPreviewProvider createAudio={fakeAudioFactory().createAudio}>
        <TrackRow
          track={{
            ...asItWas,
            coverSrcSet: '/c/as-it-was-64.webp 1x, /c/as-it-was-128.webp 2x',
            coverSources: [
              { type: 'image/avif', srcSet: '/c/as-it-was-64.avif 1x, /c/as-it-was-128.avif 2x' },
            ],
          }}
        />
      </AudioPreviewProvider>,
    );
    const cover = screen.getByRole('img', { name: 'Cover art of As It Was' });
    expect(cover.parentElement?.tagName).toBe('PICTURE');
    expect(cover.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/c/as-it-was-64.avif 1x, /c/as-it-was-128.avif 2x',
    );
    expect(cover).toHaveAttribute('srcset', '/c/as-it-was-64.webp 1x, /c/as-it-was-128.webp 2x');
  });

  it('given an idle row › the button reads Play and its name includes the title', () => {
    renderRows();
    const button = screen.getByRole('button', { name: 'Play As It Was' });
    expect(button).toHaveTextContent('Play');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('given an idle row › when Play is clicked › then it reads Loading... and then Pause with a progress slider', async () => {
    const { audio } = renderRows();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    expect(screen.getByRole('button', { name: 'Loading... As It Was' })).toHaveTextContent(
      'Loading...',
    );
    await act(() => audio.last().startPlaying(167));
    act(() => audio.last().advance(42));
    expect(screen.getByRole('button', { name: 'Pause As It Was' })).toHaveTextContent('Pause');
    const slider = screen.getByRole('slider', { name: 'Playback position, As It Was' });
    expect(slider).toHaveAttribute('aria-valuenow', '42');
    expect(slider).toHaveAttribute('aria-valuetext', '0:42 of 2:47');
    expect(screen.getByText('0:42')).toBeInTheDocument();
    expect(screen.getByText('2:05')).toBeInTheDocument();
  });

  it('given focus on the slider › when the clip ends › then focus returns to the row button', async () => {
    const { audio } = renderRows();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying(4));
    screen.getByRole('slider').focus();
    act(() => audio.last().end());
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toHaveFocus();
  });

  it('given both URLs fail › then onError gets the track and the row is idle', async () => {
    const { audio, onError } = renderRows();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().fail());
    expect(audio.last().src).toBe(asItWas.fallbackUrl);
    await act(() => audio.last().fail());
    expect(onError).toHaveBeenCalledWith(
      asItWas,
      expect.objectContaining({ reason: 'unplayable' }),
    );
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toBeInTheDocument();
  });

  it('given playLabel="Preview" (new release) › the idle button reads Preview', () => {
    render(
      <AudioPreviewProvider createAudio={fakeAudioFactory().createAudio}>
        <TrackRow track={asItWas} playLabel="Preview" />
      </AudioPreviewProvider>,
    );
    expect(screen.getByRole('button', { name: 'Preview As It Was' })).toBeInTheDocument();
  });

  it('given labels in another language › the genre, duration and progress are read with them', async () => {
    const audio = fakeAudioFactory();
    render(
      <AudioPreviewProvider createAudio={audio.createAudio}>
        <TrackRow
          track={asItWas}
          labels={{
            genre: 'Genre : ',
            duration: 'Durée : ',
            elapsed: 'Écoulé ',
            remaining: 'Restant ',
            position: (title) => `Position de lecture, ${title}`,
            positionValue: (elapsed, total) => `${elapsed} sur ${total}`,
          }}
        />
      </AudioPreviewProvider>,
    );
    expect(screen.getByText('Genre :', { exact: false }).parentElement).toHaveTextContent(
      'Genre : Pop',
    );
    expect(screen.getByText('Durée :', { exact: false }).parentElement).toHaveTextContent(
      'Durée : 2:47',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying(167));
    act(() => audio.last().advance(42));
    const slider = screen.getByRole('slider', { name: 'Position de lecture, As It Was' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:42 sur 2:47');
    expect(screen.getByText('Écoulé', { exact: false }).parentElement).toHaveTextContent(
      'Écoulé 0:42',
    );
    expect(screen.getByText('Restant', { exact: false }).parentElement).toHaveTextContent(
      'Restant -2:05',
    );
  });

  it('given a known preview length › shows it beside Play and keeps the track length', () => {
    render(
      <AudioPreviewProvider createAudio={fakeAudioFactory().createAudio}>
        <TrackRow track={{ ...asItWas, previewDuration: 18 }} />
      </AudioPreviewProvider>,
    );
    expect(screen.getByText('2:47')).toBeInTheDocument();
    expect(screen.getByText('Preview', { exact: false })).toHaveTextContent('Preview 0:18');
  });

  it('given no known preview length › shows none until the clip tells its own, then keeps it', async () => {
    const { audio } = renderRows();
    expect(screen.queryByText('Preview', { exact: false })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying(18));
    expect(screen.getByText('Preview', { exact: false })).toHaveTextContent('Preview 0:18');
    act(() => audio.last().end());
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toBeInTheDocument();
    expect(screen.getByText('Preview', { exact: false })).toHaveTextContent('Preview 0:18');
    expect(screen.getByText('2:47')).toBeInTheDocument();
    // The other row's clip has not been loaded: its length is not known.
    expect(screen.getAllByText('Preview', { exact: false })).toHaveLength(1);
  });

  it('given a duration in seconds › it is shown as m:ss', () => {
    render(
      <AudioPreviewProvider createAudio={fakeAudioFactory().createAudio}>
        <TrackRow track={{ ...asItWas, duration: 374 }} />
      </AudioPreviewProvider>,
    );
    expect(screen.getByText('6:14')).toBeInTheDocument();
  });

  // axe is slow on a busy machine: a longer timeout (the default 5 s is not about behaviour).
  it('has no axe violations idle and while playing', async () => {
    const { container, audio } = renderRows();
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying(167));
    expect((await axe.run(container)).violations).toEqual([]);
  }, 30_000);
});
