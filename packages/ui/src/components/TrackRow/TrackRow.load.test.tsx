import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleTracks } from '../../stories/sampleTracks';
import { fakeAudioFactory } from '../../test/fakeAudio';
import { AudioPreviewProvider } from '../AudioPreview';
import { TrackRow } from './TrackRow';

// Radix Slider's code arrives only when a test lets it: the real module, held back, as a slow
// network would. (Its own file: a module loads once per test file.)
const sliderCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./TrackRowSlider', async (importOriginal) => {
  await sliderCode.arrived;
  return importOriginal();
});

const [asItWas] = sampleTracks as [(typeof sampleTracks)[0]];

/**
 * The progress bar's markup with each element's attributes sorted, to compare two renderings. An
 * empty `style` attribute draws nothing (Radix leaves one on the thumb after first hiding it).
 */
function markupOf(element: Element): string {
  const attributes = [...element.attributes]
    .filter((attribute) => !(attribute.name === 'style' && attribute.value === ''))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  const children = [...element.children].map(markupOf).join('');
  return `<${element.localName} ${attributes}>${children}</${element.localName}>`;
}

const progressOf = (slider: HTMLElement) => slider.closest('[dir="ltr"]')!;

describe('TrackRow, before the slider’s code has loaded', () => {
  // Compiled ahead, around the hold-back, so its arrival is quick on a busy machine too.
  beforeAll(async () => {
    await vi.importActual('./TrackRowSlider');
  });

  it('given a prerendered row › when it hydrates › then the markup matches and nothing is recovered', async () => {
    const row = (
      <AudioPreviewProvider createAudio={fakeAudioFactory().createAudio}>
        <TrackRow track={asItWas} />
      </AudioPreviewProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(row);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, row, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play As It Was' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('given the slider’s code still loading › the Play press plays, the keys seek, and Radix takes over with the same markup once focus leaves the thumb', async () => {
    const audio = fakeAudioFactory();
    render(
      <AudioPreviewProvider createAudio={audio.createAudio}>
        <TrackRow track={asItWas} />
      </AudioPreviewProvider>,
    );
    // The press that starts the load is the press that plays.
    await userEvent.click(screen.getByRole('button', { name: 'Play As It Was' }));
    await act(() => audio.last().startPlaying(167));
    act(() => audio.last().advance(42));
    expect(screen.getByRole('button', { name: 'Pause As It Was' })).toBeInTheDocument();

    const standIn = screen.getByRole('slider', { name: 'Playback position, As It Was' });
    expect(standIn).toHaveAttribute('aria-valuenow', '42');
    expect(standIn).toHaveAttribute('aria-valuetext', '0:42 of 2:47');
    await userEvent.click(standIn);
    expect(standIn).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(audio.last().currentTime).toBe(43);
    await userEvent.keyboard('{PageDown}');
    expect(audio.last().currentTime).toBe(33);
    await userEvent.keyboard('{End}');
    expect(audio.last().currentTime).toBe(167);
    await userEvent.keyboard('{Home}');
    expect(audio.last().currentTime).toBe(0);
    act(() => audio.last().advance(42));
    const standInMarkup = markupOf(progressOf(standIn));

    // The code arrives while the thumb has focus: the stand-in stays, focus is not moved.
    sliderCode.arrive();
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole('slider')).toBe(standIn);
    expect(standIn).toHaveFocus();

    // Focus moves on: Radix takes over, drawing what the stand-in drew.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pause As It Was' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('slider')).not.toBe(standIn));
    const radix = screen.getByRole('slider', { name: 'Playback position, As It Was' });
    expect(markupOf(progressOf(radix))).toBe(standInMarkup);
    radix.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(audio.last().currentTime).toBe(41);
  });
});
