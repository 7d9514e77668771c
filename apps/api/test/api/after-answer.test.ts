import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthMessages } from '@studio/contracts';
import { workAfterAnswers } from '../../src/http/after-answer.js';
import { useApi } from '../support/api.js';
import { json, readOutbox } from '../support/harness.js';
import { applicant } from '../support/review.js';

// Forgot-password and the request-access form answer the same whatever the email, and their
// account-dependent work (which takes longer for a known email) runs only after the answer has
// left. Proved without timing: while a test transaction holds the tables that work needs, the
// answer still arrives, and nothing of the work has happened yet.

const KNOWN = 'owner@studio.test';
const { h, tdb } = useApi({ users: [{ email: KNOWN }] });

/** Runs `body` while the database is held (PGlite: its one connection; PostgreSQL: table locks). */
async function whileDatabaseHeld(body: () => Promise<void>): Promise<void> {
  await tdb.database.db.transaction(async (tx) => {
    if (tdb.target === 'postgres') {
      await tx.execute(
        sql`lock table mail_throttles, signup_requests, audit_log in access exclusive mode`,
      );
    }
    await body();
  });
}

const send = (url: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url, payload });

describe('forgot-password for a known account', () => {
  it('answers before the reset code is issued and mailed, then mails it', async () => {
    await whileDatabaseHeld(async () => {
      const response = await send('/api/forgot-password', { email: KNOWN });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ success: true, message: AuthMessages.forgotPassword });
      // Read straight from disk: h.outbox() would wait for the held work.
      expect(await readOutbox(join(h.dataDir, 'outbox'))).toHaveLength(0);
    });
    await workAfterAnswers(h.app);
    const mails = await h.outbox();
    expect(mails.map((mail) => mail.to)).toEqual([KNOWN]);
  });
});

describe('the request-access form', () => {
  it('answers before the request is stored and the mails go out, then stores it', async () => {
    await whileDatabaseHeld(async () => {
      const response = await send('/api/admin/signup-requests', applicant());
      expect(response.statusCode).toBe(201);
      // Read straight from disk: h.outbox() would wait for the held work.
      expect(await readOutbox(join(h.dataDir, 'outbox'))).toHaveLength(0);
    });
    await workAfterAnswers(h.app);
    const mails = await h.outbox();
    expect(mails.map((mail) => mail.to)).toContain('meera@artists.test');
  });
});
