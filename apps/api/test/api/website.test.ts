import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ContentTexts, FIXED_PAGE_IDS, type WebsiteSettings } from '@studio/contracts';
import { auditLog } from '../../src/db/schema.js';
import { expectFieldRefused } from '../support/bad-input.js';
import { body, call } from '../support/review.js';
import { EDITOR, ROOT, useWebsiteApi } from '../support/website.js';

export const settings: WebsiteSettings = {
  identity: {
    name: 'Sargam Studios',
    legalName: 'Sargam Studios LLC',
    tagline: 'Music & Film Production',
    labelName: 'Sargam Records',
    description: 'A music and film production studio and record label.',
    email: 'hello@sargamstudios.example',
    supportEmail: 'support@sargamstudios.example',
    careersEmail: 'careers@sargamstudios.example',
    phone: '+1 (323) 555-0142',
    address: {
      street: '1842 Sunset Boulevard, Suite 210',
      city: 'Los Angeles',
      region: 'CA',
      postalCode: '90026',
      country: 'US',
    },
    hours: 'Monday - Friday, 9AM - 6PM PST',
    founded: 2018,
    social: { instagram: 'https://www.instagram.com/sargamstudios' },
    videoChannelUrl: 'https://www.youtube.com/@sargamstudios',
    streamingAlbumUrl: 'https://open.spotify.com/album/4sargamstudiosbhakti2024',
  },
  launchAt: '2026-06-01T00:00:00.000Z',
  pages: Object.fromEntries(
    FIXED_PAGE_IDS.map((page) => [
      page,
      {
        title: `The ${page} page`,
        lead: 'What this page is about.',
        description: `About ${page}.`,
      },
    ]),
  ) as WebsiteSettings['pages'],
};

const { h, tdb, publisher, tokenOf } = useWebsiteApi(settings);

interface View {
  version: number;
  settings: WebsiteSettings;
}

describe('the website settings', () => {
  it('admins read them; only super admins change them (403 for admins, audited)', async () => {
    const editor = await tokenOf(EDITOR);
    const read = await call(h, 'GET', '/api/website', editor);
    expect(read.statusCode).toBe(200);
    expect(body<{ website: View }>(read).website).toMatchObject({ version: 1, settings });
    const refused = await call(h, 'PUT', '/api/website', editor, { version: 1, settings });
    expect(refused.statusCode).toBe(403);
    const forbidden = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'access.forbidden'));
    expect(forbidden[0]?.details).toMatchObject({ route: '/api/website' });
  });

  it('an identity change re-renders every page; a page copy change only that page', async () => {
    const root = await tokenOf(ROOT);
    const renamed = { ...settings, identity: { ...settings.identity, name: 'Sargam Music House' } };
    const first = await call(h, 'PUT', '/api/website', root, { version: 1, settings: renamed });
    expect(first.statusCode, first.body).toBe(200);
    expect(body<{ website: View }>(first).website.version).toBe(2);
    expect(publisher.calls).toEqual([{ everyPage: true }]);
    publisher.clear();
    const copy = {
      ...renamed,
      pages: { ...renamed.pages, faq: { ...renamed.pages.faq, title: 'Questions and Answers' } },
    };
    const second = await call(h, 'PUT', '/api/website', root, { version: 2, settings: copy });
    expect(second.statusCode).toBe(200);
    expect(publisher.calls).toEqual([{ paths: ['/faq'] }]);
    const [entry] = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'website.updated'));
    expect(entry).toMatchObject({ actorEmail: ROOT });
    expect(entry?.details).toMatchObject({ identity: 'name', launchAt: false });
  });

  it('answers the stored studio name to anyone (the admin app’s title), a rename included', async () => {
    const before = await h.app.inject({ method: 'GET', url: '/api/website/studio-name' });
    expect(before.statusCode).toBe(200);
    expect(JSON.parse(before.body)).toEqual({ success: true, name: 'Sargam Studios' });
    const root = await tokenOf(ROOT);
    const renamed = { ...settings, identity: { ...settings.identity, name: 'Raga Records' } };
    const saved = await call(h, 'PUT', '/api/website', root, { version: 1, settings: renamed });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await h.app.inject({ method: 'GET', url: '/api/website/studio-name' });
    expect(JSON.parse(after.body)).toEqual({ success: true, name: 'Raga Records' });
  });

  it('refuses a stale write with 409 and the current settings', async () => {
    const root = await tokenOf(ROOT);
    await call(h, 'PUT', '/api/website', root, {
      version: 1,
      settings: { ...settings, launchAt: '2026-07-01T00:00:00.000Z' },
    });
    const stale = await call(h, 'PUT', '/api/website', root, { version: 1, settings });
    expect(stale.statusCode).toBe(409);
    expect(body<{ message: string; current: View }>(stale)).toMatchObject({
      message: ContentTexts.websiteStale,
      current: { version: 2, settings: { launchAt: '2026-07-01T00:00:00.000Z' } },
    });
  });

  it.each([
    ['settings.identity.name', { name: 'Sargam\u0000' }],
    ['settings.identity.email', { email: 'not-an-email' }],
    ['settings.identity.videoChannelUrl', { videoChannelUrl: 'javascript:alert(1)' }],
    ['settings.identity.social.instagram', { social: { instagram: 'ftp://x.example' } }],
    ['settings.identity.phone', { phone: 'call us' }],
  ])('refuses %s, one field at a time', async (field, change) => {
    const root = await tokenOf(ROOT);
    const response = await call(h, 'PUT', '/api/website', root, {
      version: 1,
      settings: { ...settings, identity: { ...settings.identity, ...change } },
    });
    expectFieldRefused(response, field);
  });
});
