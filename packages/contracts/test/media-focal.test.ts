import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  ImageReference,
  MediaFocalBody,
  MediaItem,
  objectPositionOf,
  referenceOf,
  type MediaItem as MediaItemValue,
} from '../src/index.js';

const item: MediaItemValue = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
  kind: 'image',
  name: 'stage.png',
  alt: 'The band on stage',
  width: 1600,
  height: 900,
  focal: { x: 50, y: 50 },
  duration: null,
  bytes: 120_000,
  url: '/media/abc/stage-960.png',
  files: [
    { url: '/media/abc/stage-960.webp', format: 'webp', width: 960, bytes: 40_000 },
    { url: '/media/abc/stage-480.webp', format: 'webp', width: 480, bytes: 20_000 },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  trashedAt: null,
};

describe('focal points', () => {
  it('a media item always holds one, in whole percent from 0 to 100', () => {
    // The item's own formats (uuid, date-time) are the API's validator's to check.
    const focal = MediaItem.properties.focal;
    expect(MediaItem.required).toContain('focal');
    expect(Value.Check(focal, item.focal)).toBe(true);
    expect(Value.Check(focal, { x: 0, y: 100 })).toBe(true);
    expect(Value.Check(focal, { x: 101, y: 50 })).toBe(false);
    expect(Value.Check(focal, { x: 50, y: -1 })).toBe(false);
    expect(Value.Check(focal, { x: 33.5, y: 50 })).toBe(false);
  });

  it('the body that sets one takes x and y, nothing else', () => {
    expect(Value.Check(MediaFocalBody, { x: 30, y: 20 })).toBe(true);
    expect(Value.Check(MediaFocalBody, { x: 30 })).toBe(false);
    expect(Value.Check(MediaFocalBody, { x: 30, y: 20, z: 1 })).toBe(false);
    expect(Value.Check(MediaFocalBody, { x: '30', y: 20 })).toBe(false);
  });

  it('an image reference stored before focal points (none) stays valid; one with a point is checked', () => {
    const reference = referenceOf(item);
    expect(reference).not.toBeNull();
    expect(reference).not.toHaveProperty('focal');
    expect(Value.Check(ImageReference, reference)).toBe(true);
    expect(Value.Check(ImageReference, { ...reference, focal: { x: 30, y: 20 } })).toBe(true);
    expect(Value.Check(ImageReference, { ...reference, focal: { x: 30, y: 200 } })).toBe(false);
  });

  it('referenceOf copies a point off the centre, which crops then draw as object-position', () => {
    const reference = referenceOf({ ...item, focal: { x: 30, y: 20 } });
    expect(reference).toMatchObject({ mediaId: item.id, focal: { x: 30, y: 20 } });
    expect(objectPositionOf({ focal: { x: 30, y: 20 } })).toBe('30% 20%');
    expect(objectPositionOf({})).toBe('50% 50%');
  });
});
