/**
 * The studio's backup archive: a tar of a manifest, one NDJSON part per table and one part per
 * stored media file, read from one snapshot of the database (a REPEATABLE READ, read-only
 * transaction) on PGlite or PostgreSQL alike. See docs/operations.md, "Backup and restore".
 *
 * The rows are PostgreSQL's own JSON of them (`to_jsonb`), written as read and given back to
 * `json_populate_recordset`: every type round-trips exactly, whatever the engine on each side.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { quoteIdentifier } from '../db/client.js';
import { migrate, rowsOf } from '../db/migrate.js';
import { findRepoRoot } from '../paths.js';
import {
  BACKED_UP_TABLES,
  EXCLUDED_TABLES,
  isKnownTable,
  MIGRATIONS_TABLE,
  SELF_REFERENCES,
} from './tables.js';
import { readTar, TarFormatError, TarWriter } from './tar.js';

export const BACKUP_FORMAT = 'studio-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
const PART_NAME = /^(tables\/[a-z0-9_]+\.ndjson|media\/[a-z0-9_]+\/\d{6,})$/;

export interface BackupPart {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The last migration applied to the database backed up (its tag in drizzle/meta/_journal.json). */
  schemaVersion: string;
  /** That migration's journal time: what studio_migrations records it by. */
  schemaMillis: number;
  appVersion: string;
  createdAt: string;
  engine: Database['kind'];
  tables: Record<string, { rows: number; part: string; files: number; fileBytes: number }>;
  /** Tables left out, and why. */
  excluded: Record<string, string>;
  parts: BackupPart[];
}

/** Why a restore (or a backup) refused, in words for the person who ran it. */
export class BackupRefused extends Error {
  constructor(
    readonly code:
      | 'format'
      | 'checksum'
      | 'schema_newer'
      | 'target_not_empty'
      | 'server_running'
      | 'unlisted_table'
      | 'no_studio',
    message: string,
  ) {
    super(message);
    this.name = 'BackupRefused';
  }
}

interface JournalEntry {
  tag: string;
  when: number;
}

export function readJournal(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries;
}

export function appVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(join(findRepoRoot(), 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A file being written whose length and SHA-256 are counted on the way. */
class HashedFile {
  private readonly hash = createHash('sha256');
  private readonly stream: WriteStream;
  bytes = 0;

  constructor(readonly path: string) {
    this.stream = createWriteStream(path, { mode: 0o600 });
  }

  async write(chunk: Buffer | Uint8Array | string): Promise<void> {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.hash.update(buffer);
    this.bytes += buffer.length;
    if (!this.stream.write(buffer)) await once(this.stream, 'drain');
  }

  async close(): Promise<{ bytes: number; sha256: string }> {
    this.stream.end();
    await once(this.stream, 'finish');
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  abort(): void {
    this.stream.destroy();
  }
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
}

async function tablesHere(db: Db): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
    ),
  ).map((row) => row.name);
}

async function columnsHere(db: Db): Promise<ColumnRow[]> {
  return rowsOf<ColumnRow>(
    await db.execute(sql`select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`),
  );
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export interface BackupOptions {
  migrationsFolder: string;
  /** Where the parts wait between the snapshot and the archive (default: the system's). */
  tempDir?: string;
  now?: () => Date;
}

/**
 * Writes a backup of `database` to `out` (ended when done). The snapshot is read into
 * temporary files first, so the transaction stays as short as reading takes (on PGlite it holds
 * the one connection), then the archive is streamed from them.
 */
export async function writeBackup(
  database: Database,
  out: Writable,
  options: BackupOptions,
): Promise<BackupManifest> {
  const work = await mkdtemp(join(options.tempDir ?? tmpdir(), 'studio-backup-'));
  try {
    const manifest = await snapshot(database, work, options);
    const tar = new TarWriter(out);
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8');
    await tar.entry(MANIFEST, manifestBytes.length, manifestBytes);
    for (const part of manifest.parts)
      await tar.entry(
        part.name,
        part.bytes,
        createReadStream(join(work, part.name)) as AsyncIterable<Buffer>,
      );
    await tar.finish();
    out.end();
    await once(out, 'finish');
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function snapshot(
  database: Database,
  work: string,
  options: BackupOptions,
): Promise<BackupManifest> {
  const journal = readJournal(options.migrationsFolder);
  const createdAt = (options.now ?? (() => new Date()))().toISOString();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const db = tx as unknown as Db;
    const present = await tablesHere(db);
    if (!present.includes(MIGRATIONS_TABLE))
      throw new BackupRefused(
        'no_studio',
        'This database holds no studio to back up: check DATABASE_URL or DATA_DIR (a studio is made when the server first starts).',
      );
    const unlisted = present.filter((name) => !isKnownTable(name));
    if (unlisted.length > 0)
      throw new BackupRefused(
        'unlisted_table',
        `The tables ${unlisted.join(', ')} are in neither list of src/backup/tables.ts: no backup made.`,
      );
    const [last] = rowsOf<{ created_at: string | number }>(
      await db.execute(
        sql.raw(
          `select created_at from ${quoteIdentifier(MIGRATIONS_TABLE)} order by created_at desc limit 1`,
        ),
      ),
    );
    const schemaMillis = Number(last?.created_at ?? 0);
    const schemaVersion = journal.find((entry) => entry.when === schemaMillis)?.tag ?? 'unknown';
    const columns = await columnsHere(db);
    const parts: BackupPart[] = [];
    const tables: BackupManifest['tables'] = {};
    await mkdir(join(work, 'tables'), { recursive: true });
    for (const table of BACKED_UP_TABLES) {
      if (!present.includes(table)) continue;
      const binary = columns
        .filter((column) => column.table_name === table && column.data_type === 'bytea')
        .map((column) => column.column_name);
      const partName = `tables/${table}.ndjson`;
      const file = new HashedFile(join(work, partName));
      let rows = 0;
      let files = 0;
      let fileBytes = 0;
      try {
        const without =
          binary.length > 0 ? ` - array[${binary.map(literal).join(', ')}]::text[]` : '';
        const extra = binary
          .map((name, index) => `, t.${quoteIdentifier(name)} as b${index}`)
          .join('');
        await db.execute(
          sql.raw(
            `declare studio_backup no scroll cursor for select (to_jsonb(t)${without})::text as j${extra} from ${quoteIdentifier(table)} t${referencedRowsFirst(table, columns)}`,
          ),
        );
        if (binary.length > 0) await mkdir(join(work, 'media', table), { recursive: true });
        for (;;) {
          const batch = rowsOf<Record<string, unknown>>(
            await db.execute(sql.raw(`fetch ${binary.length > 0 ? 20 : 1000} from studio_backup`)),
          );
          if (batch.length === 0) break;
          for (const row of batch) {
            const refs: Record<string, string | null> = {};
            for (const [index, name] of binary.entries()) {
              const value = row[`b${index}`];
              if (value === null || value === undefined) {
                refs[name] = null;
                continue;
              }
              files += 1;
              const mediaName = `media/${table}/${String(files).padStart(6, '0')}`;
              const mediaFile = new HashedFile(join(work, mediaName));
              await mediaFile.write(value as Uint8Array);
              const done = await mediaFile.close();
              fileBytes += done.bytes;
              parts.push({ name: mediaName, ...done });
              refs[name] = mediaName;
            }
            await file.write(`${JSON.stringify(refs)}\t${String(row.j)}\n`);
            rows += 1;
          }
        }
        await db.execute(sql.raw('close studio_backup'));
      } catch (error) {
        file.abort();
        throw error;
      }
      parts.push({ name: partName, ...(await file.close()) });
      tables[table] = { rows, part: partName, files, fileBytes };
    }
    const excluded: Record<string, string> = {};
    for (const [name, why] of Object.entries(EXCLUDED_TABLES))
      if (present.includes(name)) excluded[name] = why;
    return {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion,
      schemaMillis,
      appVersion: appVersion(),
      createdAt,
      engine: database.kind,
      tables,
      excluded,
      parts,
    } satisfies BackupManifest;
  });
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** The schema after the restore (the archive's, migrated forward when it was older). */
  schemaVersion: string;
  migrationsApplied: number;
  tables: Record<string, number>;
  mediaFiles: number;
  mediaBytes: number;
}

export interface RestoreOptions {
  migrationsFolder: string;
  /** Empty a target that holds data first (else such a target is refused). */
  replace?: boolean;
  tempDir?: string;
}

function checkManifest(value: unknown, journal: JournalEntry[]): BackupManifest {
  const bad = (why: string): never => {
    throw new BackupRefused('format', `This is not a studio backup this version can read: ${why}.`);
  };
  if (typeof value !== 'object' || value === null) return bad('the manifest is not an object');
  const manifest = value as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT) return bad('the manifest names another format');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    return bad(
      `format version ${String(manifest.formatVersion)}, this version reads ${BACKUP_FORMAT_VERSION}`,
    );
  if (!Array.isArray(manifest.parts) || typeof manifest.tables !== 'object' || !manifest.tables)
    return bad('the manifest lists no parts');
  for (const part of manifest.parts)
    if (
      typeof part?.name !== 'string' ||
      !PART_NAME.test(part.name) ||
      !Number.isSafeInteger(part.bytes) ||
      !/^[0-9a-f]{64}$/.test(String(part.sha256))
    )
      return bad('a part of the manifest is malformed');
  for (const [table, entry] of Object.entries(manifest.tables)) {
    if (!BACKED_UP_TABLES.includes(table)) return bad(`unknown table ${table}`);
    if (!manifest.parts.some((part) => part.name === entry.part))
      return bad(`no part for table ${table}`);
  }
  if (typeof manifest.schemaMillis !== 'number') return bad('no schema version');
  const known = journal.find((entry) => entry.when === manifest.schemaMillis);
  if (!known)
    throw new BackupRefused(
      'schema_newer',
      `The archive's schema (${String(manifest.schemaVersion)}) is not one this version knows: restore it with the version that made it, or a newer one.`,
    );
  return manifest as BackupManifest;
}

/** Reads the archive into `work`, checking every part against the manifest. */
async function unpack(
  input: Readable,
  work: string,
  journal: JournalEntry[],
): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  const seen = new Set<string>();
  try {
    await readTar(input, (name, size) => {
      if (manifest === null) {
        if (name !== MANIFEST || size > MANIFEST_MAX_BYTES)
          throw new BackupRefused(
            'format',
            'This is not a studio backup: it does not start with its manifest.',
          );
        const chunks: Buffer[] = [];
        return {
          write: (chunk) => void chunks.push(Buffer.from(chunk)),
          end: () => {
            let parsed: unknown;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              throw new BackupRefused(
                'format',
                'This is not a studio backup: its manifest is not JSON.',
              );
            }
            manifest = checkManifest(parsed, journal);
          },
        };
      }
      const part = manifest.parts.find((candidate) => candidate.name === name);
      if (!part || seen.has(name))
        throw new BackupRefused(
          'format',
          `The archive holds a part its manifest does not list: ${name}.`,
        );
      if (part.bytes !== size)
        throw new BackupRefused(
          'checksum',
          `The part ${name} does not match its checksum: the archive is damaged or was changed.`,
        );
      seen.add(name);
      const path = join(work, name);
      let file: HashedFile | null = null;
      return {
        write: async (chunk) => {
          if (!file) {
            await mkdir(dirname(path), { recursive: true });
            file = new HashedFile(path);
          }
          await file.write(chunk);
        },
        end: async () => {
          if (!file) {
            await mkdir(dirname(path), { recursive: true });
            file = new HashedFile(path);
          }
          const done = await file.close();
          if (done.sha256 !== part.sha256)
            throw new BackupRefused(
              'checksum',
              `The part ${name} does not match its checksum: the archive is damaged or was changed.`,
            );
        },
      };
    });
  } catch (error) {
    if (error instanceof TarFormatError)
      throw new BackupRefused('format', `This is not a studio backup: ${error.message}.`);
    throw error;
  }
  if (manifest === null)
    throw new BackupRefused('format', 'This is not a studio backup: it is empty.');
  const found: BackupManifest = manifest;
  const missing = found.parts.filter((part) => !seen.has(part.name));
  if (missing.length > 0)
    throw new BackupRefused(
      'checksum',
      `The archive lacks ${missing.length} of its parts (${missing[0]?.name}...): it is damaged.`,
    );
  return found;
}

/** Tables of `names` ordered so that every table comes after the tables it refers to. */
async function parentsFirst(db: Db, names: string[]): Promise<string[]> {
  const links = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = (select oid from pg_namespace where nspname = current_schema())`),
  );
  const ordered: string[] = [];
  const left = [...names];
  while (left.length > 0) {
    const next = left.findIndex((name) =>
      links.every(
        (link) => link.child !== name || link.parent === name || !left.includes(link.parent),
      ),
    );
    const [table] = left.splice(next === -1 ? 0 : next, 1);
    if (table) ordered.push(table);
  }
  return ordered;
}

/**
 * The rows that refer to none of their table first (`SELF_REFERENCES`), where the table has the
 * column (an older schema's may not).
 */
function referencedRowsFirst(
  table: string,
  columns: readonly { table_name: string; column_name: string }[],
): string {
  const column = SELF_REFERENCES[table];
  const has = columns.some((each) => each.table_name === table && each.column_name === column);
  return column && has ? ` order by (t.${quoteIdentifier(column)} is not null)` : '';
}

const BATCH_BYTES = 4 * 1024 * 1024;
const BATCH_ROWS = 500;

async function loadTable(db: Db, table: string, work: string, part: string): Promise<number> {
  const insertable = rowsOf<{ column_name: string }>(
    await db.execute(sql`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`),
  ).map((row) => quoteIdentifier(row.column_name));
  const columns = insertable.join(', ');
  const target = quoteIdentifier(table);
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const text = `[${batch.join(',')}]`;
    await db.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(columns)}) overriding system value select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(target)}, ${text}::json)`,
    );
    rows += batch.length;
    batch = [];
    batchBytes = 0;
  };
  const lines = createInterface({
    input: createReadStream(join(work, part), 'utf8'),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line.length === 0) continue;
    const tab = line.indexOf('\t');
    const refs = JSON.parse(line.slice(0, tab)) as Record<string, string | null>;
    let row = line.slice(tab + 1);
    const extra: string[] = [];
    for (const [name, ref] of Object.entries(refs)) {
      if (ref !== null && !PART_NAME.test(ref))
        throw new BackupRefused('format', `bad media reference ${ref}`);
      const value =
        ref === null
          ? 'null'
          : JSON.stringify(`\\x${(await readFile(join(work, ref))).toString('hex')}`);
      extra.push(`${JSON.stringify(name)}:${value}`);
    }
    if (extra.length > 0)
      row = `${row.slice(0, -1)}${row.trim() === '{}' ? '' : ','}${extra.join(',')}}`;
    batch.push(row);
    batchBytes += row.length;
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Whether any table a backup carries holds a row. */
export async function holdsData(database: Database): Promise<boolean> {
  const present = await tablesHere(database.db);
  for (const table of BACKED_UP_TABLES) {
    if (!present.includes(table)) continue;
    const [row] = rowsOf<{ found: boolean }>(
      await database.db.execute(
        sql.raw(`select exists (select 1 from ${quoteIdentifier(table)}) as found`),
      ),
    );
    if (row?.found) return true;
  }
  return false;
}

/**
 * Restores an archive into `database`, all in one transaction: the archive is read and every
 * part checked first; then the studio's tables are made again at the archive's schema version,
 * filled, and migrated forward to this version's. Refused, nothing changes.
 */
export async function restoreBackup(
  database: Database,
  input: Readable,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const journal = readJournal(options.migrationsFolder);
  const work = await mkdtemp(join(options.tempDir ?? tmpdir(), 'studio-restore-'));
  try {
    const manifest = await unpack(input, work, journal);
    if (!options.replace && (await holdsData(database)))
      throw new BackupRefused(
        'target_not_empty',
        'The target database already holds a studio: restore into an empty one, or add --replace to replace what it holds.',
      );
    return await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const known = (await tablesHere(db)).filter(isKnownTable);
      if (known.length > 0)
        await db.execute(sql.raw(`drop table ${known.map(quoteIdentifier).join(', ')} cascade`));
      await migrate(db, options.migrationsFolder, { upTo: manifest.schemaMillis });
      const counts: Record<string, number> = {};
      let mediaFiles = 0;
      let mediaBytes = 0;
      for (const table of await parentsFirst(db, Object.keys(manifest.tables))) {
        const entry = manifest.tables[table];
        if (!entry) continue;
        counts[table] = await loadTable(db, table, work, entry.part);
        mediaFiles += entry.files;
        mediaBytes += entry.fileBytes;
      }
      const identities = rowsOf<{ table_name: string; column_name: string }>(
        await db.execute(sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and is_identity = 'YES'`),
      );
      for (const { table_name: table, column_name: column } of identities) {
        if (!(table in counts)) continue;
        await db.execute(
          sql`select setval(pg_get_serial_sequence(${quoteIdentifier(table)}, ${column}), coalesce((select max(${sql.raw(quoteIdentifier(column))}) from ${sql.raw(quoteIdentifier(table))}), 0) + 1, false)`,
        );
      }
      const migrationsApplied = await migrate(db, options.migrationsFolder);
      const latest = journal.at(-1)?.tag ?? manifest.schemaVersion;
      return {
        manifest,
        schemaVersion: latest,
        migrationsApplied,
        tables: counts,
        mediaFiles,
        mediaBytes,
      };
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
