/** Scheduled unpublish: a live entry's page comes down at a set time (the draft stays). */
import { asc, eq, lte } from 'drizzle-orm';
import { ContentTexts, type ContentType } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import { contentUnpublishSchedules } from '../../../db/schema.js';
import type { PageSelection } from '../publisher.js';
import {
  guard,
  invalid,
  isRefusal,
  record,
  setEntry,
  viewOf,
  type ActionInput,
  type EntryOutcome,
} from './entry.js';
import { drainDueSchedules, lockedEntryOf, scheduleActor } from './due.js';
import { takeDown } from './publishing.js';

export interface UnpublishScheduleInput extends ActionInput {
  /** Null cancels the scheduled unpublish. */
  unpublishAt: Date | null;
}

/** Sets (or cancels) the time a live entry's page comes down. */
export async function scheduleUnpublish(
  db: Db,
  input: UnpublishScheduleInput,
): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    // Either way the entry's version moves on and the audit says what changed; no page changes.
    const changed = async (
      action: 'content.unpublish_scheduled' | 'content.unpublish_unscheduled',
      details?: Record<string, string>,
    ): Promise<EntryOutcome> => {
      const updated = await setEntry(tx, row.id, {
        version: row.version + 1,
        updatedAt: input.now,
        updatedBy: input.actor.email,
      });
      await record(
        tx,
        action,
        input.actor,
        input.now,
        input.type,
        updated,
        row.draft.slug,
        details,
      );
      return { ok: true, entry: await viewOf(tx, updated), pages: null };
    };
    if (input.unpublishAt === null) {
      const removed = await tx
        .delete(contentUnpublishSchedules)
        .where(eq(contentUnpublishSchedules.entryId, row.id))
        .returning();
      if (removed.length === 0)
        return { ok: false, reason: 'conflict', message: ContentTexts.noUnpublishSchedule };
      return changed('content.unpublish_unscheduled');
    }
    if (!row.live) return { ok: false, reason: 'conflict', message: ContentTexts.notPublished };
    if (input.unpublishAt.getTime() <= input.now.getTime())
      return invalid([{ field: 'unpublishAt', message: ContentTexts.scheduleInPast }]);
    const schedule = {
      unpublishAt: input.unpublishAt,
      createdAt: input.now,
      createdBy: input.actor.email,
      createdById: input.actor.id,
    };
    await tx
      .insert(contentUnpublishSchedules)
      .values({ entryId: row.id, ...schedule })
      .onConflictDoUpdate({ target: contentUnpublishSchedules.entryId, set: schedule });
    return changed('content.unpublish_scheduled', {
      unpublishAt: input.unpublishAt.toISOString(),
    });
  });
}

/** Takes down every live page whose unpublish is due, each once (drainDueSchedules). */
export function unpublishDueSchedules(db: Db, now: Date, limit = 50): Promise<PageSelection[]> {
  return drainDueSchedules(db, limit, async (tx) => {
    const [due] = await tx
      .select()
      .from(contentUnpublishSchedules)
      .where(lte(contentUnpublishSchedules.unpublishAt, now))
      .orderBy(asc(contentUnpublishSchedules.unpublishAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const row = await lockedEntryOf(tx, due.entryId);
    if (!row?.live || row.state === 'deleted') {
      await tx
        .delete(contentUnpublishSchedules)
        .where(eq(contentUnpublishSchedules.entryId, due.entryId));
      return { paths: [] };
    }
    const type = row.type as ContentType;
    const taken = await takeDown(
      tx,
      type,
      { ...row, live: row.live },
      'content.scheduled_unpublished',
      scheduleActor(due),
      now,
    );
    return taken.pages;
  });
}
