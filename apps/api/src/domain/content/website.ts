import { eq } from 'drizzle-orm';
import {
  ContentTexts,
  FIXED_PAGE_IDS,
  sameJson,
  type WebsiteSettings,
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
export async function seedWebsite(db: Db, settings: WebsiteSettings, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(websiteSettings)
    .values({ id: ROW_ID, version: 1, settings, updatedAt: now, updatedBy: null })
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
    await audit(tx, {
      action: 'website.updated',
      at: input.now,
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      ip: input.actor.ip,
      details: {
        version: updated.version,
        identity: identity
          ? changedFields(before.identity, input.settings.identity).join(',')
          : null,
        launchAt,
        pages: pages.join(','),
      },
    });
    return {
      ok: true,
      website: toView(updated),
      pages: pagesOfWebsite({ identity, launchAt, pages }),
    };
  });
}
