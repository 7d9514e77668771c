import type { WebsiteSettings } from '@studio/contracts';
import { seedWebsite } from '../../src/domain/content/website.js';
import { useApi } from './api.js';
import { RecordingPublisher } from './content.js';
import { userByEmail } from './database.js';
import { sessionTokenFor } from './harness.js';

export const ROOT = 'owner@studio.test';
export const EDITOR = 'editor@studio.test';

/**
 * The website settings' API tests: a super admin (ROOT) and an admin (EDITOR), the settings
 * seeded as given before each test, and the pages each save asks to re-render.
 */
export function useWebsiteApi(settings: WebsiteSettings) {
  const publisher = new RecordingPublisher();
  const api = useApi({
    users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }],
    harness: { contentPublisher: publisher },
    beforeEach: async () => {
      publisher.clear();
      await seedWebsite(api.tdb.database.db, settings, api.h.clock.now());
    },
  });
  /** A session token of one of the two users. */
  const tokenOf = async (email: string): Promise<string> => {
    const user = await userByEmail(api.tdb.database, email);
    if (!user) throw new Error(`no user ${email}`);
    return sessionTokenFor(api.h, api.tdb.database, user);
  };
  return { ...api, publisher, tokenOf };
}
