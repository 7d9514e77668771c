// `npm run bench:backup -w @studio/api` (BENCH_DATABASE_URL, else TEST_DATABASE_URL, names a
// PostgreSQL server; the bench makes two databases of its own there and drops them): issue 39's
// goals for a studio of 200 articles and 200 MB of media on PostgreSQL, with the built API
// (dist/) in production mode.
// - the backup (`dist/cli/backup.js backup --out`, as `npm run backup` runs it) while the server
//   runs: its wall time (goal: at most 30 s), and the server's /api/health latency meanwhile,
//   one request after another (goal: p99 under 100 ms);
// - the restore of that archive into an empty PostgreSQL database (goal: at most 60 s).
// Prints Markdown rows and the machine's load.
import { spawn } from 'node:child_process';
import { randomBytes, createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres, quoteIdentifier } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { media, mediaFiles } from '../src/db/schema.js';
import { publishNewEntries } from '../src/domain/content/store/index.js';
import { migrationsDir } from '../src/paths.js';
import { benchArticle, diaryTitle } from './store-server.js';
import { startBuiltServer } from './built-server.js';

const ARTICLES = 200;
const MEDIA_ITEMS = 100;
const FILE_BYTES = 2 * 1024 * 1024; // 100 × 2 MB: 200 MB of media, incompressible
const apiDir = fileURLToPath(new URL('..', import.meta.url));

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) {
  console.error(
    'bench:backup needs a PostgreSQL server: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).',
  );
  process.exit(1);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The URL of database `name` on the same server as `base`. */
function databaseUrl(name: string): string {
  const url = new URL(base as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** 200 published articles and 100 images of 2 MB each, written straight into the database. */
async function fill(url: string): Promise<void> {
  const database = openPostgres(url, { max: 2 });
  try {
    await migrate(database.db, migrationsDir());
    const system = { id: null, email: null, role: null, ip: null };
    const outcome = await database.db.transaction((tx) =>
      publishNewEntries(
        tx,
        Array.from({ length: ARTICLES }, (_, index) => ({
          type: 'articles' as const,
          data: benchArticle(diaryTitle(index), 1),
        })),
        system,
        new Date(),
      ),
    );
    if (!outcome.ok) throw new Error(`the articles were refused: ${JSON.stringify(outcome)}`);
    for (let index = 0; index < MEDIA_ITEMS; index += 1) {
      const id = randomUUID();
      const data = randomBytes(FILE_BYTES);
      await database.db.insert(media).values({
        id,
        kind: 'image',
        name: `session-photo-${index}.jpg`,
        alt: `Session photo ${index}`,
        width: 4000,
        height: 3000,
        bytes: FILE_BYTES,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await database.db.insert(mediaFiles).values({
        hash: createHash('sha256').update(data).digest('hex').slice(0, 16),
        fileName: `session-photo-${index}-2400.webp`,
        mediaId: id,
        contentType: 'image/webp',
        format: 'webp',
        width: 2400,
        bytes: FILE_BYTES,
        data,
      });
    }
  } finally {
    await database.close();
  }
}

/** Runs the backup command line of the build against `url`; resolves with its wall seconds. */
function cli(url: string, args: string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(apiDir, 'dist/cli/backup.js'), ...args], {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url,
        JWT_SECRET: 'x'.repeat(40),
      },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`backup.js ${args[0]} exited with ${code}`)),
    );
  });
}

const tag = `${process.pid}_${Date.now().toString(36)}`;
const source = `studio_bench_backup_${tag}`;
const target = `studio_bench_restore_${tag}`;
const work = await mkdtemp(join(tmpdir(), 'studio-bench-backup-'));
const archive = join(work, 'studio.backup');
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadBefore = load();
await onServer(`create database ${quoteIdentifier(source)}`);
await onServer(`create database ${quoteIdentifier(target)}`);
try {
  const fillStarted = performance.now();
  await fill(databaseUrl(source));
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const server = await startBuiltServer(
    await mkdtemp(join(tmpdir(), 'studio-bench-backup-data-')),
    {
      DATABASE_URL: databaseUrl(source),
    },
  );
  let backupSeconds = 0;
  const health: number[] = [];
  try {
    // Health, one request after another, for as long as the backup runs.
    let running = true;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        const response = await fetch(`${server.origin}/api/health`);
        await response.arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      backupSeconds = await cli(databaseUrl(source), ['backup', '--out', archive]);
    } finally {
      running = false;
      await probe;
    }
  } finally {
    await server.stop();
  }
  const archiveBytes = (await stat(archive)).size;
  const restoreSeconds = await cli(databaseUrl(target), ['restore', archive]);

  console.log(
    `\nbench:backup, PostgreSQL (${new URL(base).host}), ${ARTICLES} articles and ${MEDIA_ITEMS} images of ${FILE_BYTES / 1024 / 1024} MB; filled in ${fillSeconds.toFixed(1)} s; load ${loadBefore} before, ${load()} after\n`,
  );
  console.log('| measure | value | goal |');
  console.log('| --- | ---: | --- |');
  console.log(
    `| backup while the server runs (archive ${(archiveBytes / 1024 / 1024).toFixed(0)} MB) | ${backupSeconds.toFixed(1)} s | at most 30 s |`,
  );
  console.log(
    `| /api/health meanwhile: ${health.length} requests, p50 / p99 / max | ${percentile(health, 50).toFixed(1)} / ${percentile(health, 99).toFixed(1)} / ${Math.max(...health).toFixed(1)} ms | p99 under 100 ms |`,
  );
  console.log(
    `| restore into an empty PostgreSQL database | ${restoreSeconds.toFixed(1)} s | at most 60 s |`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
  await onServer(`drop database if exists ${quoteIdentifier(source)} with (force)`);
  await onServer(`drop database if exists ${quoteIdentifier(target)} with (force)`);
}
