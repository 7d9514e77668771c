import type { MediaUse } from '@studio/contracts';
import type { Db } from '../db/client.js';

/**
 * The entries that refer to a media item. The one place that knows where media can be used:
 * deleting is refused while this answers any, and the library shows it as "where used". Nothing
 * refers to media yet, so nothing is in use; the content store adds its entries here.
 */
export async function mediaUsage(_db: Db, _mediaId: string): Promise<MediaUse[]> {
  return [];
}
