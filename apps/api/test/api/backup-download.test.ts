// A super admin's backup download from System Settings: the password again, streamed, audited.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema.js';
import { readTar } from '../../src/backup/tar.js';
import type { BackupManifest } from '../../src/backup/archive.js';
import { useApi } from '../support/api.js';
import { userByEmail } from '../support/database.js';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD, sessionTokenFor } from '../support/harness.js';
import { body, call } from '../support/review.js';

const ROOT = 'owner@studio.test';
const EDITOR = 'editor@studio.test';
const { h, tdb } = useApi({ users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }] });

async function tokenOf(email: string): Promise<string> {
  const user = await userByEmail(tdb.database, email);
  if (!user) throw new Error(`no user ${email}`);
  return sessionTokenFor(h, tdb.database, user);
}

const auditOf = (action: string) =>
  tdb.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('POST /api/super-admin/backup', () => {
  it('answers the archive to a super admin who confirms their password, and audits it', async () => {
    const response = await call(h, 'POST', '/api/super-admin/backup', await tokenOf(ROOT), {
      currentPassword: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-tar');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="studio-backup-\d{4}-\d{2}-\d{2}\.tar"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const names: string[] = [];
    let manifest = '';
    await readTar(Readable.from([response.rawPayload]), (name) => {
      names.push(name);
      return name === 'manifest.json'
        ? { write: (chunk) => void (manifest += chunk.toString()), end: () => {} }
        : null;
    });
    expect(names[0]).toBe('manifest.json');
    expect(names).toContain('tables/users.ndjson');
    expect((JSON.parse(manifest) as BackupManifest).tables.users?.rows).toBe(2);
    const rows = await auditOf('backup.downloaded');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorEmail: ROOT });
  });

  it('refuses a wrong password with the field named, audits it and sends no archive', async () => {
    const response = await call(h, 'POST', '/api/super-admin/backup', await tokenOf(ROOT), {
      currentPassword: OTHER_STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.stringify(body(response))).toContain('currentPassword');
    expect(await auditOf('backup.password_failed')).toHaveLength(1);
    expect(await auditOf('backup.downloaded')).toHaveLength(0);
  });

  it('is for super admins only', async () => {
    const response = await call(h, 'POST', '/api/super-admin/backup', await tokenOf(EDITOR), {
      currentPassword: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await call(h, 'POST', '/api/super-admin/backup', null, {
      currentPassword: STRONG_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await auditOf('backup.downloaded')).toHaveLength(0);
  });
});

// The admin's button: the password is checked by a JSON call that answers a short-lived link,
// and the browser's own download fetches the link, so the archive streams to disk.
describe('POST /api/super-admin/backup/link, then GET the link', () => {
  const linkFor = async (token: string, currentPassword = STRONG_PASSWORD) =>
    call(h, 'POST', '/api/super-admin/backup/link', token, { currentPassword });

  it('answers a link that downloads the archive in the same session, audited once', async () => {
    const token = await tokenOf(ROOT);
    const answer = await linkFor(token);
    expect(answer.statusCode).toBe(200);
    const { url } = body(answer) as { url: string };
    expect(url).toMatch(/^\/api\/super-admin\/backup\/download\?ticket=/);
    expect(await auditOf('backup.downloaded')).toHaveLength(0);
    const download = await call(h, 'GET', url, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/x-tar');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="studio-backup-/,
    );
    expect(download.headers['cache-control']).toBe('no-store');
    const names: string[] = [];
    await readTar(Readable.from([download.rawPayload]), (name) => {
      names.push(name);
      return null;
    });
    expect(names[0]).toBe('manifest.json');
    expect(await auditOf('backup.downloaded')).toHaveLength(1);
  });

  it('refuses a wrong password with the field named and answers no link', async () => {
    const answer = await linkFor(await tokenOf(ROOT), OTHER_STRONG_PASSWORD);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(body(answer))).toContain('currentPassword');
    expect(JSON.stringify(body(answer))).not.toContain('ticket');
    expect(await auditOf('backup.password_failed')).toHaveLength(1);
  });

  it('refuses the link in another session, after a minute, or edited', async () => {
    const token = await tokenOf(ROOT);
    const { url } = body(await linkFor(token)) as { url: string };
    const other = await call(h, 'GET', url, await tokenOf(ROOT));
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toMatch(/^application\/json/);
    const edited = await call(
      h,
      'GET',
      url.slice(0, -2) + (url.endsWith('A') ? 'BB' : 'AA'),
      token,
    );
    expect(edited.statusCode).toBe(403);
    expect((await call(h, 'GET', '/api/super-admin/backup/download', token)).statusCode).toBe(400);
    h.clock.advance(61_000);
    expect((await call(h, 'GET', url, token)).statusCode).toBe(403);
    expect((await call(h, 'GET', url, null)).statusCode).toBe(401);
    expect(await auditOf('backup.downloaded')).toHaveLength(0);
  });

  it('is for super admins only', async () => {
    expect((await linkFor(await tokenOf(EDITOR))).statusCode).toBe(403);
  });
});

describe('GET /api/super-admin/backups', () => {
  it('lists the scheduled backups and the last failure, to super admins only', async () => {
    const answer = await call(h, 'GET', '/api/super-admin/backups', await tokenOf(ROOT));
    expect(answer.statusCode).toBe(200);
    expect(body(answer)).toEqual({
      success: true,
      intervalHours: 0,
      keep: 7,
      backups: [],
      lastFailure: null,
    });
    expect(
      (await call(h, 'GET', '/api/super-admin/backups', await tokenOf(EDITOR))).statusCode,
    ).toBe(403);
  });
});
