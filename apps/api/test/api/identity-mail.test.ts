import { describe, expect, it } from 'vitest';
import type { WebsiteSettings } from '@studio/contracts';
import { useApi } from '../support/api.js';
import { post, seedUser, sessionTokenFor } from '../support/harness.js';
import { body, call } from '../support/review.js';

// No STUDIO_INBOX_EMAIL: the stored identity's email is the studio's inbox, and its name signs
// every mail, from the first start and after Website Management renames the studio.
const { h, tdb } = useApi({ reset: 'never' });

const contact = {
  kind: 'contact',
  name: 'Lata Menon',
  email: 'lata@fans.test',
  service: 'mixing-mastering',
  message: 'We need a mix for our album.',
};

describe('mails follow the stored identity', () => {
  it("sends the site's messages to the identity's email, signed with its name, before and after a rename", async () => {
    expect((await post(h, '/api/messages', contact)).statusCode).toBe(201);
    const [first] = await h.outbox();
    expect(first?.to).toBe('hello@sargamstudios.example');
    expect(first?.text).toContain('Sargam Studios');

    const owner = await seedUser(tdb.database, { email: 'owner@studio.test', role: 'super_admin' });
    const token = await sessionTokenFor(h, tdb.database, owner);
    const read = await call(h, 'GET', '/api/website', token);
    const { settings, version } = body<{
      website: { settings: WebsiteSettings; version: number };
    }>(read).website;
    const renamed = {
      ...settings,
      identity: { ...settings.identity, name: 'Raga Works', email: 'desk@raga.test' },
    };
    const saved = await call(h, 'PUT', '/api/website', token, { version, settings: renamed });
    expect(saved.statusCode, saved.body).toBe(200);

    await h.clearOutbox();
    expect((await post(h, '/api/messages', contact)).statusCode).toBe(201);
    const [second] = await h.outbox();
    expect(second?.to).toBe('desk@raga.test');
    expect(second?.text).toContain('Raga Works');
    expect(second?.text).not.toContain('Sargam Studios');
  });
});
