import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ContentTexts } from '@studio/contracts';
import { auditLog, websiteSettings } from '../../src/db/schema.js';
import { body, call } from '../support/review.js';
import { EDITOR, ROOT, useWebsiteApi } from '../support/website.js';
import { defaultWebsiteSettings } from '@studio/content/storeSeed';

const settings = defaultWebsiteSettings();

const { h, tdb, publisher, tokenOf } = useWebsiteApi(settings);

interface TranslationView {
  locale: string;
  version: number;
  settings: Record<string, unknown>;
}

const hindi = {
  identity: { name: 'सरगम स्टूडियो', tagline: 'संगीत और फ़िल्म निर्माण' },
  pages: { home: { title: 'सरगम स्टूडियो में स्वागत है', description: 'हमारे बारे में।' } },
};

describe('the website settings in another language', () => {
  it('are empty at version 0 until written, for a language other than the default only', async () => {
    const editor = await tokenOf(EDITOR);
    const read = await call(h, 'GET', '/api/website/translations/hi', editor);
    expect(read.statusCode, read.body).toBe(200);
    expect(body<{ website: TranslationView }>(read).website).toMatchObject({
      locale: 'hi',
      version: 0,
      settings: {},
    });
    for (const locale of ['en', 'fr'])
      expect((await call(h, 'GET', `/api/website/translations/${locale}`, editor)).statusCode).toBe(
        400,
      );
  });

  it('are stored exactly as sent, with their own version, leaving the default settings as they were', async () => {
    const root = await tokenOf(ROOT);
    const saved = await call(h, 'PUT', '/api/website/translations/hi', root, {
      version: 0,
      settings: hindi,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<{ website: TranslationView }>(saved).website).toMatchObject({
      version: 1,
      settings: hindi,
    });
    // No fallback: what was not written (the legal name, other pages) stays absent.
    const [row] = await tdb.database.db
      .select()
      .from(websiteSettings)
      .where(eq(websiteSettings.id, 'site:hi'));
    expect(row?.settings).toEqual(hindi);
    const english = await call(h, 'GET', '/api/website', root);
    expect(body<{ website: { version: number; settings: unknown } }>(english).website).toEqual(
      expect.objectContaining({ version: 1, settings }),
    );
    const [audited] = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'website.updated'));
    expect(audited?.details).toMatchObject({ locale: 'hi', version: 1, pages: 'home' });

    const stale = await call(h, 'PUT', '/api/website/translations/hi', root, {
      version: 0,
      settings: {},
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).message).toBe(ContentTexts.websiteStale);
    expect(body<{ current: TranslationView }>(stale).current.version).toBe(1);

    publisher.clear();
    const pageOnly = await call(h, 'PUT', '/api/website/translations/hi', root, {
      version: 1,
      settings: { ...hindi, pages: { faq: { title: 'सवाल', description: 'सवाल और जवाब।' } } },
    });
    expect(pageOnly.statusCode, pageOnly.body).toBe(200);
    expect(publisher.paths().sort()).toEqual(['/hi/', '/hi/faq']);
  });

  it('refuse a neutral field, and an admin who is not a super admin', async () => {
    const root = await tokenOf(ROOT);
    const neutral = await call(h, 'PUT', '/api/website/translations/hi', root, {
      version: 0,
      settings: { identity: { email: 'hi@sargamstudios.example' } },
    });
    expect(neutral.statusCode).toBe(400);
    const editor = await tokenOf(EDITOR);
    const admin = await call(h, 'PUT', '/api/website/translations/hi', editor, {
      version: 0,
      settings: hindi,
    });
    expect(admin.statusCode).toBe(403);
  });
});
