import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { EmbedFacade } from './EmbedFacade';

const player = 'https://player.example.com/embed/track/42';
/** A player the visitor has consented to, so its frame loads at once. */
const consentedVideo = { src: player, title: 'Video', height: 315, consented: true };

function frame(container: HTMLElement) {
  return container.querySelector('iframe');
}

// Activation by click, focus into the frame, the × and one-at-a-time are asserted in the stories.
describe('EmbedFacade', () => {
  it('given no consent › renders the poster, title and play button and no frame (nothing requested)', () => {
    const { container } = render(
      <EmbedFacade
        src={player}
        title="As It Was"
        subtitle="Aarav Mehta"
        height={352}
        poster={{ src: '/images/as-it-was-960.webp', width: 960, height: 960 }}
      />,
    );
    expect(frame(container)).toBeNull();
    expect(container.innerHTML).not.toContain('player.example.com');
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toBeVisible();
    expect(screen.getByText('As It Was')).toBeVisible();
    expect(screen.getByText('Aarav Mehta')).toBeVisible();
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/as-it-was-960.webp');
  });

  it("given the poster's focal point › its crop is positioned on it", () => {
    const { container } = render(
      <EmbedFacade
        src={player}
        title="As It Was"
        height={352}
        poster={{ src: '/media/abc/stage-960.webp', objectPosition: '30% 20%' }}
      />,
    );
    expect(container.querySelector('img')).toHaveStyle({ objectPosition: '30% 20%' });
  });

  it('given an AVIF source for the poster › offers it before the WebP file', () => {
    const { container } = render(
      <EmbedFacade
        src={player}
        title="As It Was"
        height={352}
        poster={{
          src: '/images/as-it-was-960.webp',
          sources: [{ type: 'image/avif', srcSet: '/images/as-it-was-960.avif 960w' }],
          sizes: '100vw',
          width: 960,
          height: 960,
        }}
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', '/images/as-it-was-960.avif 960w');
    expect(source).toHaveAttribute('sizes', '100vw');
    expect(container.querySelector('picture > img')).toHaveAttribute(
      'src',
      '/images/as-it-was-960.webp',
    );
  });

  it('given poster sources under a media query › offers them first, under that query, with the same sizes', () => {
    const { container } = render(
      <EmbedFacade
        src={player}
        title="As It Was"
        height={352}
        poster={{
          src: '/images/as-it-was-960.webp',
          srcSet: '/images/as-it-was-480.webp 480w, /images/as-it-was-960.webp 960w',
          sources: [
            {
              media: '(max-width: 767.98px)',
              type: 'image/avif',
              srcSet: '/images/as-it-was-750.avif 750w, /images/as-it-was-960.avif 960w',
            },
            { type: 'image/avif', srcSet: '/images/as-it-was-960.avif 960w' },
          ],
          sizes: '100vw',
          width: 960,
          height: 960,
        }}
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')].map((source) => ({
      media: source.getAttribute('media'),
      type: source.getAttribute('type'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    }));
    expect(sources).toEqual([
      {
        media: '(max-width: 767.98px)',
        type: 'image/avif',
        srcset: '/images/as-it-was-750.avif 750w, /images/as-it-was-960.avif 960w',
        sizes: '100vw',
      },
      {
        media: null,
        type: 'image/avif',
        srcset: '/images/as-it-was-960.avif 960w',
        sizes: '100vw',
      },
    ]);
  });

  it('given consent › renders the frame with src, title, height and allow, without a click', () => {
    const { container } = render(
      <EmbedFacade
        src={player}
        title="As It Was"
        height={352}
        allow="autoplay; encrypted-media"
        consented
      />,
    );
    const iframe = frame(container);
    expect(iframe).toHaveAttribute('src', player);
    expect(iframe).toHaveAttribute('title', 'As It Was');
    expect(iframe).toHaveAttribute('height', '352');
    expect(iframe).toHaveAttribute('allow', 'autoplay; encrypted-media');
    expect(screen.queryByRole('button', { name: 'Play As It Was' })).not.toBeInTheDocument();
  });

  it('given consent arriving later › swaps the facade for the frame', () => {
    const { container, rerender } = render(
      <EmbedFacade src={player} title="As It Was" height={352} />,
    );
    expect(frame(container)).toBeNull();
    rerender(<EmbedFacade src={player} title="As It Was" height={352} consented />);
    expect(frame(container)).toHaveAttribute('src', player);
  });

  it('given a playLabel › names the button with it and reports activation', async () => {
    const onActiveChange = vi.fn();
    render(
      <EmbedFacade
        src={player}
        title="As It Was"
        height={315}
        playLabel="Play video: As It Was"
        onActiveChange={onActiveChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play video: As It Was' }));
    expect(onActiveChange).toHaveBeenCalledWith(true);
  });

  it('given loading text › shows it until the frame loads', () => {
    const onLoad = vi.fn();
    const { container } = render(
      <EmbedFacade {...consentedVideo} loadingText="Loading video..." onLoad={onLoad} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading video...');
    fireEvent.load(frame(container)!);
    expect(screen.queryByText('Loading video...')).not.toBeInTheDocument();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('given loading text › hides it after the timeout even without a load event', () => {
    vi.useFakeTimers();
    try {
      render(<EmbedFacade {...consentedVideo} loadingText="Loading video..." />);
      act(() => vi.advanceTimersByTime(4999));
      expect(screen.getByText('Loading video...')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Loading video...')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('given a frame error › replaces the frame with the error text as an alert', () => {
    const onError = vi.fn();
    const { container } = render(
      <EmbedFacade
        {...consentedVideo}
        errorText="Video failed to load. Please refresh the page."
        onError={onError}
      />,
    );
    fireEvent.error(frame(container)!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Video failed to load. Please refresh the page.',
    );
    expect(frame(container)).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations as a facade and as a frame', async () => {
    const { container, rerender } = render(
      <EmbedFacade
        src={player}
        title="As It Was"
        height={352}
        notice="Loads from the streaming service."
      />,
    );
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
    rerender(
      <EmbedFacade src={player} title="As It Was" height={352} consented closeLabel="Close" />,
    );
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
  });
});
