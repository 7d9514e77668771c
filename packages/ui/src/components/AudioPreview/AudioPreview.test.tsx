import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { fakeAudioFactory } from '../../test/fakeAudio';
import {
  AudioPreviewError,
  AudioPreviewProvider,
  formatTime,
  useAudioPreview,
  type PreviewTrack,
} from './AudioPreview';

const asItWas: PreviewTrack = {
  id: '1',
  title: 'As It Was',
  previewUrl: '/sample/audio/track-1.wav',
  fallbackUrl: '/sample/audio/fallback-1.wav',
};
const monsoon: PreviewTrack = {
  id: '2',
  title: 'Monsoon Letters',
  previewUrl: '/sample/audio/track-2.wav',
};

function Player({ track }: { track: PreviewTrack }) {
  const { getStatus, toggle, currentId, currentTime, duration } = useAudioPreview();
  const status = getStatus(track.id);
  return (
    <div>
      <button type="button" onClick={() => toggle(track)}>
        {status === 'loading' ? 'Loading...' : status === 'playing' ? 'Pause' : 'Play'}{' '}
        {track.title}
      </button>
      {currentId === track.id ? (
        <output>
          {formatTime(currentTime)} of {formatTime(duration)}
        </output>
      ) : null}
    </div>
  );
}

function renderPlayers(onError = vi.fn()) {
  const audio = fakeAudioFactory();
  const utils = render(
    <AudioPreviewProvider createAudio={audio.createAudio} onError={onError}>
      <Player track={asItWas} />
      <Player track={monsoon} />
    </AudioPreviewProvider>,
  );
  return { ...utils, audio, onError };
}

// Switching between tracks and pausing are asserted with real audio in the Playground story.
describe('AudioPreviewProvider', () => {
  it('given an idle track › when Play is clicked › then it loads, then plays once the media plays', async () => {
    const { audio } = renderPlayers();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    expect(screen.getByRole('button', { name: 'Loading... As It Was' })).toBeInTheDocument();
    expect(audio.last().src).toBe('/sample/audio/track-1.wav');
    await act(() => audio.last().startPlaying(167));
    expect(screen.getByRole('button', { name: 'Pause As It Was' })).toBeInTheDocument();
    act(() => audio.last().advance(42));
    expect(screen.getByRole('status')).toHaveTextContent('0:42 of 2:47');
  });

  it('given a playing track › when the clip ends › then the track is idle again', async () => {
    const { audio } = renderPlayers();
    await userEvent.click(screen.getByRole('button', { name: 'Play Monsoon Letters' }));
    await act(() => audio.last().startPlaying(4));
    act(() => audio.last().end());
    expect(screen.getByRole('button', { name: 'Play Monsoon Letters' })).toBeInTheDocument();
  });

  it('given a failing preview URL › when played › then the fallback URL is tried and plays', async () => {
    const { audio, onError } = renderPlayers();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().fail());
    expect(audio.created).toHaveLength(2);
    expect(audio.last().src).toBe('/sample/audio/fallback-1.wav');
    expect(screen.getByRole('button', { name: 'Loading... As It Was' })).toBeInTheDocument();
    await act(() => audio.last().startPlaying());
    expect(screen.getByRole('button', { name: 'Pause As It Was' })).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('given the preview and the fallback both fail › then onError reports the track and the row is idle', async () => {
    const { audio, onError } = renderPlayers();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().fail());
    await act(() => audio.last().fail());
    expect(onError).toHaveBeenCalledTimes(1);
    const [track, error] = onError.mock.calls[0]!;
    expect(track).toBe(asItWas);
    expect(error).toBeInstanceOf(AudioPreviewError);
    expect(error.reason).toBe('unplayable');
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toBeInTheDocument();
  });

  it('given a track without any URL › when played › then onError reports missing-url at once', async () => {
    const onError = vi.fn();
    const audio = fakeAudioFactory();
    const silent = { id: '9', title: 'Unreleased Demo' };
    render(
      <AudioPreviewProvider createAudio={audio.createAudio} onError={onError}>
        <Player track={silent} />
      </AudioPreviewProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Unreleased Demo' }));
    expect(audio.created).toHaveLength(0);
    expect(onError.mock.calls[0]![1].reason).toBe('missing-url');
  });

  it('given a playing track › when the page is hidden or the provider unmounts › then audio stops', async () => {
    const { audio, unmount } = renderPlayers();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying());
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(audio.last().paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play Monsoon Letters' }));
    await act(() => audio.last().startPlaying());
    unmount();
    expect(audio.last().paused).toBe(true);
    expect(audio.last().src).toBe('');
  });

  it('given media paused from outside (OS media keys) › then the track returns to idle', async () => {
    const { audio } = renderPlayers();
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying());
    act(() => audio.last().pause());
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toBeInTheDocument();
  });

  it('given no provider › useAudioPreview throws a clear error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Player track={asItWas} />)).toThrow(/AudioPreviewProvider/);
    spy.mockRestore();
  });

  it('formats seconds as m:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(42.9)).toBe('0:42');
    expect(formatTime(167)).toBe('2:47');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });

  // axe is slow on a busy machine: a longer timeout (the default 5 s is not about behaviour).
  it('has no axe violations while idle and while playing', async () => {
    const { container, audio } = renderPlayers();
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying());
    expect((await axe.run(container)).violations).toEqual([]);
  }, 30_000);
});
