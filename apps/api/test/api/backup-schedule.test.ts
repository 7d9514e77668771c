// Scheduled backups: daily, into the backup directory, the last BACKUP_KEEP kept, one instance
// per interval (two instances racing write one archive), the outcome audited.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ManualClock, DAY, HOUR } from '../../src/clock.js';
import { auditLog } from '../../src/db/schema.js';
import { migrationsDir } from '../../src/paths.js';
import {
  lastScheduledFailure,
  listBackups,
  runScheduledBackup,
} from '../../src/backup/schedule.js';
import { useTestDatabase } from '../support/api.js';

const tdb = useTestDatabase();
let dir: string;
const clock = new ManualClock(Date.UTC(2026, 2, 1, 3, 0, 0));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-scheduled-'));
  clock.set(Date.UTC(2026, 2, 1, 3, 0, 0));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const options = (keep = 7) => ({
  dir,
  keep,
  intervalMs: DAY,
  migrationsFolder: migrationsDir(),
  now: () => clock.now(),
});
const auditOf = (action: string) =>
  tdb.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('scheduled backups', () => {
  it('writes one archive per day, whichever instances ask, and audits it', async () => {
    const [a, b] = await Promise.all([
      runScheduledBackup(tdb.database, options()),
      runScheduledBackup(tdb.database, options()),
    ]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(await readdir(dir)).toEqual(['studio-backup-20260301T030000Z.tar']);
    clock.advance(23 * HOUR);
    expect((await runScheduledBackup(tdb.database, options())).ran).toBe(false);
    clock.advance(HOUR);
    expect(await runScheduledBackup(tdb.database, options())).toMatchObject({
      ran: true,
      ok: true,
    });
    const listed = await listBackups(dir);
    expect(listed.map((entry) => entry.name)).toEqual([
      'studio-backup-20260302T030000Z.tar',
      'studio-backup-20260301T030000Z.tar',
    ]);
    expect(listed[0]!.bytes).toBeGreaterThan(1024);
    expect(await auditOf('backup.scheduled')).toHaveLength(2);
    expect(await lastScheduledFailure(tdb.database)).toBeNull();
  });

  it('keeps the last BACKUP_KEEP archives and leaves other files alone', async () => {
    await writeFile(join(dir, 'notes.txt'), 'mine');
    for (let day = 0; day < 4; day++) {
      await runScheduledBackup(tdb.database, options(2));
      clock.advance(DAY);
    }
    expect((await readdir(dir)).sort()).toEqual([
      'notes.txt',
      'studio-backup-20260303T030000Z.tar',
      'studio-backup-20260304T030000Z.tar',
    ]);
  });

  it('says when the last one failed, until one succeeds', async () => {
    await writeFile(join(dir, 'blocked'), 'a file where the directory should be');
    const failing = { ...options(), dir: join(dir, 'blocked') };
    const outcome = await runScheduledBackup(tdb.database, failing);
    expect(outcome).toMatchObject({ ran: true, ok: false });
    expect(await auditOf('backup.scheduled_failed')).toHaveLength(1);
    expect(await lastScheduledFailure(tdb.database)).toMatchObject({
      at: '2026-03-01T03:00:00.000Z',
    });
    clock.advance(DAY);
    await runScheduledBackup(tdb.database, options());
    expect(await lastScheduledFailure(tdb.database)).toBeNull();
  });
});
