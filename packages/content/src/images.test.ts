import { describe, expect, it } from 'vitest';
import { imageReferenceOf, siteImageOf } from './images.js';
import { artImage } from './media.js';

const cover = artImage('cover-as-it-was', 960, 960, 'A road at dusk');

describe('a stored image reference as pages draw it', () => {
  it('draws a media library item made of the shipped files as the shipped artwork', () => {
    const shipped = imageReferenceOf(cover, { thumbnails: true });
    const inLibrary = { ...shipped, mediaId: '3f6f9a52-8f5e-4a47-9a57-6f1d0f4b6c11' };
    expect(siteImageOf(inLibrary)).toEqual(siteImageOf(shipped));
    expect(siteImageOf(inLibrary)).toEqual(cover);
  });

  it('draws a replaced library item with its own files', () => {
    const replaced = {
      mediaId: '3f6f9a52-8f5e-4a47-9a57-6f1d0f4b6c11',
      alt: 'A road at dusk',
      width: 800,
      height: 800,
      sources: [
        {
          url: '/media/0123456789abcdef0123456789abcdef/road-800.webp',
          width: 800,
          format: 'webp' as const,
        },
      ],
    };
    expect(siteImageOf(replaced)).toEqual({
      name: replaced.mediaId,
      width: 800,
      height: 800,
      widths: [800],
      alt: 'A road at dusk',
      files: replaced.sources,
    });
  });
});
