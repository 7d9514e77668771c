import { describe, expect, it } from 'vitest';
import { imageReferenceOf, siteImageOf } from './images.js';
import { artImage } from './media.js';
import { siteTrack, type TrackFields } from './tracks.js';

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

  it('keeps the focal point of a library image, for every crop the pages make of it', () => {
    const shipped = imageReferenceOf(cover, { thumbnails: true });
    const focused = { ...shipped, mediaId: '3f6f9a52-8f5e-4a47-9a57-6f1d0f4b6c11' };
    expect(siteImageOf({ ...focused, focal: { x: 30, y: 20 } })).toEqual({
      ...cover,
      focal: { x: 30, y: 20 },
    });
    // None stored (content from before focal points): the image is cropped about its centre.
    expect(siteImageOf(focused)).not.toHaveProperty('focal');
  });

  it("positions a track row's square cover crop on the cover's focal point", () => {
    const fields = {
      id: 'night-drive',
      title: 'Night Drive',
      cover: { ...cover, focal: { x: 70, y: 40 } },
    } as unknown as TrackFields;
    expect(siteTrack(fields).coverPosition).toBe('70% 40%');
    expect(siteTrack({ ...fields, cover })).not.toHaveProperty('coverPosition');
  });
});
