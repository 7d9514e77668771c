import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../../src/db/migrate.js';
import { auditLog } from '../../src/db/schema.js';
import { migrationsDir } from '../../src/paths.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

/** The journal's time of a migration: what studio_migrations records it by. */
function migrationTime(tag: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir(), 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const entry = journal.entries.find((e) => e.tag === tag);
  if (!entry) throw new Error(`no migration ${tag}`);
  return entry.when;
}

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(async () => {
  await tdb.dispose();
});

describe('the audit event rename', () => {
  it('renames rows written under the display-word names to the action ids, and leaves others', async () => {
    const db = tdb.database.db;
    const old = [
      'signup.approved',
      'signup.rejected',
      'signup.blocked',
      'signup.unblocked',
      'signup.frozen',
      'signup.unfrozen',
      'signup.deleted',
      'signup.edited',
      'admin_user.blocked',
      'admin_user.frozen',
      'admin_user.unblocked',
      'admin_user.unfrozen',
      'admin_user.deleted',
      'signup.requested',
      'sign_in.succeeded',
    ];
    await db
      .insert(auditLog)
      .values(old.map((action) => ({ action, createdAt: new Date('2026-01-01T00:00:00Z') })));
    // Replay the rename as a database written before it would meet it at start.
    await db.execute(
      sql`delete from studio_migrations where created_at = ${migrationTime('0004_audit_event_ids')}`,
    );
    expect(await migrate(db, migrationsDir())).toBe(1);
    const rows = await db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'signup.approve',
      'signup.reject',
      'signup.block',
      'signup.unblock',
      'signup.freeze',
      'signup.unfreeze',
      'signup.delete',
      'signup.edit',
      'admin_user.block',
      'admin_user.freeze',
      'admin_user.unblock',
      'admin_user.unfreeze',
      'admin_user.delete',
      'signup.requested',
      'sign_in.succeeded',
    ]);
  });
});
