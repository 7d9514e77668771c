// Backup archives and their restore, on the test database's engine (PGlite, and PostgreSQL
// when the run has one): what an archive holds, what a restore refuses, and that a refused
// restore changes nothing.
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, media, mediaFiles, messages, sessions } from '../../src/db/schema.js';
import { migrate, rowsOf } from '../../src/db/migrate.js';
import { migrationsDir } from '../../src/paths.js';
import { BackupRefused, readJournal } from '../../src/backup/archive.js';
import { BACKED_UP_TABLES } from '../../src/backup/tables.js';
import { defaultContentSeed, seedContentStore } from '../../src/domain/content/seed.js';
import { createSession } from '../../src/domain/sessions.js';
import type { Database } from '../../src/db/client.js';
import { seedUser } from '../support/harness.js';
import { openTestDatabase, target, type TestDatabase } from '../support/database.js';
import { useTestDatabase } from '../support/api.js';
import {
  backupFiles,
  backupTo,
  restoreFrom,
  rowsOfTable,
  type BackupFiles,
} from '../support/backup.js';

const tdb = useTestDatabase({ reset: 'once' });
let files: BackupFiles;
/** The one database every restore goes into (a new PGlite costs seconds of initdb). */
let intoTdb: TestDatabase;
let into: Database;
const now = new Date('2026-03-01T10:00:00.123456Z');
const mediaBytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));

async function everyTable(database: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of BACKED_UP_TABLES) result[table] = await rowsOfTable(database, table);
  return result;
}

beforeAll(async () => {
  files = await backupFiles();
  intoTdb = await openTestDatabase();
  into = intoTdb.database;
  const { db } = tdb.database;
  const owner = await seedUser(tdb.database, { email: 'owner@studio.test' });
  await seedUser(tdb.database, { email: 'editor@studio.test', role: 'admin' });
  await seedContentStore(db, defaultContentSeed({ studioName: 'Sargam Studios', now }), now);
  const mediaId = randomUUID();
  await db.insert(media).values({
    id: mediaId,
    kind: 'image',
    name: 'ragas \u0939\u093f\u0902\u0926\u0940.jpg',
    alt: 'A "quoted" alt\twith a tab',
    width: 640,
    height: 480,
    bytes: mediaBytes.length,
    createdAt: now,
    updatedAt: now,
    createdBy: owner.id,
  });
  await db.insert(mediaFiles).values({
    hash: 'abc123',
    fileName: 'ragas-640.webp',
    mediaId,
    contentType: 'image/webp',
    format: 'webp',
    width: 640,
    bytes: mediaBytes.length,
    data: mediaBytes,
  });
  await db.insert(messages).values({
    id: randomUUID(),
    kind: 'contact',
    name: 'Meera',
    email: 'meera@example.com',
    message: 'Two\nlines',
    createdAt: now,
  });
  await db.insert(auditLog).values([
    { action: 'sign_in.success', actorId: owner.id, actorEmail: owner.email, createdAt: now },
    {
      action: 'media.upload',
      actorId: owner.id,
      details: { n: 1, ok: true, s: 'x' },
      createdAt: now,
    },
  ]);
  await createSession(db, owner, now, { ip: '127.0.0.1', userAgent: 'test' }, 24 * 3_600_000);
  // More rows referring to an entry than a restore's batch holds, and the entry changed after
  // them (its row now stored last): a restore must still insert it before them. The entry is a
  // source (no source of its own), as the store allows no translation of a translation.
  await db.execute(sql`insert into content_entries
      (id, type, locale, source_id, state, version, draft, search_text, created_at, updated_at)
    select gen_random_uuid(), source.type, 'x' || n, source.id, 'draft', 1, source.draft, '',
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from (select * from content_entries where source_id is null order by id limit 1) source, generate_series(1, 600) n`);
  await db.execute(sql`update content_entries set version = version + 1
    where id = (select id from content_entries where source_id is null order by id limit 1)`);
});

afterAll(async () => {
  await intoTdb?.dispose();
  await files?.remove();
});

describe('a backup', () => {
  it('describes itself in a manifest: format, schema, app version, engine, row counts, a checksum per part', async () => {
    const manifest = await backupTo(tdb.database, files.file('one.tar'));
    const journal = readJournal(migrationsDir());
    expect(manifest).toMatchObject({
      format: 'studio-backup',
      formatVersion: 1,
      schemaVersion: journal.at(-1)?.tag,
      engine: target,
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown,
    });
    expect(manifest.tables.users?.rows).toBe(2);
    const [audit] = rowsOf<{ n: number }>(
      await tdb.database.db.execute(sql`select count(*)::int as n from audit_log`),
    );
    expect(manifest.tables.audit_log?.rows).toBe(audit?.n);
    // The first start put the default content's files into the library as references to the
    // site's own files (no bytes): rows beside the one upload, but only the upload is a file.
    const [media] = rowsOf<{ n: number; shipped: number }>(
      await tdb.database.db.execute(
        sql`select count(*)::int as n, count(shipped_url)::int as shipped from media_files`,
      ),
    );
    expect(media?.shipped).toBeGreaterThan(0);
    expect(manifest.tables.media_files).toMatchObject({
      rows: media?.n,
      files: 1,
      fileBytes: 70_000,
    });
    expect(Object.keys(manifest.excluded)).toEqual(
      expect.arrayContaining(['sessions', 'otp_challenges', 'auth_lockouts']),
    );
    expect(manifest.tables.sessions).toBeUndefined();
    for (const part of manifest.parts) expect(part.sha256).toMatch(/^[0-9a-f]{64}$/);
    const archive = await readFile(files.file('one.tar'));
    expect(archive.subarray(0, 13).toString()).toBe('manifest.json');
  });
});

describe('a restore', () => {
  it('brings back every table a backup carries, row for row, and no session', async () => {
    await backupTo(tdb.database, files.file('full.tar'));
    const summary = await restoreFrom(into, files.file('full.tar'));
    expect(await everyTable(into)).toEqual(await everyTable(tdb.database));
    expect(summary.tables.users).toBe(2);
    expect(summary.mediaFiles).toBe(1);
    expect(await into.db.select().from(sessions)).toEqual([]);
    // The audit log goes on numbering after the restored rows.
    const [next] = await into.db
      .insert(auditLog)
      .values({ action: 'test.after', createdAt: now })
      .returning({ id: auditLog.id });
    const ids = (await tdb.database.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
    expect(next?.id).toBe(Math.max(...ids) + 1);
  });

  it('refuses a target that holds data unless told to replace it', async () => {
    await backupTo(tdb.database, files.file('again.tar'));
    await restoreFrom(into, files.file('again.tar'), { replace: true });
    await into.db.delete(messages);
    await expect(restoreFrom(into, files.file('again.tar'))).rejects.toThrow(
      'The target database already holds a studio',
    );
    expect(await into.db.select().from(messages)).toEqual([]);
    await restoreFrom(into, files.file('again.tar'), { replace: true });
    expect(await everyTable(into)).toEqual(await everyTable(tdb.database));
  });

  it('refuses an archive with a changed byte or a changed manifest, and changes nothing', async () => {
    await backupTo(tdb.database, files.file('good.tar'));
    const good = await readFile(files.file('good.tar'));
    await restoreFrom(into, files.file('good.tar'), { replace: true });
    const before = await everyTable(into);

    // One byte of the media file's data, far past the manifest.
    const at = good.indexOf(mediaBytes.subarray(1000, 1064));
    expect(at).toBeGreaterThan(0);
    const tampered = Buffer.from(good);
    tampered[at] = (tampered[at] as number) ^ 0xff;
    await writeFile(files.file('tampered.tar'), tampered);
    const refused = restoreFrom(into, files.file('tampered.tar'), { replace: true });
    await expect(refused).rejects.toBeInstanceOf(BackupRefused);
    await expect(refused).rejects.toThrow('does not match its checksum');

    const otherFormat = Buffer.from(
      good.toString('latin1').replace('"formatVersion": 1', '"formatVersion": 9'),
      'latin1',
    );
    await writeFile(files.file('format.tar'), otherFormat);
    await expect(restoreFrom(into, files.file('format.tar'), { replace: true })).rejects.toThrow(
      'This is not a studio backup',
    );

    await writeFile(files.file('short.tar'), good.subarray(0, Math.floor(good.length / 2)));
    await expect(
      restoreFrom(into, files.file('short.tar'), { replace: true }),
    ).rejects.toBeInstanceOf(BackupRefused);
    expect(await everyTable(into)).toEqual(before);
  });

  it('migrates an archive of an older schema forward', async () => {
    const journal = readJournal(migrationsDir());
    const older = journal.at(-2);
    if (!older) throw new Error('one migration only');
    // The target made again at the older schema, holding one account, is the archive's source.
    const known = rowsOf<{ name: string }>(
      await into.db.execute(
        sql`select tablename as name from pg_tables where schemaname = current_schema()`,
      ),
    ).map((row) => `"${row.name}"`);
    await into.db.execute(sql.raw(`drop table ${known.join(', ')} cascade`));
    await migrate(into.db, migrationsDir(), { upTo: older.when });
    await into.db.execute(
      sql`insert into users (id, email, first_name, last_name, role, password_hash, created_at, updated_at)
          values (${randomUUID()}, 'old@studio.test', 'Old', 'Timer', 'super_admin', 'x', now(), now())`,
    );
    const manifest = await backupTo(into, files.file('old.tar'));
    expect(manifest.schemaVersion).toBe(older.tag);
    const summary = await restoreFrom(into, files.file('old.tar'), { replace: true });
    expect(summary.migrationsApplied).toBe(1);
    expect(summary.schemaVersion).toBe(journal.at(-1)?.tag);
    const applied = rowsOf<{ n: number }>(
      await into.db.execute(sql`select count(*)::int as n from studio_migrations`),
    );
    expect(applied[0]?.n).toBe(journal.length);
    expect((await into.db.query.users.findMany()).map((u) => u.email)).toEqual(['old@studio.test']);
  });
});
