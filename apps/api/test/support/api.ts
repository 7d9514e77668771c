import { afterAll, beforeAll, beforeEach } from 'vitest';
import { dirname } from 'node:path';
import { ManualClock } from '../../src/clock.js';
import { generationsDir } from '../../src/site/generations.js';
import { openTestDatabase, type TestDatabase } from './database.js';
import { createHarness, seedUser, type Harness, type HarnessOptions } from './harness.js';
import { workAfterAnswers } from '../../src/http/after-answer.js';

type Account = NonNullable<Parameters<typeof seedUser>[1]>;

/** When the data is emptied: before every test, once after start-up, or never. */
export type ResetPolicy = 'each' | 'once' | 'never';

export interface TestDatabaseOptions {
  /** Default `'each'`: every test starts with empty data. */
  reset?: ResetPolicy;
  /** Accounts (with the shared strong password) seeded before each test, after the reset. */
  users?: Account[];
  /** Runs before each test, after the reset and the `users`. */
  beforeEach?: () => Promise<void>;
}

type Settings<T> = T | (() => T);
const read = <T>(settings: Settings<T>): T =>
  typeof settings === 'function' ? (settings as () => T)() : settings;

export interface ApiOptions extends TestDatabaseOptions {
  /**
   * Harness settings besides the database. A function is read when the app starts, after the
   * file's earlier `beforeAll` hooks (for a port or a folder they create).
   */
  harness?: Settings<Omit<HarnessOptions, 'database'>>;
  /** Runs once, after the app started (and after the first reset with `reset: 'once'`). */
  afterStart?: () => Promise<void>;
}

export interface Api {
  /** The app; usable in hooks and tests, not while the file is being collected. */
  readonly h: Harness;
  readonly tdb: TestDatabase;
}

/**
 * An object that forwards every property to what `current` answers when it is read. The hooks
 * create the real database and app only once the file runs, yet the file needs a name for them
 * at the top level: this lets it write `const { h, tdb } = useApi()` and use both as before.
 */
function lateBound<T extends object>(what: string, current: () => T | undefined): T {
  const target = (): T => {
    const value = current();
    if (value === undefined) throw new Error(`${what} is not ready: use it in a hook or a test`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key) as unknown,
    has: (_, key) => Reflect.has(target(), key),
  });
}

/** Before each test: empty the data (if the policy says so), seed the accounts, then the file's own step. */
function eachTest(options: TestDatabaseOptions, tdb: TestDatabase, empty: () => Promise<void>) {
  const accounts = options.users ?? [];
  const reset = options.reset ?? 'each';
  if (reset !== 'each' && !options.beforeEach && accounts.length === 0) return;
  beforeEach(async () => {
    if (reset === 'each') await empty();
    for (const account of accounts) await seedUser(tdb.database, account);
    await options.beforeEach?.();
  });
}

/** One test database for the file: opened before its tests, disposed after them. */
export function useTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  let current: TestDatabase | undefined;
  const tdb = lateBound('the test database', () => current);
  beforeAll(async () => {
    current = await openTestDatabase();
    if (options.reset === 'once') await current.reset();
  });
  afterAll(async () => {
    await current?.dispose();
  });
  eachTest(options, tdb, () => tdb.reset());
  return tdb;
}

/**
 * The real app on a test database for the whole file, as vitest hooks: started before the
 * file's tests, closed after them, and (by default) emptied, database and outbox, before each.
 */
export function useApi(options: ApiOptions = {}): Api {
  const tdb = useTestDatabase({ reset: 'never' });
  let current: Harness | undefined;
  const h = lateBound('the app', () => current);
  const empty = async () => {
    // The last test's work after its answers (mails, digests) ends first: it would write into
    // the emptied outbox or database of the next test.
    await workAfterAnswers(h.app);
    await tdb.reset();
    await h.clearOutbox();
  };
  beforeAll(async () => {
    current = await createHarness({ ...read(options.harness ?? {}), database: tdb.database });
    // After start-up: it adds the configured first super admin and a sample request.
    if (options.reset === 'once') await empty();
    await options.afterStart?.();
  });
  afterAll(async () => {
    await current?.close();
  });
  eachTest(options, tdb, empty);
  return { h, tdb };
}

export interface TwoApisOptions {
  /** Settings both apps share, besides the database and the clock. */
  harness?: Settings<Omit<HarnessOptions, 'database' | 'clock'>>;
  users?: Account[];
}

/**
 * Two apps on one database (on PostgreSQL, each with its own connection pool) and one manual
 * clock: what several API processes behind a load balancer share. The database is emptied
 * before each test; the outboxes are not. When they serve a site, the second starts with the
 * site the first rendered at its start (the same origin and content) in its DATA_DIR, as a
 * restart would find it: rendering every page twice is not what these files test.
 */
export function useTwoApis(options: TwoApisOptions = {}): {
  readonly a: Harness;
  readonly b: Harness;
  readonly tdb: TestDatabase;
} {
  const tdb = useTestDatabase({ reset: 'never' });
  let a: Harness | undefined;
  let b: Harness | undefined;
  beforeAll(async () => {
    const clock = new ManualClock();
    const settings = read(options.harness ?? {});
    a = await createHarness({ ...settings, database: tdb.database, clock });
    const rendered = a.app.siteFiles.current()?.root;
    const siteGeneration =
      rendered && dirname(rendered) === generationsDir(a.config.dataDir) ? rendered : undefined;
    b = await createHarness({
      ...settings,
      database: tdb.openAnother(),
      clock,
      ...(siteGeneration ? { siteGeneration } : {}),
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  eachTest({ users: options.users ?? [] }, tdb, async () => {
    // As in useApi: the last test's work after its answers ends first. An insert still on its
    // way when the data is emptied survives the delete with an id the restarted sequence hands
    // out again (a duplicate key in the next test: clean-clone CI of stop 50).
    if (a) await workAfterAnswers(a.app);
    if (b) await workAfterAnswers(b.app);
    await tdb.reset();
  });
  return { a: lateBound('app a', () => a), b: lateBound('app b', () => b), tdb };
}
