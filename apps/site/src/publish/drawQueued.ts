// The last step of a run-time render: the pages are served before their share images are drawn.
// A new studio name changes every page's image (about 60 ms each on the main thread on a quiet
// machine here, three seconds for the default site), and a page announcing its image as last
// drawn for a few seconds is better than every page waiting for all of them.
import type { DrawnShareImages, DrawShareImagesOptions } from '@studio/contracts';
import { writeSiteManifest } from './derivedFiles';
import { drawShareImages, type ShareImageRenderer } from './shareImages';

/**
 * Draws the queued share images of a served site directory whose card changed, until
 * `options.stop` says a newer render waits (it draws the rest). Only once none is left is the
 * content's fingerprint written in site.json: until then a restart renders every page again,
 * which draws them.
 */
export async function drawQueuedShareImages(
  options: DrawShareImagesOptions,
  render: ShareImageRenderer,
): Promise<DrawnShareImages> {
  const { root, origin, fingerprint, stop } = options;
  const drawn = await drawShareImages(root, render, () =>
    stop ? Atomics.load(stop, 0) !== 0 : false,
  );
  if (fingerprint && drawn.left === 0) await writeSiteManifest(root, { origin, fingerprint });
  return { drawn: drawn.drawn, failed: drawn.failed };
}
