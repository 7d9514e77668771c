import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import {
  openPostgres,
  pgliteDatabase,
  quoteIdentifier,
  type Database,
} from '../../src/db/client.js';
import { migrate, rowsOf } from '../../src/db/migrate.js';
import { users, type UserRow } from '../../src/db/schema.js';
import { migrationsDir } from '../../src/paths.js';

export type DbTarget = 'pglite' | 'postgres';

/** Chosen by the vitest project (see vitest.config.ts). */
export const target: DbTarget = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Every schema this run creates on TEST_DATABASE_URL starts with this prefix; the run's global
 * teardown (test/support/drop-schemas.ts) drops them all.
 */
export function runSchemaPrefix(): string {
  const run = process.env.API_TEST_RUN;
  if (!run) throw new Error('API_TEST_RUN is unset: run the API tests through vitest.config.ts');
  return `api_test_${run}_`;
}

export interface TestDatabase {
  target: DbTarget;
  database: Database;
  /** A second connection to the same data (PostgreSQL: a second pool; PGlite: the same one). */
  openAnother(): Database;
  /** Empties every table (the migrations' record stays). */
  reset(): Promise<void>;
  /** Done with it: the next file of this worker gets it back, emptied. */
  dispose(): Promise<void>;
}

/**
 * Migrated databases that a finished file gave back, waiting for the next file of the same
 * worker (the files of one worker run one after another; see `isolate` in vitest.config.ts).
 * Migrating is paid once per worker: PGlite's initdb alone takes seconds, far more than most
 * files' tests. PGlite: the instance itself; PostgreSQL: the schema's name.
 */
const idlePglite: { database: Database; shape: string }[] = [];
const idleSchemas: { schema: string; shape: string }[] = [];

/**
 * A migrated, empty database for a test file: in-memory PGlite, or a schema of its own on
 * TEST_DATABASE_URL. It is either new or one an earlier file of this worker disposed of,
 * emptied: the same as new to the file.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (target === 'pglite') {
    const { database, shape } = idlePglite.pop() ?? (await newPglite());
    await emptyTables(database);
    return {
      target,
      database,
      openAnother: () => ({ ...database, close: async () => {} }),
      reset: () => emptyTables(database),
      dispose: async () => {
        // Closed by the file (a lost database, say) or with its schema changed (a constraint, a
        // trigger): it goes to nobody else.
        if ((await shapeOf(database).catch(() => null)) === shape)
          idlePglite.push({ database, shape });
        else await database.close();
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  const { schema, shape } = idleSchemas.pop() ?? (await newSchema(url));
  const database = openPostgres(url, { schema, max: 5 });
  await emptyTables(database);
  const others: Database[] = [];
  return {
    target,
    database,
    openAnother: () => {
      const other = openPostgres(url, { schema, max: 5 });
      others.push(other);
      return other;
    },
    reset: () => emptyTables(database),
    dispose: async () => {
      for (const other of others) await other.close();
      await database.close();
      // As above (read on a connection of its own: the file may have closed its pool); a schema
      // not handed on waits for the run's teardown.
      const probe = openPostgres(url, { schema, max: 1 });
      const unchanged = (await shapeOf(probe).catch(() => null)) === shape;
      await probe.close();
      if (unchanged) idleSchemas.push({ schema, shape });
    },
  };
}

/**
 * The worker's first PGlite runs initdb and the migrations; its data directory, dumped then,
 * starts every later one (seconds of initdb against about one of loading, on a busy machine).
 */
let migratedDump: Promise<Blob> | undefined;

async function newPglite(): Promise<{ database: Database; shape: string }> {
  const dump = migratedDump;
  let database: Database;
  if (dump) {
    database = await pgliteDatabase(new PGlite({ loadDataDir: await dump }));
  } else {
    const client = new PGlite();
    database = await pgliteDatabase(client);
    await migrate(database.db, migrationsDir());
    migratedDump = client.dumpDataDir('none').catch((error: unknown) => {
      migratedDump = undefined;
      throw error;
    });
    await migratedDump;
  }
  return { database, shape: await shapeOf(database) };
}

/** One statement on the server of `url`, over a connection of its own. */
async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty schema of this run on `url` (the run's teardown drops it); answers its name. */
export async function createRunSchema(url: string): Promise<string> {
  const schema = `${runSchemaPrefix()}${randomBytes(4).toString('hex')}`;
  await onServer(url, `create schema ${quoteIdentifier(schema)}`);
  return schema;
}

/** Drops a schema on `url` now, instead of at the run's teardown. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  await onServer(url, `drop schema if exists ${quoteIdentifier(schema)} cascade`);
}

async function newSchema(url: string): Promise<{ schema: string; shape: string }> {
  const schema = await createRunSchema(url);
  const database = openPostgres(url, { schema, max: 1 });
  try {
    await migrate(database.db, migrationsDir());
    return { schema, shape: await shapeOf(database) };
  } finally {
    await database.close();
  }
}

/**
 * A digest of the schema (relations, columns, constraints, triggers, functions) and of the
 * migrations recorded: a file that changed any of them (audit-atomic adds a constraint,
 * credential-changes a trigger) does not hand its database on.
 */
async function shapeOf(database: Database): Promise<string> {
  const [row] = rowsOf<{ shape: string }>(
    await database.db.execute(sql`
      with here as (select oid from pg_namespace where nspname = current_schema())
      select md5(string_agg(part, ',' order by part)) as shape from (
        select 'relation ' || relname || ' ' || relkind::text as part
          from pg_class where relnamespace = (select oid from here)
        union all
        select 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          where c.relnamespace = (select oid from here) and a.attnum > 0 and not a.attisdropped
        union all
        select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid)
          from pg_constraint where connamespace = (select oid from here)
        union all
        select 'trigger ' || t.tgname
          from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where c.relnamespace = (select oid from here) and not t.tgisinternal
        union all
        select 'function ' || proname from pg_proc where pronamespace = (select oid from here)
        union all
        select 'migration ' || hash from studio_migrations
      ) parts`),
  );
  if (!row) throw new Error('no schema digest');
  return row.shape;
}

/**
 * The statement that empties a test database (the same migrations made them all), written once:
 * every table but the migrations' record, and its sequences back at their start.
 */
let emptying: Promise<string> | undefined;

/**
 * Every table but the migrations' record emptied, as `truncate … restart identity` would leave
 * them, in one statement. A delete of the few rows a test wrote costs a third of a truncate, which
 * gives each of the 24 tables new files (about 19 ms of CPU on PGlite, before every test).
 */
async function emptyTables(database: Database): Promise<void> {
  emptying ??= emptyingStatement(database).catch((error: unknown) => {
    emptying = undefined;
    throw error;
  });
  await database.db.execute(sql.raw(await emptying));
}

async function emptyingStatement(database: Database): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'studio_migrations' order by tablename`,
    ),
  ).map((row) => row.name);
  // Referencing tables first: their rows go by their own delete, not by a cascade per row.
  const references = rowsOf<{ child: string; parent: string }>(
    await database.db.execute(sql`
      select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
       where c.contype = 'f' and c.connamespace = (select oid from pg_namespace where nspname = current_schema())`),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { child } of references.filter((r) => r.parent === table && r.child !== table))
      visit(child, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  // The sequences the tables own (identity and serial columns), as `restart identity` resets them.
  const sequences = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select s.relname as name
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
       where s.relkind = 'S' and s.relnamespace = (select oid from pg_namespace where nspname = current_schema())
         and t.relname <> 'studio_migrations'
       order by s.relname`),
  ).map((row) => row.name);
  const deletes = ordered.map((table) => `delete from ${quoteIdentifier(table)};`);
  const restarts = sequences.map((name) => `alter sequence ${quoteIdentifier(name)} restart;`);
  return `do $$ begin ${[...deletes, ...restarts].join(' ')} end $$`;
}

/** The stored account with this email, as the database holds it now. */
export async function userByEmail(database: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row;
}
