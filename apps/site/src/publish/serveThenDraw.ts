// The last step of a run-time render: the pages are served before their share images are drawn.
// A new studio name changes every page's image (about 60 ms each on the main thread on a quiet
// machine here, three seconds for the default site), and a page announcing its image as last
// drawn for a few seconds is better than every page waiting for all of them.
import type { RenderFailure, RenderSiteOptions } from '@studio/contracts';
import { writeSiteManifest, type SiteManifest } from './derivedFiles';
import {
  drawShareImages,
  queueShareImages,
  type ShareImageOf,
  type ShareImageRenderer,
} from './shareImages';

/**
 * Queues the pages' share images in the root, serves it (`options.serve`, when given), then draws
 * the queued images whose card changed where it is served, until `options.stop` says a newer
 * render waits (it draws the rest). Only once none is left is the content's fingerprint written
 * in site.json: until then a restart renders every page again, which draws them.
 */
export async function serveThenDrawShareImages(
  options: Pick<RenderSiteOptions, 'root' | 'serve' | 'stop'>,
  images: readonly ShareImageOf[],
  render: ShareImageRenderer,
  site: SiteManifest,
): Promise<{ drawn: string[]; failed: RenderFailure[] }> {
  await queueShareImages(options.root, images);
  const root = options.serve ? await options.serve() : options.root;
  const drawn = await drawShareImages(root, render, options.stop);
  if (site.fingerprint && drawn.left === 0) await writeSiteManifest(root, site);
  return { drawn: drawn.drawn, failed: drawn.failed };
}
