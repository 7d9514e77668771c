/** Bulk import: many new entries published at once (the first start's default content). */
import { randomUUID } from 'node:crypto';
import { ContentTexts, slugify, type ContentType, type FieldError } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import {
  contentEntries,
  contentRevisions,
  contentSlugs,
  type StoredDocument,
} from '../../../db/schema.js';
import { audit, type AuditEntry } from '../../audit.js';
import { changedFields } from '../json.js';
import { documentProblems, labelOf, searchTextOf, type ContentActor, type Data } from './entry.js';

export interface NewPublishedEntry {
  type: ContentType;
  data: Data;
}

export type BulkOutcome =
  { ok: true; count: number } | { ok: false; index: number; errors: FieldError[] };

/**
 * Creates and publishes `entries` with four inserts in all, storing what `createEntry` followed by
 * `publishEntry` would: version 2, a `save` and a `publish` revision, a `content.created` and a
 * `content.published` line. The caller gives the transaction; nothing is written when any entry
 * is refused (its slug or document breaks a rule, or two entries of a type share a slug).
 */
export async function publishNewEntries(
  tx: Db,
  entries: readonly NewPublishedEntry[],
  actor: ContentActor,
  now: Date,
): Promise<BulkOutcome> {
  const slugs = new Set<string>();
  const rows = [];
  for (const [index, entry] of entries.entries()) {
    const document: StoredDocument = {
      slug: slugify(labelOf(entry.type, entry.data)),
      data: entry.data,
    };
    const errors = documentProblems(entry.type, document);
    const key = `${entry.type}/${document.slug}`;
    if (slugs.has(key)) errors.push({ field: 'slug', message: ContentTexts.slugTaken });
    if (errors.length > 0) return { ok: false, index, errors };
    slugs.add(key);
    rows.push({ id: randomUUID(), type: entry.type, document });
  }
  if (rows.length === 0) return { ok: true, count: 0 };
  const by = { actorId: actor.id, actorEmail: actor.email };
  // One millisecond apart, the first given the newest: lists without an order of their own
  // (releases, tracks, jobs: newest first) show the entries as they were given, as the default
  // content has them.
  const at = (index: number) => new Date(now.getTime() - index);
  await tx.insert(contentEntries).values(
    rows.map(({ id, type, document }, index) => ({
      id,
      type,
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
    rows.map(({ id, type, document }) => ({
      type,
      slug: document.slug,
      entryId: id,
      redirect: false,
    })),
  );
  await tx.insert(contentRevisions).values(
    rows.flatMap(({ id, document }, index) => {
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
    rows.flatMap(({ id, type, document }): AuditEntry[] =>
      (['content.created', 'content.published'] as const).map((action, step) => ({
        action,
        at: now,
        ...by,
        ip: actor.ip,
        details: { type, entryId: id, slug: document.slug, version: step + 1 },
      })),
    ),
  );
  return { ok: true, count: rows.length };
}
