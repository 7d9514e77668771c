/**
 * Scheduled backups: every `intervalMs` (a day by default) one instance writes an archive into
 * the backup directory and keeps the last `keep`. Which instance, and that only one runs at a
 * time, is settled in the database: under a transaction-level advisory lock, the instance that
 * finds no `backup.scheduled_started` audit row within the interval writes one and runs; the
 * others see it and skip. The outcome is audited (`backup.scheduled` or `backup.scheduled_failed`).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { and, desc, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { audit } from '../domain/audit.js';
import { writeBackup } from './archive.js';

export const SCHEDULED_NAME = /^studio-backup-\d{8}T\d{6}Z\.tar$/;

export interface ScheduleOptions {
  dir: string;
  keep: number;
  intervalMs: number;
  migrationsFolder: string;
  now: () => Date;
}

export type ScheduledOutcome =
  | { ran: false }
  | { ran: true; ok: true; file: string; bytes: number }
  | { ran: true; ok: false; error: string };

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** Claims this interval's backup for this instance, or answers false when another has it. */
async function claim(database: Database, at: Date, intervalMs: number): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.studio_backup_schedule'))`,
    );
    const since = new Date(at.getTime() - intervalMs);
    const [recent] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(inArray(auditLog.action, ['backup.scheduled_started']), gt(auditLog.createdAt, since)),
      )
      .limit(1);
    if (recent) return false;
    await audit(tx, { action: 'backup.scheduled_started', at });
    return true;
  });
}

/** Runs the scheduled backup if it is due and no other instance has it. */
export async function runScheduledBackup(
  database: Database,
  options: ScheduleOptions,
): Promise<ScheduledOutcome> {
  const at = options.now();
  if (!(await claim(database, at, options.intervalMs))) return { ran: false };
  const name = `studio-backup-${stampOf(at)}.tar`;
  const file = join(options.dir, name);
  const partial = `${file}.partial`;
  try {
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    const out = createWriteStream(partial, { mode: 0o600 });
    const closed = once(out, 'close');
    await writeBackup(database, out, {
      migrationsFolder: options.migrationsFolder,
      now: options.now,
    });
    await closed;
    await rename(partial, file);
    const { size } = await stat(file);
    await pruneBackups(options.dir, options.keep);
    await audit(database.db, {
      action: 'backup.scheduled',
      at: options.now(),
      details: { file: name, bytes: size, engine: database.kind },
    });
    return { ran: true, ok: true, file: name, bytes: size };
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    await audit(database.db, {
      action: 'backup.scheduled_failed',
      at: options.now(),
      reason: message.slice(0, 500),
      details: { file: name, engine: database.kind },
    });
    return { ran: true, ok: false, error: message };
  }
}

export interface StoredBackup {
  name: string;
  bytes: number;
  createdAt: string;
}

/** The scheduled archives in `dir`, newest first. */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: StoredBackup[] = [];
  for (const name of names.filter((n) => SCHEDULED_NAME.test(n))) {
    const info = await stat(join(dir, name));
    found.push({ name, bytes: info.size, createdAt: info.mtime.toISOString() });
  }
  // The names carry the time, so they sort as the times do.
  return found.sort((a, b) => (a.name < b.name ? 1 : -1));
}

/** Removes all but the newest `keep` scheduled archives. */
export async function pruneBackups(dir: string, keep: number): Promise<void> {
  const all = await listBackups(dir);
  for (const old of all.slice(keep)) await rm(join(dir, old.name), { force: true });
}

/** The last scheduled outcome when it was a failure: when, and why. */
export async function lastScheduledFailure(
  database: Database,
): Promise<{ at: string; reason: string } | null> {
  const [last] = await database.db
    .select({ action: auditLog.action, createdAt: auditLog.createdAt, reason: auditLog.reason })
    .from(auditLog)
    .where(inArray(auditLog.action, ['backup.scheduled', 'backup.scheduled_failed']))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  if (!last || last.action !== 'backup.scheduled_failed') return null;
  return { at: last.createdAt.toISOString(), reason: last.reason ?? '' };
}
