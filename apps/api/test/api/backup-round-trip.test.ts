// The way from the embedded database to PostgreSQL (docs/operations.md): a studio on PGlite with
// content, media, users, messages and audit rows is backed up and restored into PostgreSQL (a
// schema of its own on TEST_DATABASE_URL; a second PGlite when the run has none), and the
// restored studio answers the same pages, media and audit log, and its super admin signs in.
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { auditLog, mediaFiles, users } from '../../src/db/schema.js';
import { mediaFileUrl } from '../../src/domain/media.js';
import type { Database } from '../../src/db/client.js';
import { BackupRefused } from '../../src/backup/archive.js';
import type { Api } from '../support/api.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';
import { createHarness, post, seedUser, signIn, type Harness } from '../support/harness.js';
import { BUILT_ORIGIN, contentCalls } from '../support/content-api.js';
import { article } from '../support/content.js';
import { mediaCalls, photo } from '../support/media.js';
import { siteDist } from '../support/site.js';
import {
  backupFiles,
  backupTo,
  dropDatabase,
  emptyDatabase,
  restoreFrom,
  type BackupFiles,
} from '../support/backup.js';

const env = { SITE_DIST: siteDist, PUBLIC_ORIGIN: BUILT_ORIGIN };
const ROOT = 'root@studio.test';
let source: TestDatabase;
let from: Harness;
let into: Database;
let to: Harness | undefined;
let files: BackupFiles;
let paths: string[] = [];

const auditRows = (database: Database) =>
  database.db.select().from(auditLog).orderBy(asc(auditLog.id));
const mediaUrls = async (database: Database) =>
  (await database.db.select().from(mediaFiles))
    // Uploaded files under /media/, the default content's shipped ones at the site's own URL.
    .map((file) => mediaFileUrl(file))
    .sort();

/** A page as a visitor gets it, less what says when it was rendered. */
async function page(h: Harness, path: string): Promise<{ status: number; body: string }> {
  const response = await h.app.inject({ method: 'GET', url: path });
  return {
    status: response.statusCode,
    body: response.body.replace(/"renderedAt":"[^"]*"/g, '"renderedAt":""'),
  };
}

beforeAll(async () => {
  files = await backupFiles();
  source = await openTestDatabase();
  from = await createHarness({ database: source.database, env });
  await seedUser(source.database, { email: 'editor@studio.test', role: 'admin' });
  const api = { h: from, tdb: source } as Api;
  const content = contentCalls(api);
  const token = await content.tokenOf(ROOT);
  const entry = await content.created(token, article({ title: 'Monsoon Sessions Announced' }));
  await content.act(token, entry, 'publish');
  const uploaded = await mediaCalls(api).upload(
    'poster.png',
    await photo(800, 500).png().toBuffer(),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const message = await post(from, '/api/messages', {
    kind: 'contact',
    name: 'Meera',
    email: 'meera@example.com',
    message: 'Hello from the site',
  });
  expect(message.statusCode, message.body).toBe(201);
  paths = ['/', '/news', '/article/monsoon-sessions-announced', '/contact', '/no-such-page'];
  into = await emptyDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
}, 300_000);

afterAll(async () => {
  await to?.close();
  if (into) await dropDatabase(into);
  await from?.close();
  await source?.dispose();
  await files?.remove();
});

describe('a studio moved from PGlite to PostgreSQL by a backup and a restore', () => {
  it('answers the same pages, media bytes and audit log, and its super admin signs in', async () => {
    const archive = files.file('studio.tar');
    const manifest = await backupTo(source.database, archive);
    expect(manifest.engine).toBe('pglite');
    const audit = await auditRows(source.database);
    expect(audit.length).toBeGreaterThan(3);

    await restoreFrom(into, archive);
    expect(await auditRows(into)).toEqual(audit);
    expect(await into.db.select().from(users).orderBy(asc(users.email))).toEqual(
      await source.database.db.select().from(users).orderBy(asc(users.email)),
    );

    to = await createHarness({ database: into, env });
    for (const path of paths) expect(await page(to, path), path).toEqual(await page(from, path));
    const restoredArticle = await page(to, '/article/monsoon-sessions-announced');
    expect(restoredArticle.status).toBe(200);
    expect(restoredArticle.body).toContain('Monsoon Sessions Announced');
    const urls = await mediaUrls(source.database);
    expect(urls.length).toBeGreaterThan(0);
    expect(await mediaUrls(into)).toEqual(urls);
    for (const url of urls) {
      const [a, b] = await Promise.all([
        from.app.inject({ method: 'GET', url }),
        to.app.inject({ method: 'GET', url }),
      ]);
      expect(b.statusCode, url).toBe(200);
      expect(b.rawPayload.equals(a.rawPayload), url).toBe(true);
    }
    await expect(signIn(to, ROOT)).resolves.toEqual(expect.any(String));
  }, 300_000);

  it('refuses a tampered archive and changes nothing', async () => {
    const archive = files.file('studio.tar');
    const bytes = await readFile(archive);
    // One byte inside the users' part: an address changed.
    const at = bytes.indexOf(Buffer.from('"email": "editor@studio.test"'));
    expect(at).toBeGreaterThan(0);
    const tampered = Buffer.from(bytes);
    tampered[at + 10] = 'x'.charCodeAt(0);
    await writeFile(files.file('tampered.tar'), tampered);
    const before = { audit: await auditRows(into), users: await into.db.select().from(users) };
    const refused = restoreFrom(into, files.file('tampered.tar'), { replace: true });
    await expect(refused).rejects.toBeInstanceOf(BackupRefused);
    await expect(refused).rejects.toThrow('does not match its checksum');
    expect({ audit: await auditRows(into), users: await into.db.select().from(users) }).toEqual(
      before,
    );
  }, 120_000);
});
