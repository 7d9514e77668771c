/**
 * The trash: deleting an entry moves it here (state `deleted`, kept with its revisions, gone from
 * every page). Any staff member moves an entry to the trash; only a super admin restores it (as a
 * draft) or deletes it for good; the server deletes for good what stayed `TRASH_DAYS` days.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import { ContentTexts, type ContentType, type Role } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import {
  contentEntries,
  contentSchedules,
  contentSlugs,
  contentUnpublishSchedules,
} from '../../../db/schema.js';
import { audit } from '../../audit.js';
import type { RefusalOf, StateRefusal } from '../../refusal.js';
import { pagesOfEntry } from '../pages.js';
import {
  invalid,
  isRefusal,
  lockEntry,
  notFound,
  record,
  setEntry,
  toView,
  viewOf,
  guard,
  type ActionInput,
  type ContentActor,
  type ContentRefusal,
  type EntryOutcome,
} from './entry.js';
import { reserveSlug } from './slugs.js';

export interface TrashInput extends ActionInput {
  actor: ContentActor & { role: Role };
}

/** Moves an entry to the trash: its live page comes down, its slugs and schedule are freed. */
export async function trashEntry(db: Db, input: TrashInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    const liveSlug = row.live?.slug;
    await tx.delete(contentSchedules).where(eq(contentSchedules.entryId, row.id));
    await tx.delete(contentUnpublishSchedules).where(eq(contentUnpublishSchedules.entryId, row.id));
    await tx.delete(contentSlugs).where(eq(contentSlugs.entryId, row.id));
    const updated = await setEntry(tx, row.id, {
      live: null,
      state: 'deleted',
      version: row.version + 1,
      deletedAt: input.now,
      updatedAt: input.now,
      updatedBy: input.actor.email,
    });
    await record(
      tx,
      'content.trashed',
      input.actor,
      input.now,
      input.type,
      updated,
      row.draft.slug,
      {
        wasLive: Boolean(liveSlug),
      },
    );
    return {
      ok: true as const,
      entry: toView(updated, null),
      pages: liveSlug ? pagesOfEntry(input.type, [liveSlug]) : null,
    };
  });
}

const superAdminOnly: RefusalOf<'not_allowed'> = {
  ok: false,
  reason: 'not_allowed',
  message: ContentTexts.trashSuperAdminOnly,
};
const notInTrash: StateRefusal = {
  ok: false,
  reason: 'conflict',
  message: ContentTexts.notInTrash,
};

/** Locks an entry in the trash for a super admin's restore or purge, naming its version. */
async function lockTrashed(tx: Db, input: TrashInput) {
  const row = await lockEntry(tx, input.type, input.id);
  if (!row) return notFound;
  if (row.version !== input.version)
    return {
      ok: false as const,
      reason: 'stale' as const,
      message: ContentTexts.stale,
      current: await viewOf(tx, row),
    };
  if (row.state !== 'deleted') return notInTrash;
  return row;
}

/** Audits an admin's refused restore or purge (nothing else happened). */
async function refuseAdmin(db: Db, input: TrashInput, action: string): Promise<ContentRefusal> {
  await audit(db, {
    action: 'access.forbidden',
    at: input.now,
    actorId: input.actor.id,
    actorEmail: input.actor.email,
    ip: input.actor.ip,
    details: { type: input.type, entryId: input.id, action, role: input.actor.role },
  });
  return superAdminOnly;
}

/** A super admin brings an entry back from the trash as a draft, its revisions intact. */
export async function untrashEntry(db: Db, input: TrashInput): Promise<EntryOutcome> {
  if (input.actor.role !== 'super_admin') return refuseAdmin(db, input, 'content.untrash');
  return db.transaction(async (tx) => {
    const row = await lockTrashed(tx, input);
    if ('ok' in row) return row;
    if (!(await reserveSlug(tx, input.type, row.draft.slug, row.id)))
      return invalid([{ field: 'slug', message: ContentTexts.restoreSlugTaken }]);
    const updated = await setEntry(tx, row.id, {
      state: 'draft',
      live: null,
      version: row.version + 1,
      deletedAt: null,
      updatedAt: input.now,
      updatedBy: input.actor.email,
    });
    await record(
      tx,
      'content.untrashed',
      input.actor,
      input.now,
      input.type,
      updated,
      row.draft.slug,
    );
    return { ok: true as const, entry: toView(updated, null), pages: null };
  });
}

export type PurgeOutcome = { ok: true; id: string } | ContentRefusal;

/** A super admin deletes an entry in the trash for good, with its revisions (the audit stays). */
export async function purgeEntry(db: Db, input: TrashInput): Promise<PurgeOutcome> {
  if (input.actor.role !== 'super_admin') return refuseAdmin(db, input, 'content.purge');
  return db.transaction(async (tx) => {
    const row = await lockTrashed(tx, input);
    if ('ok' in row) return row;
    await tx.delete(contentEntries).where(eq(contentEntries.id, row.id));
    await record(tx, 'content.purged', input.actor, input.now, input.type, row, row.draft.slug, {
      automatic: false,
    });
    return { ok: true as const, id: row.id };
  });
}

/**
 * Deletes for good the entries that have been in the trash for `days` days by `now`, each once
 * however many instances run this at the same time (`SKIP LOCKED`). Answers how many.
 */
export async function purgeExpiredTrash(
  db: Db,
  now: Date,
  days: number,
  limit = 100,
): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.state, 'deleted'), lte(contentEntries.deletedAt, before)))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    await tx.delete(contentEntries).where(
      inArray(
        contentEntries.id,
        rows.map((row) => row.id),
      ),
    );
    await audit(
      tx,
      rows.map((row) => ({
        action: 'content.purged' as const,
        at: now,
        actorId: null,
        actorEmail: null,
        ip: null,
        details: {
          type: row.type as ContentType,
          entryId: row.id,
          slug: row.draft.slug,
          version: row.version,
          automatic: true,
          trashDays: days,
        },
      })),
    );
    return rows.length;
  });
}
