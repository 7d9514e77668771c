import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImageReference, MediaAnswer, MediaItem, MediaList } from '@studio/contracts';
import { releases } from '@studio/content/releases';
import { tracks } from '@studio/content/tracks';
import { media, mediaFiles } from '../../src/db/schema.js';
import { readPublishedContent } from '../../src/domain/content/published.js';
import { useApi } from '../support/api.js';
import { RecordingPublisher } from '../support/content.js';
import { createHarness, json, seedUser } from '../support/harness.js';
import { ADMIN, mediaCalls, photo } from '../support/media.js';

// Not emptied between tests: what the first start stored is what is looked at.
const publisher = new RecordingPublisher();
const api = useApi({
  reset: 'never',
  harness: { contentPublisher: publisher },
  afterStart: async () => {
    await seedUser(api.tdb.database, { email: ADMIN, role: 'admin' });
  },
});
const { h, tdb } = api;
const { adminHeaders, upload } = mediaCalls(api);

async function library(kind?: 'image' | 'audio'): Promise<MediaList> {
  const response = await h.app.inject({
    method: 'GET',
    url: `/api/media?pageSize=100${kind ? `&kind=${kind}` : ''}`,
    headers: await adminHeaders(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json(response) as MediaList;
}

async function counts() {
  const [items] = await tdb.database.db.select({ value: count() }).from(media);
  const [files] = await tdb.database.db.select({ value: count() }).from(mediaFiles);
  return { items: items?.value, files: files?.value };
}

const posterOf = async (title: string) => {
  const content = await readPublishedContent(tdb.database.db);
  const release = content.entries.releases.find((entry) => entry.data.title === title);
  return release?.data.poster as ImageReference;
};

describe('the first start', () => {
  it('puts the default content’s artwork and preview clips into the media library, described', async () => {
    const images = await library('image');
    const poster = releases[0]!.poster;
    const item = images.items.find((candidate) => candidate.name === `${poster.name}.avif`);
    expect(item).toMatchObject({
      kind: 'image',
      alt: poster.alt,
      width: poster.width,
      height: poster.height,
    });
    // The shipped encodings themselves, at every width the site ships: nothing encoded again.
    const urls = item?.files.map((file) => file.url) ?? [];
    expect(urls).toEqual(
      expect.arrayContaining(
        poster.widths.flatMap((width) => [
          `/images/${poster.name}-${width}.avif`,
          `/images/${poster.name}-${width}.webp`,
        ]),
      ),
    );
    expect(urls.every((url) => url.startsWith(`/images/${poster.name}-`))).toBe(true);
    expect(images.items.every((candidate) => candidate.alt.trim() !== '')).toBe(true);

    const clips = await library('audio');
    const track = tracks[0]!;
    expect(clips.items.find((clip) => clip.alt === `${track.title} (preview)`)).toMatchObject({
      kind: 'audio',
      duration: track.previewSeconds,
      files: [
        { url: track.previewUrl, format: 'opus' },
        { url: track.fallbackUrl, format: 'm4a' },
      ],
    });
    expect(clips.total).toBe(new Set(tracks.map((each) => each.previewUrl)).size);
  });

  it('has the content refer to the library’s items, so each shows where it is used', async () => {
    const images = await library('image');
    const poster = releases[0]!.poster;
    const item = images.items.find((candidate) => candidate.name === `${poster.name}.avif`)!;
    expect((await posterOf(releases[0]!.title)).mediaId).toBe(item.id);
    const detail = json(
      await h.app.inject({
        method: 'GET',
        url: `/api/media/${item.id}`,
        headers: await adminHeaders(),
      }),
    ) as MediaAnswer;
    expect(detail.usedBy).toContainEqual(
      expect.objectContaining({ type: 'releases', title: releases[0]!.title }),
    );
  });

  it('a replacement in the library changes the pages that use the item', async () => {
    const images = await library('image');
    const poster = releases[0]!.poster;
    const item = images.items.find(
      (candidate) => candidate.name === `${poster.name}.avif`,
    ) as MediaItem;
    publisher.clear();

    const replaced = await upload('new-cover.png', await photo(800, 800).png().toBuffer(), {
      url: `/api/media/${item.id}/file`,
      method: 'PUT',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);

    const shown = await posterOf(releases[0]!.title);
    expect(shown).toMatchObject({ mediaId: item.id, alt: poster.alt, width: 800, height: 800 });
    expect(shown.sources.every((source) => source.url.startsWith('/media/'))).toBe(true);
    expect(publisher.paths().length).toBeGreaterThan(0);
  });

  it('a second start adds nothing to the library', async () => {
    const before = await counts();
    expect(before.items).toBeGreaterThan(0);
    const second = await createHarness({ database: tdb.database });
    try {
      expect(await counts()).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
