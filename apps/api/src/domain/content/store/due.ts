/** What scheduled publish and scheduled unpublish share: working through the due ones. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { contentEntries } from '../../../db/schema.js';
import type { PageSelection } from '../publisher.js';
import type { ContentActor } from './entry.js';

/** Who a schedule acts as when it falls due: the person who set it, from no request. */
export function scheduleActor(due: {
  createdById: string | null;
  createdBy: string | null;
}): ContentActor {
  return { id: due.createdById, email: due.createdBy, role: null, ip: null };
}

/** The entry a due schedule names, locked for the transaction that carries the schedule out. */
export async function lockedEntryOf(tx: Db, entryId: string) {
  const [row] = await tx
    .select()
    .from(contentEntries)
    .where(eq(contentEntries.id, entryId))
    .for('update');
  return row;
}

/**
 * Carries out due schedules one transaction each until `takeOne` finds none due (null) or
 * `limit` are done. `takeOne` claims one due schedule with `FOR UPDATE SKIP LOCKED` and deletes
 * it in the transaction that carries it out, so each is done once however many instances run
 * this at the same time. Answers the pages to render again.
 */
export async function drainDueSchedules(
  db: Db,
  limit: number,
  takeOne: (tx: Db) => Promise<PageSelection | null>,
): Promise<PageSelection[]> {
  const pages: PageSelection[] = [];
  while (pages.length < limit) {
    const done = await db.transaction((tx) => takeOne(tx));
    if (done === null) break;
    pages.push(done);
  }
  return pages;
}
