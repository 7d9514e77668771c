/** Bulk import: many new entries published at once (the first start's default content). */
import { randomUUID } from 'node:crypto';
import {
  ContentTexts,
  DEFAULT_LOCALE,
  slugify,
  type ContentType,
  type FieldError,
} from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import {
  contentEntries,
  contentRevisions,
  contentSlugs,
  type StoredDocument,
} from '../../../db/schema.js';
import { audit, type AuditEntry } from '../../audit.js';
import { changedFields } from '../json.js';
import {
  TRANSLATION_LOCALES,
  documentProblems,
  entryDetails,
  labelOf,
  searchTextOf,
  type ContentActor,
  type Data,
} from './entry.js';

/** A translation published with its source: its translatable fields, its slug unless from them. */
export interface NewTranslation {
  slug?: string | undefined;
  data: Data;
}

export interface NewPublishedEntry {
  type: ContentType;
  data: Data;
  /** Its translations, by language (one of `TRANSLATION_LOCALES`). */
  translations?: Partial<Record<string, NewTranslation>>;
}

export type BulkOutcome =
  | { ok: true; count: number; translations: number }
  | { ok: false; index: number; errors: FieldError[] };

interface NewRow {
  id: string;
  type: ContentType;
  locale: string;
  sourceId: string | null;
  document: StoredDocument;
  /** The given entry it is, or translates: its order. */
  index: number;
}

/**
 * Creates and publishes `entries` and their translations with four inserts in all, storing what
 * `createEntry` (`createTranslation`) followed by `publishEntry` would: version 2, a `save` and a
 * `publish` revision, a `content.created` and a `content.published` line. The caller gives the
 * transaction; nothing is written when any entry is refused (its slug or document breaks a rule,
 * two entries of a type share a slug in a language, or a translation's language is not one).
 */
export async function publishNewEntries(
  tx: Db,
  entries: readonly NewPublishedEntry[],
  actor: ContentActor,
  now: Date,
): Promise<BulkOutcome> {
  const slugs = new Set<string>();
  const rows: NewRow[] = [];
  const problemsOf = (row: NewRow, prefix: string): FieldError[] => {
    const errors = documentProblems(row.type, row.document).map((error) => ({
      ...error,
      field: `${prefix}${error.field}`,
    }));
    const key = `${row.type}/${row.locale}/${row.document.slug}`;
    if (slugs.has(key)) errors.push({ field: `${prefix}slug`, message: ContentTexts.slugTaken });
    slugs.add(key);
    return errors;
  };
  for (const [index, entry] of entries.entries()) {
    const source: NewRow = {
      id: randomUUID(),
      type: entry.type,
      locale: DEFAULT_LOCALE,
      sourceId: null,
      document: { slug: slugify(labelOf(entry.type, entry.data)), data: entry.data },
      index,
    };
    const errors = problemsOf(source, '');
    rows.push(source);
    for (const [locale, translation] of Object.entries(entry.translations ?? {})) {
      if (!translation) continue;
      const prefix = `translations.${locale}.`;
      if (!(TRANSLATION_LOCALES as readonly string[]).includes(locale)) {
        errors.push({ field: `${prefix}locale`, message: ContentTexts.translationLocale });
        continue;
      }
      const row: NewRow = {
        id: randomUUID(),
        type: entry.type,
        locale,
        sourceId: source.id,
        document: {
          slug: translation.slug ?? slugify(labelOf(entry.type, translation.data)),
          data: translation.data,
        },
        index,
      };
      errors.push(...problemsOf(row, prefix));
      rows.push(row);
    }
    if (errors.length > 0) return { ok: false, index, errors };
  }
  const count = rows.filter((row) => row.sourceId === null).length;
  if (rows.length === 0) return { ok: true, count, translations: 0 };
  const by = { actorId: actor.id, actorEmail: actor.email };
  // One millisecond apart, the first given the newest: lists without an order of their own
  // (releases, tracks, jobs: newest first) show the entries as they were given, as the default
  // content has them; a translation, in its language, where its source is in the default one.
  const at = (index: number) => new Date(now.getTime() - index);
  // Sources come before their translations, so each translation's source exists when it does.
  await tx.insert(contentEntries).values(
    rows.map(({ id, type, locale, sourceId, document, index }) => ({
      id,
      type,
      locale,
      ...(sourceId ? { sourceId } : {}),
      state: 'published' as const,
      version: 2,
      draft: document,
      live: document,
      searchText: searchTextOf(document),
      createdAt: at(index),
      createdBy: actor.email,
      updatedAt: at(index),
      updatedBy: actor.email,
      publishedAt: at(index),
      lastRevisionAt: at(index),
    })),
  );
  await tx.insert(contentSlugs).values(
    rows.map(({ id, type, locale, document }) => ({
      type,
      locale,
      slug: document.slug,
      entryId: id,
      redirect: false,
    })),
  );
  await tx.insert(contentRevisions).values(
    rows.flatMap(({ id, document, index }) => {
      const fields = changedFields(null, { slug: document.slug, ...document.data });
      const revision = {
        entryId: id,
        createdAt: at(index),
        ...by,
        changedFields: fields,
        document,
      };
      return [
        { ...revision, id: randomUUID(), number: 1, reason: 'save' as const },
        { ...revision, id: randomUUID(), number: 2, reason: 'publish' as const },
      ];
    }),
  );
  await audit(
    tx,
    rows.flatMap(({ id, type, locale, sourceId, document }): AuditEntry[] =>
      (['content.created', 'content.published'] as const).map((action, step) => ({
        action,
        at: now,
        ...by,
        ip: actor.ip,
        details: {
          ...entryDetails(type, { id, version: step + 1, locale }, document.slug),
          ...(sourceId && action === 'content.created' ? { sourceId } : {}),
        },
      })),
    ),
  );
  return { ok: true, count, translations: rows.length - count };
}
