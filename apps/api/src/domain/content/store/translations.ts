/**
 * Translations: each is its own row of `content_entries` in its language (`locale`), pointing at
 * its default-language source (`source_id`). So state, versions, schedules, revisions, trash,
 * presence and audit work per language with the rest of the store unchanged. A translation's
 * documents hold only its type's translatable fields; the neutral ones are the source's.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ContentTexts,
  DEFAULT_LOCALE,
  slugify,
  type ContentType,
  type TranslationStates,
} from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import { contentEntries, type StoredDocument } from '../../../db/schema.js';
import {
  TRANSLATION_LOCALES,
  documentProblems,
  invalid,
  labelOf,
  lockEntry,
  notFound,
  record,
  toView,
  type ContentActor,
  type Data,
  type EntryOutcome,
} from './entry.js';
import { insertDraft, keepFirstRevision } from './drafts.js';
import { reserveSlug, slugTaken } from './slugs.js';

export interface TranslationInput {
  type: ContentType;
  /** The default-language entry translated. */
  sourceId: string;
  locale: string;
  slug?: string | undefined;
  /** Its translatable fields, as sent (checked by the translation schema of the type). */
  data: Data;
  actor: ContentActor;
  now: Date;
}

/**
 * A new translation of a source entry, as a draft: only the fields sent are stored (nothing is
 * copied from the source), its slug comes from its own title unless given.
 */
export async function createTranslation(db: Db, input: TranslationInput): Promise<EntryOutcome> {
  if (!(TRANSLATION_LOCALES as readonly string[]).includes(input.locale))
    return invalid([{ field: 'locale', message: ContentTexts.translationLocale }]);
  const document: StoredDocument = {
    slug: input.slug ?? slugify(labelOf(input.type, input.data)),
    data: input.data,
  };
  const problems = documentProblems(input.type, document);
  if (problems.length > 0) return invalid(problems);
  return db.transaction(async (tx) => {
    // The source's lock orders two translations of it made at once.
    const source = await lockEntry(tx, input.type, input.sourceId);
    if (!source) return notFound;
    if (source.sourceId !== null || source.locale !== DEFAULT_LOCALE)
      return { ok: false, reason: 'malformed', message: ContentTexts.translationOfTranslation };
    if (source.state === 'deleted')
      return { ok: false, reason: 'conflict', message: ContentTexts.deletedEntry };
    const [existing] = await tx
      .select({ id: contentEntries.id })
      .from(contentEntries)
      .where(and(eq(contentEntries.sourceId, source.id), eq(contentEntries.locale, input.locale)));
    if (existing)
      return {
        ok: false,
        reason: 'conflict',
        message: `${ContentTexts.translationExists}: ${existing.id}.`,
      };
    const id = randomUUID();
    const row = await insertDraft(tx, {
      id,
      type: input.type,
      locale: input.locale,
      sourceId: source.id,
      document,
      actor: input.actor,
      now: input.now,
    });
    if (!(await reserveSlug(tx, { type: input.type, locale: input.locale }, document.slug, id))) {
      await tx.delete(contentEntries).where(eq(contentEntries.id, id));
      return slugTaken();
    }
    await keepFirstRevision(tx, id, document, input);
    await record(tx, 'content.created', input.actor, input.now, input.type, row, document.slug, {
      sourceId: source.id,
    });
    return { ok: true as const, entry: toView(row, null), pages: null };
  });
}

/** The translations of each source entry: its id and state per language. */
export async function translationStatesOf(
  db: Db,
  sourceIds: string[],
): Promise<Map<string, TranslationStates>> {
  const states = new Map<string, TranslationStates>();
  if (sourceIds.length === 0) return states;
  const rows = await db
    .select({
      id: contentEntries.id,
      sourceId: contentEntries.sourceId,
      locale: contentEntries.locale,
      state: contentEntries.state,
    })
    .from(contentEntries)
    .where(inArray(contentEntries.sourceId, sourceIds));
  for (const row of rows) {
    if (!row.sourceId || !(TRANSLATION_LOCALES as readonly string[]).includes(row.locale)) continue;
    const map = states.get(row.sourceId) ?? {};
    map[row.locale as keyof TranslationStates] = { id: row.id, state: row.state };
    states.set(row.sourceId, map);
  }
  return states;
}
