// The backup and restore commands on the embedded database while a server holds it.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../src/paths.js';

const run = promisify(execFile);
const root = findRepoRoot();
let dataDir: string;

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=source',
        join(root, 'apps/api/src/cli/backup.ts'),
        ...args,
      ],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
        cwd: dataDir,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studio-cli-test-'));
  // This test's own process stands for the running server.
  await writeFile(join(dataDir, 'server.pid'), `${process.pid}\n`);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run backup / restore on the embedded database', () => {
  it('refuses to back up while a server runs, and says what to do instead', async () => {
    const answer = await cli('backup', '--out', 'studio.tar');
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain(`A server is running on ${dataDir} (process ${process.pid})`);
    expect(answer.stderr).toContain(
      'Download a backup from the admin (System Settings → Backup & Restore), or stop the server first.',
    );
    expect(await readdir(dataDir)).toEqual(['server.pid']);
  }, 60_000);

  it('refuses to restore while a server runs', async () => {
    const answer = await cli('restore', 'studio.tar', '--replace');
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('A server is running on');
    expect(await readdir(dataDir)).toEqual(['server.pid']);
  }, 60_000);

  it('says how it is used when the arguments are wrong', async () => {
    const answer = await cli('backup');
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain('npm run backup -- --out <file>');
  }, 60_000);
});
