/** Schedules: a draft, as it is when scheduled, goes live at a set time. */
import { asc, eq, lte } from 'drizzle-orm';
import { ContentTexts, type ContentState, type ContentType } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import { contentSchedules } from '../../../db/schema.js';
import type { PageSelection } from '../publisher.js';
import {
  guard,
  invalid,
  isRefusal,
  record,
  setEntry,
  toView,
  documentProblems,
  type ActionInput,
  type EntryOutcome,
} from './entry.js';
import { drainDueSchedules, lockedEntryOf, scheduleActor } from './due.js';
import { mediaProblems } from '../../media-usage.js';
import { goLive } from './publishing.js';

export interface ScheduleInput extends ActionInput {
  /** Null cancels the schedule. */
  publishAt: Date | null;
}

/** Sets (or cancels) the time the working draft, as it is now, goes live. */
export async function scheduleEntry(db: Db, input: ScheduleInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    const notLive: ContentState = row.publishedAt ? 'unpublished' : 'draft';
    if (input.publishAt === null) {
      const removed = await tx
        .delete(contentSchedules)
        .where(eq(contentSchedules.entryId, row.id))
        .returning();
      if (removed.length === 0)
        return { ok: false, reason: 'conflict', message: ContentTexts.notScheduled };
      const updated = await setEntry(tx, row.id, {
        state: row.live ? 'published' : notLive,
        version: row.version + 1,
        updatedAt: input.now,
        updatedBy: input.actor.email,
      });
      await record(
        tx,
        'content.unscheduled',
        input.actor,
        input.now,
        input.type,
        updated,
        row.draft.slug,
      );
      return { ok: true, entry: toView(updated, null), pages: null };
    }
    if (input.publishAt.getTime() <= input.now.getTime())
      return invalid([{ field: 'publishAt', message: ContentTexts.scheduleInPast }]);
    const problems = [
      ...documentProblems(input.type, row.draft),
      ...(await mediaProblems(tx, row.draft.data)),
    ];
    if (problems.length > 0) return invalid(problems);
    const schedule = {
      publishAt: input.publishAt,
      document: row.draft,
      draftVersion: row.version,
      createdAt: input.now,
      createdBy: input.actor.email,
      createdById: input.actor.id,
    };
    await tx
      .insert(contentSchedules)
      .values({ entryId: row.id, ...schedule })
      .onConflictDoUpdate({ target: contentSchedules.entryId, set: schedule });
    const updated = await setEntry(tx, row.id, {
      state: row.live ? 'published' : 'scheduled',
      version: row.version + 1,
      updatedAt: input.now,
      updatedBy: input.actor.email,
    });
    await record(
      tx,
      'content.scheduled',
      input.actor,
      input.now,
      input.type,
      updated,
      row.draft.slug,
      {
        publishAt: input.publishAt.toISOString(),
      },
    );
    return { ok: true, entry: toView(updated, input.publishAt), pages: null };
  });
}

/** Publishes every schedule that is due, each once however many instances run (drainDueSchedules). */
export function publishDueSchedules(db: Db, now: Date, limit = 50): Promise<PageSelection[]> {
  return drainDueSchedules(db, limit, async (tx) => {
    const [due] = await tx
      .select()
      .from(contentSchedules)
      .where(lte(contentSchedules.publishAt, now))
      .orderBy(asc(contentSchedules.publishAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const row = await lockedEntryOf(tx, due.entryId);
    if (!row || row.state === 'deleted') {
      await tx.delete(contentSchedules).where(eq(contentSchedules.entryId, due.entryId));
      return { paths: [] };
    }
    const type = row.type as ContentType;
    return (await goLive(tx, type, row, due.document, 'scheduled-publish', scheduleActor(due), now))
      .pages;
  });
}
