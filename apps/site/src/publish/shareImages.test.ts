// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createShareImageRenderer, shareCardFromHtml } from './shareImages';

describe('share images', () => {
  it("reads a built page's title without the studio suffix, and its description", () => {
    const html =
      '<head><title>Terms &amp; Conditions | Sargam Studios</title><meta name="description" content="You don&#x27;t need an account."/></head>';
    expect(shareCardFromHtml(html)).toEqual({
      title: 'Terms & Conditions',
      description: "You don't need an account.",
    });
  });

  it('draws a 1200×630 PNG', async () => {
    const render = await createShareImageRenderer();
    const png = await render({ title: 'Careers', description: 'Work with us.' });
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 30_000);
});
