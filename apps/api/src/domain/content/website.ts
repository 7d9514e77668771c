import { eq } from 'drizzle-orm';
import {
  ContentTexts,
  FIXED_PAGES,
  FIXED_PAGE_IDS,
  localizedPath,
  sameJson,
  type Locale,
  type WebsiteSettings,
  type WebsiteTranslation,
  type WebsiteTranslationView,
  type WebsiteView,
} from '@studio/contracts';
import type { Db } from '../../db/client.js';
import { websiteSettings } from '../../db/schema.js';
import { audit } from '../audit.js';
import { changedFields } from './json.js';
import { pagesOfWebsite } from './pages.js';
import type { PageSelection } from './publisher.js';
import type { RefusalOf } from '../refusal.js';
import type { ContentActor } from './store/index.js';

const ROW_ID = 'site';

type Row = typeof websiteSettings.$inferSelect;

function toView(row: Row): WebsiteView {
  return {
    version: row.version,
    settings: row.settings as WebsiteSettings,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export async function readWebsite(db: Db): Promise<WebsiteView | null> {
  const [row] = await db.select().from(websiteSettings).where(eq(websiteSettings.id, ROW_ID));
  return row ? toView(row) : null;
}

/** Stores the first settings unless some exist; answers whether it did. */
export const seedWebsite = (db: Db, settings: WebsiteSettings, now: Date): Promise<boolean> =>
  seedRow(db, ROW_ID, settings, now);

/** Stores the first words of the settings in `locale` unless some exist; answers whether it did. */
export const seedWebsiteTranslation = (
  db: Db,
  locale: Locale,
  settings: WebsiteTranslation,
  now: Date,
): Promise<boolean> => seedRow(db, translationRowId(locale), settings, now);

async function seedRow(
  db: Db,
  id: string,
  settings: WebsiteSettings | WebsiteTranslation,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(websiteSettings)
    .values({ id, version: 1, settings, updatedAt: now, updatedBy: null })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

export type WebsiteOutcome =
  | { ok: true; website: WebsiteView; pages: PageSelection | null }
  | (RefusalOf<'stale'> & { current: WebsiteView })
  | RefusalOf<'not_found'>;

/** Replaces the settings, if `version` is the current one; audited with the parts that changed. */
export async function updateWebsite(
  db: Db,
  input: { version: number; settings: WebsiteSettings; actor: ContentActor; now: Date },
): Promise<WebsiteOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(websiteSettings)
      .where(eq(websiteSettings.id, ROW_ID))
      .for('update');
    if (!row) return { ok: false, reason: 'not_found', message: 'Website settings not found' };
    if (row.version !== input.version)
      return {
        ok: false,
        reason: 'stale',
        message: ContentTexts.websiteStale,
        current: toView(row),
      };
    const before = row.settings as WebsiteSettings;
    if (sameJson(before, input.settings)) return { ok: true, website: toView(row), pages: null };
    const [updated] = await tx
      .update(websiteSettings)
      .set({
        settings: input.settings,
        version: row.version + 1,
        updatedAt: input.now,
        updatedBy: input.actor.email,
      })
      .where(eq(websiteSettings.id, ROW_ID))
      .returning();
    if (!updated) throw new Error('update returned no row');
    const pages = FIXED_PAGE_IDS.filter(
      (page) => !sameJson(before.pages[page], input.settings.pages[page]),
    );
    const identity = !sameJson(before.identity, input.settings.identity);
    const launchAt = before.launchAt !== input.settings.launchAt;
    await auditWebsiteSave(tx, input, {
      version: updated.version,
      identity: identity ? changedFields(before.identity, input.settings.identity).join(',') : null,
      launchAt,
      pages: pages.join(','),
    });
    return {
      ok: true,
      website: toView(updated),
      pages: pagesOfWebsite({ identity, launchAt, pages }),
    };
  });
}

/** The audit row of a save of the website settings or of one language's words. */
const auditWebsiteSave = (
  tx: Db,
  input: { actor: ContentActor; now: Date },
  details: Record<string, string | number | boolean | null>,
) =>
  audit(tx, {
    action: 'website.updated',
    at: input.now,
    actorId: input.actor.id,
    actorEmail: input.actor.email,
    ip: input.actor.ip,
    details,
  });

/** The row of the settings' words in `locale` (beside the default settings' `site`). */
const translationRowId = (locale: Locale) => `${ROW_ID}:${locale}`;

function toTranslationView(locale: Locale, row: Row | undefined): WebsiteTranslationView {
  return {
    locale,
    version: row?.version ?? 0,
    settings: (row?.settings ?? {}) as WebsiteTranslation,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** The settings' words in `locale`: version 0 and nothing written until the first save. */
export async function readWebsiteTranslation(
  db: Db,
  locale: Locale,
): Promise<WebsiteTranslationView> {
  const [row] = await db
    .select()
    .from(websiteSettings)
    .where(eq(websiteSettings.id, translationRowId(locale)));
  return toTranslationView(locale, row);
}

export type WebsiteTranslationOutcome =
  | { ok: true; website: WebsiteTranslationView; pages: PageSelection | null }
  | (RefusalOf<'stale'> & { current: WebsiteTranslationView });

/**
 * Replaces the settings' words in one language, if `version` is the current one (0: none yet).
 * Stored as sent: a part left out stays absent, never filled from the default language.
 */
export async function updateWebsiteTranslation(
  db: Db,
  input: {
    locale: Locale;
    version: number;
    settings: WebsiteTranslation;
    actor: ContentActor;
    now: Date;
  },
): Promise<WebsiteTranslationOutcome> {
  const id = translationRowId(input.locale);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(websiteSettings)
      .where(eq(websiteSettings.id, id))
      .for('update');
    const stale = {
      ok: false as const,
      reason: 'stale' as const,
      message: ContentTexts.websiteStale,
    };
    if ((row?.version ?? 0) !== input.version)
      return { ...stale, current: toTranslationView(input.locale, row) };
    const before = (row?.settings ?? {}) as WebsiteTranslation;
    if (row && sameJson(before, input.settings))
      return { ok: true, website: toTranslationView(input.locale, row), pages: null };
    const values = {
      settings: input.settings,
      version: input.version + 1,
      updatedAt: input.now,
      updatedBy: input.actor.email,
    };
    const [updated] = row
      ? await tx.update(websiteSettings).set(values).where(eq(websiteSettings.id, id)).returning()
      : // Two first saves at once: the second finds the row and is refused as stale.
        await tx
          .insert(websiteSettings)
          .values({ id, ...values })
          .onConflictDoNothing()
          .returning();
    if (!updated) return { ...stale, current: await readWebsiteTranslation(tx, input.locale) };
    const pages = FIXED_PAGE_IDS.filter(
      (page) => !sameJson(before.pages?.[page], input.settings.pages?.[page]),
    );
    const identity = !sameJson(before.identity, input.settings.identity);
    await auditWebsiteSave(tx, input, {
      locale: input.locale,
      version: updated.version,
      identity: identity
        ? changedFields(before.identity ?? {}, input.settings.identity ?? {}).join(',')
        : null,
      pages: pages.join(','),
    });
    const paths = pages.map((page) => localizedPath(input.locale, FIXED_PAGES[page]));
    return {
      ok: true,
      website: toTranslationView(input.locale, updated),
      pages: identity ? { everyPage: true } : paths.length > 0 ? { paths } : null,
    };
  });
}
