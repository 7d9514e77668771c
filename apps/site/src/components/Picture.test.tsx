import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteImage } from '@studio/content/images';
import { Picture } from './Picture';

const artwork: SiteImage = {
  name: 'music-hero',
  width: 1600,
  height: 900,
  widths: [480, 960, 1600],
  alt: 'Sound rings',
};

describe('Picture', () => {
  it('given shipped artwork › phone-width screens are offered its 750 px file, wider screens the files they had', () => {
    const { container } = render(<Picture image={artwork} sizes="100vw" priority />);
    const sources = [...container.querySelectorAll('source')].map((source) => ({
      media: source.getAttribute('media'),
      type: source.getAttribute('type'),
      srcset: source.getAttribute('srcset'),
    }));
    expect(sources).toEqual([
      {
        media: '(max-width: 767.98px)',
        type: 'image/avif',
        srcset:
          '/images/music-hero-480.avif 480w, /images/music-hero-750.avif 750w, /images/music-hero-960.avif 960w, /images/music-hero-1600.avif 1600w',
      },
      {
        media: null,
        type: 'image/avif',
        srcset:
          '/images/music-hero-480.avif 480w, /images/music-hero-960.avif 960w, /images/music-hero-1600.avif 1600w',
      },
      {
        media: '(max-width: 767.98px)',
        type: 'image/webp',
        srcset:
          '/images/music-hero-480.webp 480w, /images/music-hero-750.webp 750w, /images/music-hero-960.webp 960w, /images/music-hero-1600.webp 1600w',
      },
    ]);
    expect(screen.getByRole('img', { name: 'Sound rings' })).toHaveAttribute(
      'srcset',
      '/images/music-hero-480.webp 480w, /images/music-hero-960.webp 960w, /images/music-hero-1600.webp 1600w',
    );
  });

  it('given a media library image › only its own files are offered', () => {
    const library: SiteImage = {
      ...artwork,
      name: 'c0ffee',
      files: [480, 960, 1600].flatMap((width) =>
        (['avif', 'webp'] as const).map((format) => ({
          url: `/media/c0ffee/${width}.${format}`,
          width,
          format,
        })),
      ),
    };
    const { container } = render(<Picture image={library} sizes="100vw" />);
    expect(container.querySelectorAll('source[media]')).toHaveLength(0);
    expect(container.innerHTML).not.toContain('750');
  });

  it('given an image with a focal point › the crop is positioned on it, at every width', () => {
    render(<Picture image={{ ...artwork, focal: { x: 30, y: 20 } }} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Sound rings' })).toHaveStyle({
      objectPosition: '30% 20%',
    });
  });

  it('given an image without one › nothing is set, so the stylesheet centres the crop', () => {
    render(<Picture image={artwork} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Sound rings' }).style.objectPosition).toBe('');
  });
});
