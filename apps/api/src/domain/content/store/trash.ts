/**
 * The trash: deleting an entry moves it here (state `deleted`, kept with its revisions, gone from
 * every page). Any staff member moves an entry to the trash; only a super admin restores it (as a
 * draft) or deletes it for good; the server deletes for good what stayed `TRASH_DAYS` days.
 */
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { ContentTexts, type ContentType, type Role } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import {
  contentEntries,
  contentSchedules,
  contentSlugs,
  contentUnpublishSchedules,
  type ContentEntryRow,
} from '../../../db/schema.js';
import { audit } from '../../audit.js';
import type { RefusalOf, StateRefusal } from '../../refusal.js';
import { pagesOfEntry } from '../pages.js';
import type { PageSelection } from '../publisher.js';
import {
  entryDetails,
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

/**
 * Moves an entry to the trash: its live page comes down, its slugs and schedule are freed. A
 * source entry's translations go with it (their neutral fields are the source's) and come back
 * with it; a translation goes alone.
 */
export async function trashEntry(db: Db, input: TrashInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    const updated = await moveToTrash(tx, input, row);
    const translations =
      row.sourceId === null
        ? await tx
            .select()
            .from(contentEntries)
            .where(and(eq(contentEntries.sourceId, row.id), ne(contentEntries.state, 'deleted')))
            .for('update')
        : [];
    const paths = new Set<string>();
    for (const each of [row, ...translations]) {
      if (each !== row) await moveToTrash(tx, input, each);
      const liveSlug = each.live?.slug;
      const pages = liveSlug ? pagesOfEntry(input.type, [liveSlug], each.locale) : null;
      if (pages && 'paths' in pages) for (const path of pages.paths) paths.add(path);
    }
    const pages: PageSelection | null = paths.size > 0 ? { paths: [...paths] } : null;
    return { ok: true as const, entry: toView(updated, null), pages };
  });
}

async function moveToTrash(
  tx: Db,
  input: TrashInput,
  row: ContentEntryRow,
): Promise<ContentEntryRow> {
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
  await record(tx, 'content.trashed', input.actor, input.now, input.type, updated, row.draft.slug, {
    wasLive: Boolean(row.live),
  });
  return updated;
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

/**
 * A super admin brings an entry back from the trash as a draft, its revisions intact. A source
 * brings back the translations that went to the trash with it (those whose slug is still free in
 * their language; the others stay in the trash); a translation needs its source back first.
 */
export async function untrashEntry(db: Db, input: TrashInput): Promise<EntryOutcome> {
  if (input.actor.role !== 'super_admin') return refuseAdmin(db, input, 'content.untrash');
  return db.transaction(async (tx) => {
    const row = await lockTrashed(tx, input);
    if ('ok' in row) return row;
    if (row.sourceId !== null) {
      const [source] = await tx
        .select({ state: contentEntries.state })
        .from(contentEntries)
        .where(eq(contentEntries.id, row.sourceId));
      if (source?.state === 'deleted')
        return { ok: false, reason: 'conflict', message: ContentTexts.restoreSourceFirst };
    }
    if (!(await reserveSlug(tx, { type: input.type, locale: row.locale }, row.draft.slug, row.id)))
      return invalid([{ field: 'slug', message: ContentTexts.restoreSlugTaken }]);
    const updated = await bringBack(tx, input, row);
    if (row.sourceId === null && row.deletedAt) {
      const trashedWith = await tx
        .select()
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.sourceId, row.id),
            eq(contentEntries.state, 'deleted'),
            eq(contentEntries.deletedAt, row.deletedAt),
          ),
        )
        .for('update');
      for (const translation of trashedWith) {
        const scope = { type: input.type, locale: translation.locale };
        if (await reserveSlug(tx, scope, translation.draft.slug, translation.id))
          await bringBack(tx, input, translation);
      }
    }
    return { ok: true as const, entry: toView(updated, null), pages: null };
  });
}

async function bringBack(
  tx: Db,
  input: TrashInput,
  row: ContentEntryRow,
): Promise<ContentEntryRow> {
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
  return updated;
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
          ...entryDetails(row.type as ContentType, row, row.draft.slug),
          automatic: true,
          trashDays: days,
        },
      })),
    );
    return rows.length;
  });
}
