/** Publishing: the working draft goes live or comes down. */
import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import { ContentTexts, sameJson, type ContentType } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import {
  contentEntries,
  contentSchedules,
  contentSlugs,
  contentUnpublishSchedules,
  type ContentEntryRow,
  type StoredDocument,
} from '../../../db/schema.js';
import { changedFields } from '../json.js';
import { pagesOfEntry } from '../pages.js';
import type { PageSelection } from '../publisher.js';
import {
  guard,
  invalid,
  isRefusal,
  keepRevision,
  record,
  setEntry,
  toView,
  viewOf,
  documentProblems,
  type ActionInput,
  type ContentActor,
  type EntryOutcome,
  type EntryView,
} from './entry.js';
import { mediaProblems } from '../../media-usage.js';
import { releaseSlug, reserveSlug } from './slugs.js';

/**
 * The pages of an entry's live versions in its other languages: a page names the same entry's
 * pages in the other languages (hreflang, the language switcher), and a language shows an entry
 * only while its source is live, so when one language goes live or comes down the others' pages
 * and listings are rendered again.
 */
async function withFamily(
  tx: Db,
  type: ContentType,
  row: ContentEntryRow,
  pages: PageSelection,
): Promise<PageSelection> {
  if (!('paths' in pages)) return pages;
  const source = row.sourceId ?? row.id;
  const others = await tx
    .select({ locale: contentEntries.locale, live: contentEntries.live })
    .from(contentEntries)
    .where(
      and(
        or(eq(contentEntries.id, source), eq(contentEntries.sourceId, source)),
        ne(contentEntries.id, row.id),
        isNotNull(contentEntries.live),
      ),
    );
  const theirs = others.flatMap(({ locale, live }) =>
    live ? pagesOfEntry(type, [live.slug], locale).paths : [],
  );
  return { paths: [...new Set([...pages.paths, ...theirs])] };
}

/**
 * Makes `document` the live one: the old live slug, if it changed, keeps answering with a
 * redirect to the new one, and any schedule is done with.
 */
export async function goLive(
  tx: Db,
  type: ContentType,
  row: ContentEntryRow,
  document: StoredDocument,
  reason: 'publish' | 'scheduled-publish',
  actor: ContentActor,
  now: Date,
): Promise<{ entry: EntryView; pages: PageSelection }> {
  const before = row.live;
  const scope = { type, locale: row.locale };
  if (!(await reserveSlug(tx, scope, document.slug, row.id)))
    throw new Error('the published slug is reserved by its draft');
  if (before && before.slug !== document.slug) {
    await tx
      .update(contentSlugs)
      .set({ redirect: true })
      .where(
        and(
          eq(contentSlugs.type, type),
          eq(contentSlugs.locale, row.locale),
          eq(contentSlugs.slug, before.slug),
          eq(contentSlugs.entryId, row.id),
        ),
      );
  }
  await tx.delete(contentSchedules).where(eq(contentSchedules.entryId, row.id));
  const updated = await setEntry(tx, row.id, {
    live: document,
    state: 'published',
    version: row.version + 1,
    publishedAt: now,
    updatedAt: now,
    updatedBy: actor.email,
    lastRevisionAt: now,
  });
  const fields = changedFields(before ? { slug: before.slug, ...before.data } : null, {
    slug: document.slug,
    ...document.data,
  });
  await keepRevision(tx, row.id, document, reason, fields, actor, now);
  await record(
    tx,
    reason === 'publish' ? 'content.published' : 'content.scheduled_published',
    actor,
    now,
    type,
    updated,
    document.slug,
    before && before.slug !== document.slug ? { previousSlug: before.slug } : {},
  );
  return {
    entry: await viewOf(tx, updated),
    pages: await withFamily(
      tx,
      type,
      row,
      pagesOfEntry(type, [before?.slug, document.slug], row.locale),
    ),
  };
}

/** Publishes the working draft now. */
export async function publishEntry(db: Db, input: ActionInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    if (row.live && sameJson(row.live, row.draft))
      return { ok: false, reason: 'conflict', message: ContentTexts.nothingToPublish };
    const problems = [
      ...documentProblems(input.type, row.draft),
      ...(await mediaProblems(tx, row.draft.data)),
    ];
    if (problems.length > 0) return invalid(problems);
    const done = await goLive(tx, input.type, row, row.draft, 'publish', input.actor, input.now);
    return { ok: true, ...done };
  });
}

/** Takes the live page down; the working draft stays. */
export async function unpublishEntry(db: Db, input: ActionInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    const live = row.live;
    if (!live) return { ok: false, reason: 'conflict', message: ContentTexts.notPublished };
    return {
      ok: true,
      ...(await takeDown(
        tx,
        input.type,
        { ...row, live },
        'content.unpublished',
        input.actor,
        input.now,
      )),
    };
  });
}

/**
 * Takes a live entry's page down (now, or as its scheduled unpublish): its live slug is freed
 * unless the draft holds it, and any scheduled unpublish is done with.
 */
export async function takeDown(
  tx: Db,
  type: ContentType,
  row: ContentEntryRow & { live: StoredDocument },
  action: 'content.unpublished' | 'content.scheduled_unpublished',
  actor: ContentActor,
  now: Date,
): Promise<{ entry: EntryView; pages: PageSelection }> {
  const liveSlug = row.live.slug;
  if (liveSlug !== row.draft.slug)
    await releaseSlug(tx, { type, locale: row.locale }, liveSlug, row.id);
  await tx.delete(contentUnpublishSchedules).where(eq(contentUnpublishSchedules.entryId, row.id));
  const [schedule] = await tx
    .select({ publishAt: contentSchedules.publishAt })
    .from(contentSchedules)
    .where(eq(contentSchedules.entryId, row.id));
  const updated = await setEntry(tx, row.id, {
    live: null,
    state: schedule ? 'scheduled' : 'unpublished',
    version: row.version + 1,
    updatedAt: now,
    updatedBy: actor.email,
  });
  await record(tx, action, actor, now, type, updated, liveSlug);
  return {
    entry: toView(updated, schedule?.publishAt ?? null),
    pages: await withFamily(tx, type, row, pagesOfEntry(type, [liveSlug], row.locale)),
  };
}
