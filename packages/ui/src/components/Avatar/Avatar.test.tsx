import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, avatarColor, avatarInitial } from './Avatar';
import { avatarColors } from './Avatar.css';

/**
 * jsdom never loads images, so the browser's image loading is faked at its edge: every
 * `new Image()` reports loaded, or failed for URLs containing "missing".
 */
function fakeImageLoading() {
  class FakeImage extends EventTarget {
    #src = '';
    #settled = false;
    referrerPolicy = '';
    crossOrigin: string | null = null;
    get complete() {
      return this.#settled;
    }
    get naturalWidth() {
      return this.#src.includes('missing') ? 0 : 400;
    }
    set src(value: string) {
      this.#src = value;
      setTimeout(() => {
        this.#settled = true;
        this.dispatchEvent(new Event(value.includes('missing') ? 'error' : 'load'));
      });
    }
    get src() {
      return this.#src;
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

afterEach(() => vi.unstubAllGlobals());

// Loading and failing real images is asserted in the browser stories (Playground,
// FallbackWhenImageFails); jsdom could only fake it.
describe('Avatar', () => {
  it('given no image › then shows the tile and reports no error', () => {
    const onImageError = vi.fn();
    render(<Avatar name="Rohan Mishra" onImageError={onImageError} />);
    expect(screen.getByRole('img', { name: 'Rohan Mishra' })).toHaveTextContent('R');
    expect(onImageError).not.toHaveBeenCalled();
  });

  it('given alt="" › then the tile is hidden from assistive technology', () => {
    render(<Avatar name="Rohan Mishra" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('given a name › then the tile colour is one of the five avatar colours and always the same', () => {
    expect(avatarColors).toContain(avatarColor('Arjun Mehta'));
    expect(avatarColor('Arjun Mehta')).toBe(avatarColor('  arjun mehta '));
    const colours = new Set(
      ['Arjun', 'Kavya', 'Rohan', 'Meera', 'Vikram', 'Ananya', 'Dev', 'Ishaan'].map(avatarColor),
    );
    expect(colours.size).toBeGreaterThan(1);
  });

  it('given names in other scripts or with spaces › then the initial is their first grapheme', () => {
    expect(avatarInitial('  radha ')).toBe('R');
    expect(avatarInitial('ऋषि शर्मा')).toBe('ऋ');
    expect(avatarInitial('क्षितिज')).toBe('क्षि');
    expect(avatarInitial('')).toBe('?');
  });

  it('given a size › then it is exposed as data-size and the consumer class comes last', () => {
    const { container } = render(<Avatar name="Arjun Mehta" size="xl" className="extra" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-size', 'xl');
    expect(root.className).toMatch(/extra$/);
  });

  it('given an image › then data-image-status says loading until it loads or fails', async () => {
    fakeImageLoading();
    render(
      <>
        <Avatar name="Arjun Mehta" src="/team/arjun.svg" data-testid="loads" />
        <Avatar name="Kavya Iyer" src="/team/missing.svg" data-testid="fails" />
        <Avatar name="Rohan Mishra" data-testid="none" />
      </>,
    );
    expect(screen.getByTestId('loads')).toHaveAttribute('data-image-status', 'loading');
    await waitFor(() =>
      expect(screen.getByTestId('loads')).toHaveAttribute('data-image-status', 'loaded'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('fails')).toHaveAttribute('data-image-status', 'error'),
    );
    expect(screen.getByTestId('none')).toHaveAttribute('data-image-status', 'none');
  });

  it("given the portrait's focal point › then the round crop is positioned on it", async () => {
    fakeImageLoading();
    render(<Avatar name="Arjun Mehta" src="/team/arjun.svg" imagePosition="40% 25%" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Arjun Mehta' }).tagName).toBe('IMG'),
    );
    expect(screen.getByRole('img', { name: 'Arjun Mehta' })).toHaveStyle({
      objectPosition: '40% 25%',
    });
  });

  it('has no axe violations with an image or with the fallback tile', async () => {
    fakeImageLoading();
    const { container } = render(
      <>
        <Avatar name="Arjun Mehta" src="/team/arjun.svg" />
        <Avatar name="Kavya Iyer" src="/team/missing.svg" />
        <Avatar name="Rohan Mishra" />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Arjun Mehta' }).tagName).toBe('IMG'),
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
