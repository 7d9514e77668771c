import { describe, expect, it } from 'vitest';
import type { WebsiteSettings } from '@studio/contracts';
import { useApi } from '../support/api.js';
import { seedUser, sessionTokenFor } from '../support/harness.js';
import { body, call } from '../support/review.js';

const { h, tdb } = useApi({ reset: 'never', harness: { env: { STUDIO_NAME: 'Tala House' } } });

describe('the first start with STUDIO_NAME', () => {
  it('names the studio so in the identity and on Home, and nowhere else', async () => {
    const editor = await seedUser(tdb.database, { email: 'editor@studio.test', role: 'admin' });
    const read = await call(
      h,
      'GET',
      '/api/website',
      await sessionTokenFor(h, tdb.database, editor),
    );
    expect(read.statusCode).toBe(200);
    const { settings } = body<{ website: { settings: WebsiteSettings } }>(read).website;
    expect(settings.identity).toMatchObject({
      name: 'Tala House',
      legalName: 'Tala House',
      email: 'hello@sargamstudios.example',
    });
    expect(settings.pages.home.title).toBe('Tala House');
    expect(settings.pages.about.title).toBe('About Sargam Studios');
  });
});
