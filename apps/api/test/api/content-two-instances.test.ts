import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema.js';
import { HOUR } from '../../src/clock.js';
import { useTwoApis } from '../support/api.js';
import { userByEmail } from '../support/database.js';
import { sessionTokenFor } from '../support/harness.js';
import { body, call } from '../support/review.js';
import { article } from '../support/content.js';

const EDITOR = 'editor@studio.test';
const { a, b, tdb } = useTwoApis({ users: [{ email: EDITOR, role: 'admin' }] });

describe('scheduled publishing with two instances', () => {
  it('publishes a due entry exactly once when both instances look at the same moment', async () => {
    const user = await userByEmail(tdb.database, EDITOR);
    const token = await sessionTokenFor(a, tdb.database, user!);
    const created = await call(a, 'POST', '/api/content/articles', token, { data: article() });
    const entry = body<{ entry: { id: string; version: number } }>(created).entry;
    const at = new Date(a.clock.now().getTime() + HOUR).toISOString();
    const scheduled = await call(a, 'POST', `/api/content/articles/${entry.id}/schedule`, token, {
      version: entry.version,
      publishAt: at,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    a.clock.advance(HOUR);
    const [first, second] = await Promise.all([
      a.app.publishDueContent(),
      b.app.publishDueContent(),
    ]);
    expect(first + second).toBeLessThanOrEqual(1);
    const published = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.scheduled_published'));
    expect(published).toHaveLength(1);
  });
});
