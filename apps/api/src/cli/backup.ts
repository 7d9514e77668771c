/**
 * `npm run backup -- --out <file>` and `npm run restore -- <file> [--replace]` (scripts/backup.mjs
 * runs this file): DATABASE_URL, else DATA_DIR, says which database. See docs/operations.md.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { migrationsDir } from '../paths.js';
import { BackupRefused, restoreBackup, writeBackup } from '../backup/archive.js';
import { serverHolding, serverRunningMessage } from '../backup/server-lock.js';

const USAGE = [
  'Usage:',
  '  npm run backup -- --out <file>',
  '  npm run restore -- <file> [--replace]',
  'DATABASE_URL (PostgreSQL) or else DATA_DIR (the embedded database in DATA_DIR/db) says where.',
].join('\n');

class UsageError extends Error {}

/** What the command did, on standard output. */
const say = (line: string) => void process.stdout.write(`${line}\n`);

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function open(config: Config): Promise<Database> {
  if (config.databaseUrl !== null) return openPostgres(config.databaseUrl, { max: 2 });
  const pid = await serverHolding(config.dataDir);
  if (pid !== null)
    throw new BackupRefused('server_running', serverRunningMessage(config.dataDir, pid));
  return openPglite(join(config.dataDir, 'db'));
}

function where(config: Config): string {
  return config.databaseUrl !== null
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${join(config.dataDir, 'db')}`;
}

async function backup(config: Config, args: string[]): Promise<void> {
  const at = args.indexOf('--out');
  const out = at === -1 ? undefined : args[at + 1];
  if (!out || args.length !== 2) throw new UsageError('backup needs --out <file>');
  const file = resolve(out);
  const database = await open(config);
  const partial = `${file}.partial`;
  try {
    const manifest = await writeBackup(database, createWriteStream(partial, { mode: 0o600 }), {
      migrationsFolder: migrationsDir(),
    });
    await rename(partial, file);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    const media = Object.values(manifest.tables).reduce((sum, table) => sum + table.files, 0);
    say(`Backed up ${where(config)} to ${file}`);
    say(
      `  schema ${manifest.schemaVersion}, ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${media} media files`,
    );
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

async function restore(config: Config, args: string[]): Promise<void> {
  const replace = args.includes('--replace');
  const rest = args.filter((arg) => arg !== '--replace');
  const [input] = rest;
  if (!input || rest.length !== 1 || input.startsWith('--'))
    throw new UsageError('restore needs the archive: restore <file> [--replace]');
  const file = resolve(input);
  const database = await open(config);
  try {
    const summary = await restoreBackup(database, createReadStream(file), {
      migrationsFolder: migrationsDir(),
      replace,
    });
    const { manifest } = summary;
    say(`Restored ${file} into ${where(config)}`);
    say(
      `  made ${manifest.createdAt} on ${manifest.engine} by version ${manifest.appVersion}, schema ${manifest.schemaVersion}` +
        (summary.migrationsApplied > 0
          ? `, migrated forward to ${summary.schemaVersion} (${summary.migrationsApplied} migrations)`
          : ''),
    );
    for (const [table, rows] of Object.entries(summary.tables)) say(`  ${table}: ${rows} rows`);
    say(`  media: ${summary.mediaFiles} files, ${megabytes(summary.mediaBytes)}`);
    say('Sessions are not restored: everyone signs in again.');
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`config: ${problem}`);
      return 1;
    }
    throw error;
  }
  try {
    if (command === 'backup') await backup(config, args);
    else if (command === 'restore') await restore(config, args);
    else throw new UsageError(`unknown command ${command ?? '(none)'}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof BackupRefused) {
      console.error(error.message);
      if (command === 'restore' && error.code !== 'server_running')
        console.error('Nothing was changed.');
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`No such file: ${(error as NodeJS.ErrnoException).path ?? ''}`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
