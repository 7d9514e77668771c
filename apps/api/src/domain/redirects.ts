/**
 * Redirects between paths of the public site: the manual ones of Website Management and the
 * former slugs of published articles. A visitor always gets one 301 to the end of a chain: the
 * store keeps each manual redirect pointing at its final address and `followRedirects` collapses
 * what is left (an article renamed since), refusing to answer a loop.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ARTICLE_PATH_PREFIX,
  RedirectTexts,
  articlePathOf,
  normalSitePath,
  sitePathProblem,
  type RedirectInput,
  type RedirectView,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import { contentEntries, contentSlugs, siteRedirects, type SiteRedirectRow } from '../db/schema.js';
import { audit } from './audit.js';
import type { RefusalOf } from './refusal.js';
import { publishedArticleSlugs, resolveSlug, type ContentActor } from './content/store/index.js';

/** The most hops one answer follows; a longer chain is treated as broken and not answered. */
const MAX_HOPS = 8;

/**
 * A path as the redirects compare it: %-escapes decoded (the form slugs are stored in) and one
 * trailing slash dropped. Null when its escapes are broken.
 */
export function redirectKey(path: string): string | null {
  try {
    return normalSitePath(decodeURIComponent(path));
  } catch {
    return null;
  }
}

/** The Location header of a stored (decoded) path. */
export const locationOf = (path: string): string => encodeURI(path);

/** Where a path leads in one hop, or null when it answers for itself. */
export type NextHop = (key: string) => Promise<string | null>;

/** One hop by a manual redirect (from `manual`) or an article's former slug. */
export function hopWith(db: Db, manual: (key: string) => string | null | undefined): NextHop {
  return async (key) => {
    const to = manual(key);
    if (to) return to;
    if (!key.startsWith(ARTICLE_PATH_PREFIX)) return null;
    const slug = key.slice(ARTICLE_PATH_PREFIX.length);
    if (!slug || slug.includes('/')) return null;
    const found = await resolveSlug(db, 'articles', slug);
    return found?.kind === 'moved' ? articlePathOf(found.slug) : null;
  };
}

/**
 * Where `start` ends after every hop: null when it does not redirect, `loop` when the chain comes
 * back to an address it passed (or is too long to be meant).
 */
export async function followRedirects(
  start: string,
  next: NextHop,
): Promise<string | null | 'loop'> {
  const seen = new Set([start]);
  let current = start;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const to = await next(current);
    if (to === null) return current === start ? null : current;
    if (seen.has(to)) return 'loop';
    seen.add(to);
    current = to;
  }
  return 'loop';
}

const toView = (row: SiteRedirectRow): RedirectView => ({
  id: row.id,
  kind: 'manual',
  from: row.fromPath,
  to: row.toPath,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** Every manual redirect, by its from path (what each instance serves from). */
export async function readManualRedirects(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ from: siteRedirects.fromPath, to: siteRedirects.toPath })
    .from(siteRedirects);
  return new Map(rows.map((row) => [row.from, row.to]));
}

/** The manual redirects (by from path), then the former slugs of published articles. */
export async function listRedirects(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<{ items: RedirectView[]; total: number }> {
  const [manual, former] = await Promise.all([
    db.select().from(siteRedirects).orderBy(asc(siteRedirects.fromPath)),
    db
      .select({
        slug: contentSlugs.slug,
        live: contentEntries.live,
        at: contentEntries.publishedAt,
      })
      .from(contentSlugs)
      .innerJoin(contentEntries, eq(contentEntries.id, contentSlugs.entryId))
      .where(
        and(
          publishedArticleSlugs(),
          eq(contentSlugs.redirect, true),
          isNotNull(contentEntries.live),
        ),
      )
      .orderBy(asc(contentSlugs.slug)),
  ]);
  const all: RedirectView[] = [
    ...manual.map(toView),
    ...former.flatMap(({ slug, live, at }) =>
      live && live.slug !== slug
        ? [
            {
              id: null,
              kind: 'former-slug' as const,
              from: articlePathOf(slug),
              to: articlePathOf(live.slug),
              updatedAt: at?.toISOString() ?? null,
              updatedBy: null,
            },
          ]
        : [],
    ),
  ];
  const start = (query.page - 1) * query.pageSize;
  return { items: all.slice(start, start + query.pageSize), total: all.length };
}

export type RedirectOutcome =
  { ok: true; redirect: RedirectView } | RefusalOf<'invalid_fields'> | RefusalOf<'not_found'>;

const fieldRefusal = (field: 'from' | 'to', message: string): RefusalOf<'invalid_fields'> => ({
  ok: false,
  reason: 'invalid_fields',
  message,
  errors: [{ field, message }],
});

/** Checks both ends; answers their stored forms or the first refusal. */
function checkedPaths(
  input: RedirectInput,
): { from: string; to: string } | RefusalOf<'invalid_fields'> {
  const errors: { field: string; message: string }[] = [];
  for (const field of ['from', 'to'] as const) {
    const problem = sitePathProblem(input[field]);
    if (problem) errors.push({ field, message: problem });
  }
  const first = errors[0];
  if (first) return { ok: false, reason: 'invalid_fields', message: first.message, errors };
  const from = redirectKey(input.from);
  const to = redirectKey(input.to);
  if (from === null) return fieldRefusal('from', RedirectTexts.badEncoding);
  if (to === null) return fieldRefusal('to', RedirectTexts.badEncoding);
  if (from === to) return fieldRefusal('to', RedirectTexts.sameAddress);
  return { from, to };
}

/**
 * Adds (no `id`) or changes a manual redirect. Refused: a path that is not on this site, an
 * address that already redirects, and a target that leads back to the start. The target is
 * stored as the end of its chain, and redirects that led to `from` now lead there too, so a
 * visitor always gets one hop.
 */
export async function saveRedirect(
  db: Db,
  input: RedirectInput & { id?: string; actor: ContentActor; now: Date },
): Promise<RedirectOutcome> {
  const paths = checkedPaths(input);
  if ('ok' in paths) return paths;
  return db.transaction(async (tx) => {
    // One writer at a time: a chain check must see every other redirect as it will be.
    await tx.execute(sql`lock table site_redirects in share row exclusive mode`);
    const manual = await readManualRedirects(tx);
    let existing: SiteRedirectRow | undefined;
    if (input.id) {
      [existing] = await tx.select().from(siteRedirects).where(eq(siteRedirects.id, input.id));
      if (!existing) return { ok: false, reason: 'not_found', message: RedirectTexts.notFound };
      manual.delete(existing.fromPath);
    }
    const next = hopWith(tx, (key) => manual.get(key));
    if (manual.has(paths.from) || (await next(paths.from)) !== null)
      return fieldRefusal('from', RedirectTexts.taken);
    const end = await followRedirects(paths.to, next);
    if (end === 'loop' || end === paths.from || paths.to === paths.from)
      return fieldRefusal('to', RedirectTexts.loop);
    const to = end ?? paths.to;
    // Does any chain that passes through `from` come back to it once it leads to `to`?
    const looped = await followRedirects(paths.from, (key) =>
      key === paths.from ? Promise.resolve(to) : next(key),
    );
    if (looped === 'loop') return fieldRefusal('to', RedirectTexts.loop);
    const values = {
      fromPath: paths.from,
      toPath: to,
      updatedAt: input.now,
      updatedBy: input.actor.email,
    };
    const [row] = existing
      ? await tx
          .update(siteRedirects)
          .set(values)
          .where(eq(siteRedirects.id, existing.id))
          .returning()
      : await tx
          .insert(siteRedirects)
          .values({
            id: randomUUID(),
            ...values,
            createdAt: input.now,
            createdBy: input.actor.email,
          })
          .returning();
    if (!row) throw new Error('redirect write returned no row');
    // Collapse: what led to this redirect's start now leads straight to its end.
    await tx
      .update(siteRedirects)
      .set({ toPath: to, updatedAt: input.now, updatedBy: input.actor.email })
      .where(eq(siteRedirects.toPath, paths.from));
    await audit(tx, {
      action: existing ? 'redirect.updated' : 'redirect.created',
      at: input.now,
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      ip: input.actor.ip,
      details: existing
        ? {
            from: row.fromPath,
            to: row.toPath,
            previousFrom: existing.fromPath,
            previousTo: existing.toPath,
          }
        : { from: row.fromPath, to: row.toPath },
    });
    return { ok: true, redirect: toView(row) };
  });
}

/** Removes a manual redirect (its address then answers as any other path does). */
export async function removeRedirect(
  db: Db,
  input: { id: string; actor: ContentActor; now: Date },
): Promise<{ ok: true } | RefusalOf<'not_found'>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(siteRedirects).where(eq(siteRedirects.id, input.id)).returning();
    if (!row) return { ok: false, reason: 'not_found', message: RedirectTexts.notFound };
    await audit(tx, {
      action: 'redirect.removed',
      at: input.now,
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      ip: input.actor.ip,
      details: { from: row.fromPath, to: row.toPath },
    });
    return { ok: true };
  });
}
