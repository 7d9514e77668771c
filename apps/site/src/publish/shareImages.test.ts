// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createShareImageRenderer, shareCardFromHtml } from './shareImages';

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
