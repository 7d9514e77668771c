import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema.js';
import { useApi, type Api } from './api.js';
import { userByEmail } from './database.js';
import { sessionTokenFor } from './harness.js';
import { body, call } from './review.js';
import { RecordingPublisher, article } from './content.js';
import { siteDist } from './site.js';

/** An entry as the content API answers it. */
export interface Entry {
  id: string;
  state: string;
  version: number;
  slug: string;
  liveSlug: string | null;
  label: string;
  hasUnpublishedChanges: boolean;
  scheduledFor: string | null;
  data: Record<string, unknown>;
  live: Record<string, unknown> | null;
}
export interface EntryAnswer {
  success: boolean;
  message: string;
  entry: Entry;
}

/** The content API's calls the content test files share, each asserting its success status. */
export function contentCalls({ h, tdb }: Api) {
  async function tokenOf(email: string): Promise<string> {
    const user = await userByEmail(tdb.database, email);
    if (!user) throw new Error(`no user ${email}`);
    return sessionTokenFor(h, tdb.database, user);
  }

  async function created(
    token: string,
    data: Record<string, unknown> = article(),
    type = 'articles',
  ) {
    const response = await call(h, 'POST', `/api/content/${type}`, token, { data });
    expect(response.statusCode, response.body).toBe(201);
    return body<EntryAnswer>(response).entry;
  }

  async function act(
    token: string,
    entry: Entry,
    action: string,
    extra: Record<string, unknown> = {},
  ) {
    const response = await call(h, 'POST', `/api/content/articles/${entry.id}/${action}`, token, {
      version: entry.version,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<EntryAnswer>(response).entry;
  }

  async function saved(
    token: string,
    entry: Entry,
    changes: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) {
    const response = await call(h, 'PUT', `/api/content/articles/${entry.id}`, token, {
      version: entry.version,
      data: { ...entry.data, ...changes },
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<EntryAnswer>(response).entry;
  }

  const auditOf = (action: string) =>
    tdb.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  return { tokenOf, created, act, saved, auditOf };
}

export const ROOT = 'owner@studio.test';
export const EDITOR = 'editor@studio.test';

/**
 * A content test file's app: a super admin (`ROOT`) and an admin (`EDITOR`), and a publisher that
 * records what is re-rendered, cleared before each test.
 */
export function useContentApi() {
  const publisher = new RecordingPublisher();
  const api = useApi({
    users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }],
    harness: { contentPublisher: publisher },
    beforeEach: async () => publisher.clear(),
  });
  return { h: api.h, tdb: api.tdb, publisher, ...contentCalls(api) };
}

/** The origin the same commit's site build was written for (its site.json). */
export const BUILT_ORIGIN = 'http://localhost:3001';

/**
 * A content test file's app that serves the same commit's site build (apps/site/dist) and renders
 * it from the content store: a super admin (`ROOT`) and an admin (`EDITOR`), and the real
 * publisher, so each change re-renders the pages it touches.
 */
export function useSiteContentApi() {
  const api = useApi({
    users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }],
    harness: { env: { SITE_DIST: siteDist, PUBLIC_ORIGIN: BUILT_ORIGIN } },
  });
  return { h: api.h, tdb: api.tdb, ...contentCalls(api) };
}
