// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createShareImageRenderer,
  drawShareImages,
  queueShareImages,
  shareCardFromHtml,
  type ShareCard,
  type ShareImageOf,
} from './shareImages';

describe('share images', () => {
  it("reads a built page's title without the studio suffix, and its description", () => {
    const html =
      '<head><title>Terms &amp; Conditions | Sargam Studios</title><meta name="description" content="You don&#x27;t need an account."/><meta property="og:site_name" content="Sargam Studios"/></head>';
    expect(shareCardFromHtml(html)).toEqual({
      title: 'Terms & Conditions',
      description: "You don't need an account.",
      studio: 'Sargam Studios',
      locale: 'en',
    });
  });

  it("names the studio the page names (the stored identity's), not the shipped one", () => {
    const html =
      '<head><title>Careers | Raga &amp; Reel Works</title><meta name="description" content="Work with us."/><meta property="og:site_name" content="Raga &amp; Reel Works"/></head>';
    expect(shareCardFromHtml(html)).toEqual({
      title: 'Careers',
      description: 'Work with us.',
      studio: 'Raga & Reel Works',
      locale: 'en',
    });
  });

  it("reads a Hindi page's language from its <html lang>", () => {
    const html =
      '<html lang="hi"><head><title>संगीत | सरगम स्टूडियोज़</title><meta name="description" content="नए गीत।"/><meta property="og:site_name" content="सरगम स्टूडियोज़"/></head>';
    expect(shareCardFromHtml(html)).toEqual({
      title: 'संगीत',
      description: 'नए गीत।',
      studio: 'सरगम स्टूडियोज़',
      locale: 'hi',
    });
  });

  it('draws Devanagari letters, not a missing-glyph box for each', async () => {
    const render = await createShareImageRenderer();
    const card = { description: 'नए गीत।', studio: 'सरगम स्टूडियोज़', locale: 'hi' as const };
    // Two words of five code points each: drawn as boxes they would be the same image.
    const music = await render({ ...card, title: 'संगीत' });
    const about = await render({ ...card, title: 'परिचय' });
    expect(music.equals(about)).toBe(false);
  }, 30_000);

  it('draws a 1200×630 PNG', async () => {
    const render = await createShareImageRenderer();
    const png = await render({
      title: 'Careers',
      description: 'Work with us.',
      studio: 'Sargam Studios',
    });
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // The studio's name is drawn: another name, another image.
    const renamed = await render({
      title: 'Careers',
      description: 'Work with us.',
      studio: 'Raga Works',
    });
    expect(renamed.equals(png)).toBe(false);
  }, 30_000);
});

describe('drawing the queued share images of a site directory', () => {
  const roots: string[] = [];
  afterEach(async () => {
    for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
  });
  const siteRoot = async () => {
    const root = await mkdtemp(join(tmpdir(), 'share-images-'));
    roots.push(root);
    return root;
  };
  /** A stand-in for satori and resvg: the card as text, and the cards it was asked to draw. */
  const textRenderer = () => {
    const asked: ShareCard[] = [];
    const render = (page: ShareCard) => {
      asked.push(page);
      return Promise.resolve(Buffer.from(`${page.studio}: ${page.title}`));
    };
    return { asked, render };
  };
  const imageOf = (path: string, title: string, studio = 'Sargam Studios'): ShareImageOf => ({
    path,
    file: `share${path}.png`,
    card: { title, description: 'Work with us.', studio },
  });

  it('draws an image once for a card, and again when its card changes (a new studio name)', async () => {
    const root = await siteRoot();
    const { asked, render } = textRenderer();
    await queueShareImages(root, [imageOf('/careers', 'Careers'), imageOf('/about', 'About')]);
    expect(await drawShareImages(root, render)).toEqual({
      drawn: ['share/careers.png', 'share/about.png'],
      failed: [],
      left: 0,
    });
    // The same cards again (a render of unchanged pages): nothing is drawn.
    await queueShareImages(root, [imageOf('/careers', 'Careers'), imageOf('/about', 'About')]);
    expect((await drawShareImages(root, render)).drawn).toEqual([]);
    await queueShareImages(root, [
      imageOf('/careers', 'Careers', 'Raga Works'),
      imageOf('/about', 'About'),
    ]);
    expect((await drawShareImages(root, render)).drawn).toEqual(['share/careers.png']);
    expect(asked).toHaveLength(3);
    expect(await readFile(join(root, 'share/careers.png'), 'utf8')).toBe('Raga Works: Careers');
  });

  it('leaves the images it is told to stop before queued, and the next drawing draws them', async () => {
    const root = await siteRoot();
    const { render } = textRenderer();
    await queueShareImages(root, [imageOf('/a', 'A'), imageOf('/b', 'B'), imageOf('/c', 'C')]);
    let drawnSoFar = 0;
    const first = await drawShareImages(root, render, () => drawnSoFar++ >= 1);
    expect(first).toEqual({ drawn: ['share/a.png'], failed: [], left: 2 });
    expect(await drawShareImages(root, render)).toEqual({
      drawn: ['share/b.png', 'share/c.png'],
      failed: [],
      left: 0,
    });
  });

  it('reports an image that fails by its page, keeps the others, and draws it next time', async () => {
    const root = await siteRoot();
    const { render } = textRenderer();
    await queueShareImages(root, [imageOf('/a', 'A'), imageOf('/b', 'B')]);
    const failing = (page: ShareCard) =>
      page.title === 'A' ? Promise.reject(new Error('no font')) : render(page);
    expect(await drawShareImages(root, failing)).toEqual({
      drawn: ['share/b.png'],
      failed: [{ path: '/a', reason: 'its share image could not be drawn: no font' }],
      left: 1,
    });
    expect(await drawShareImages(root, render)).toEqual({
      drawn: ['share/a.png'],
      failed: [],
      left: 0,
    });
  });
});
