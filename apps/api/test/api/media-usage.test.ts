import { describe, expect, it } from 'vitest';
import { MediaMessages, type MediaAnswer } from '@studio/contracts';
import { doc, paragraph, text } from '@studio/contracts/testing';
import { article, poster } from '../support/content.js';
import { EDITOR, useContentApi } from '../support/content-api.js';
import { ORIGIN, json } from '../support/harness.js';
import { mediaCalls, photo } from '../support/media.js';
import { body, call } from '../support/review.js';
import { withCurrentMedia } from '../../src/domain/media.js';

const api = useContentApi();
const { h, tdb, publisher, created, saved, act, tokenOf } = api;
const { adminHeaders, upload } = mediaCalls(api);

/** Uploads an image and answers its library item, described with `alt` when given. */
async function libraryImage(name: string, alt?: string) {
  const { item } = json(await upload(name, await photo(320, 180).png().toBuffer())) as MediaAnswer;
  if (alt !== undefined) {
    const described = await h.app.inject({
      method: 'PATCH',
      url: `/api/media/${item.id}`,
      payload: { alt },
      headers: { ...(await adminHeaders()), origin: ORIGIN },
    });
    expect(described.statusCode, described.body).toBe(200);
  }
  return item;
}

/** The image reference an editor's picker writes for a library item. */
const referenceTo = (item: MediaAnswer['item']) => ({
  mediaId: item.id,
  alt: item.alt,
  width: item.width ?? 1,
  height: item.height ?? 1,
  sources: poster.sources,
});

const readMedia = async (id: string) =>
  json(
    await h.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: await adminHeaders() }),
  ) as MediaAnswer;

const deleteMedia = async (id: string) =>
  h.app.inject({
    method: 'DELETE',
    url: `/api/media/${id}`,
    headers: { ...(await adminHeaders()), origin: ORIGIN },
  });

describe('where media is used', () => {
  it('lists the entries whose draft uses an image, and refuses its delete until none does', async () => {
    const token = await tokenOf(EDITOR);
    const image = await libraryImage('stage.png', 'The band on stage');
    const entry = await created(token, article({ heroImage: referenceTo(image) }));

    expect((await readMedia(image.id)).usedBy).toEqual([
      { type: 'articles', id: entry.id, title: 'Monsoon Sessions Open for Bookings' },
    ]);
    const refused = await deleteMedia(image.id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      success: false,
      message: MediaMessages.inUse(1),
      usedBy: [{ type: 'articles', id: entry.id, title: 'Monsoon Sessions Open for Bookings' }],
    });

    await saved(token, entry, { heroImage: poster });
    expect((await readMedia(image.id)).usedBy).toEqual([]);
    expect((await deleteMedia(image.id)).statusCode).toBe(200);
  });

  it('finds an image placed inside an article body, and keeps a live page’s image in use', async () => {
    const token = await tokenOf(EDITOR);
    const image = await libraryImage('crowd.png', 'The crowd at the launch');
    const withImage = doc(paragraph(text('Before the image.')), {
      type: 'image',
      version: 1,
      image: referenceTo(image),
    });
    const entry = await created(token, article({ body: withImage }));
    expect((await readMedia(image.id)).usedBy.map((use) => use.id)).toEqual([entry.id]);

    // Published, then the draft drops the image: the live page still shows it.
    const live = await act(token, entry, 'publish');
    await saved(token, live, { body: doc(paragraph(text('No image now.'))) });
    expect((await readMedia(image.id)).usedBy.map((use) => use.id)).toEqual([entry.id]);
    expect((await deleteMedia(image.id)).statusCode).toBe(409);
  });

  it('refuses to publish or schedule an image without alt text, on the field that holds it', async () => {
    const token = await tokenOf(EDITOR);
    const image = await libraryImage('untitled.png');
    const entry = await created(token, article({ heroImage: referenceTo(image) }));

    const publish = await call(h, 'POST', `/api/content/articles/${entry.id}/publish`, token, {
      version: entry.version,
    });
    expect(publish.statusCode).toBe(400);
    expect(body(publish)).toMatchObject({
      errors: [{ field: 'data.heroImage', message: MediaMessages.altBeforeUse }],
    });
    const schedule = await call(h, 'POST', `/api/content/articles/${entry.id}/schedule`, token, {
      version: entry.version,
      publishAt: new Date(h.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(schedule.statusCode).toBe(400);
    expect(body(schedule)).toMatchObject({
      errors: [{ field: 'data.heroImage', message: MediaMessages.altBeforeUse }],
    });

    const described = await h.app.inject({
      method: 'PATCH',
      url: `/api/media/${image.id}`,
      payload: { alt: 'A mixing desk under warm light' },
      headers: { ...(await adminHeaders()), origin: ORIGIN },
    });
    expect(described.statusCode).toBe(200);
    expect((await act(token, entry, 'publish')).state).toBe('published');
  });

  it('refuses to publish a reference to a file the library no longer has', async () => {
    const token = await tokenOf(EDITOR);
    const missing = {
      ...poster,
      mediaId: '0b5f6f3e-7d1c-4c55-9a43-2f1d3c0e9a11',
    };
    const entry = await created(token, article({ heroImage: missing }));
    const publish = await call(h, 'POST', `/api/content/articles/${entry.id}/publish`, token, {
      version: entry.version,
    });
    expect(publish.statusCode).toBe(400);
    expect(body(publish)).toMatchObject({
      errors: [{ field: 'data.heroImage', message: MediaMessages.goneFromLibrary }],
    });
  });
  it('refuses to publish a reference to a file in the trash', async () => {
    const token = await tokenOf(EDITOR);
    const image = await libraryImage('trashed.png', 'A stage in the rain');
    expect((await deleteMedia(image.id)).statusCode).toBe(200);
    const entry = await created(token, article({ heroImage: referenceTo(image) }));
    const publish = await call(h, 'POST', `/api/content/articles/${entry.id}/publish`, token, {
      version: entry.version,
    });
    expect(publish.statusCode).toBe(400);
    expect(body(publish)).toMatchObject({
      errors: [{ field: 'data.heroImage', message: MediaMessages.goneFromLibrary }],
    });
  });
});

describe('content shows a library item as it is now', () => {
  it('brings every reference up to date: a replaced file and a corrected description', async () => {
    const image = await libraryImage('stage.png', 'The band on stage');
    const picked = referenceTo(image);
    const document = { heroImage: picked, body: { root: { children: [{ image: picked }] } } };

    const replaced = await upload('stage-2.png', await photo(640, 360).png().toBuffer(), {
      url: `/api/media/${image.id}/file`,
      method: 'PUT',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { item } = json(replaced) as MediaAnswer;
    const [current] = await withCurrentMedia(tdb.database.db, [document]);

    const expected = {
      mediaId: image.id,
      alt: 'The band on stage',
      width: 640,
      height: 360,
      sources: item.files
        .filter((file) => file.width)
        .map((file) => ({ url: file.url, width: file.width, format: file.format }))
        .sort((a, b) => (a.width ?? 0) - (b.width ?? 0)),
    };
    expect(current).toEqual({
      heroImage: expected,
      body: { root: { children: [{ image: expected }] } },
    });
    expect(current?.heroImage.sources.map((source) => source.url)).not.toContain(
      picked.sources[0]?.url,
    );
  });

  it('leaves the artworks the site ships as they are', async () => {
    const document = { heroImage: poster };
    expect(await withCurrentMedia(tdb.database.db, [document])).toEqual([document]);
  });

  it('publishes the pages that show it again when its file or description changes', async () => {
    const token = await tokenOf(EDITOR);
    const image = await libraryImage('stage.png', 'The band on stage');
    const draftOnly = await created(
      token,
      article({ title: 'Not Live Yet', heroImage: referenceTo(image) }),
    );
    const live = await act(
      token,
      await created(token, article({ heroImage: referenceTo(image) })),
      'publish',
    );
    expect(draftOnly.state).toBe('draft');
    publisher.clear();

    const replaced = await upload('stage-2.png', await photo(640, 360).png().toBuffer(), {
      url: `/api/media/${image.id}/file`,
      method: 'PUT',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(publisher.paths()).toEqual([`/article/${live.slug}`, '/newsroom', '/']);

    publisher.clear();
    const described = await h.app.inject({
      method: 'PATCH',
      url: `/api/media/${image.id}`,
      payload: { alt: 'The band on stage, lit in amber' },
      headers: { ...(await adminHeaders()), origin: ORIGIN },
    });
    expect(described.statusCode).toBe(200);
    expect(publisher.paths()).toEqual([`/article/${live.slug}`, '/newsroom', '/']);

    publisher.clear();
    const focal = await h.app.inject({
      method: 'PUT',
      url: `/api/media/${image.id}/focal`,
      payload: { x: 25, y: 30 },
      headers: { ...(await adminHeaders()), origin: ORIGIN },
    });
    expect(focal.statusCode, focal.body).toBe(200);
    expect(publisher.paths()).toEqual([`/article/${live.slug}`, '/newsroom', '/']);
  });

  it('carries the focal point into every reference, and leaves it out once centred again', async () => {
    const image = await libraryImage('stage.png', 'The band on stage');
    const document = { heroImage: referenceTo(image) };
    const setFocal = async (x: number, y: number) => {
      const answer = await h.app.inject({
        method: 'PUT',
        url: `/api/media/${image.id}/focal`,
        payload: { x, y },
        headers: { ...(await adminHeaders()), origin: ORIGIN },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };

    await setFocal(20, 75);
    const [moved] = await withCurrentMedia(tdb.database.db, [document]);
    expect(moved?.heroImage).toMatchObject({ mediaId: image.id, focal: { x: 20, y: 75 } });

    await setFocal(50, 50);
    const [centred] = await withCurrentMedia(tdb.database.db, [document]);
    expect(centred?.heroImage).not.toHaveProperty('focal');
  });
});
