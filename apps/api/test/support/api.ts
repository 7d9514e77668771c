import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openTestDatabase, type TestDatabase } from './database.js';
import { createHarness, type Harness, type HarnessOptions } from './harness.js';

/** When the data is emptied: before every test, once after start-up, or never. */
export type ResetPolicy = 'each' | 'once' | 'never';

export interface TestDatabaseOptions {
  /** Default `'each'`. */
  reset?: ResetPolicy;
  /** Runs before each test, after the reset. */
  beforeEach?: () => Promise<void>;
}

export interface ApiOptions {
  /** Harness settings besides the database; a function is read when the app starts, after the file's earlier `beforeAll` hooks (a port, a folder). */
  harness?: Omit<HarnessOptions, 'database'> | (() => Omit<HarnessOptions, 'database'>);
  /** Default `'each'`: every test starts with an empty database and outbox. */
  reset?: ResetPolicy;
  /** Runs once, after the app started (and after the first reset with `reset: 'once'`). */
  afterStart?: () => Promise<void>;
  /** Runs before each test, after the reset. */
  beforeEach?: () => Promise<void>;
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

/** One test database for the file: opened before its tests, disposed after them. */
export function useTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  let tdb: TestDatabase | undefined;
  const reset = options.reset ?? 'each';
  beforeAll(async () => {
    tdb = await openTestDatabase();
    if (reset === 'once') await tdb.reset();
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  const each = options.beforeEach;
  if (reset === 'each' || each) {
    beforeEach(async () => {
      if (reset === 'each') await tdb?.reset();
      await each?.();
    });
  }
  return lateBound('the test database', () => tdb);
}

/**
 * The real app on a test database for the whole file, as vitest hooks: started before the
 * file's tests, closed after them, and (by default) emptied before each test.
 */
export function useApi(options: ApiOptions = {}): Api {
  const tdb = useTestDatabase({ reset: 'never' });
  let h: Harness | undefined;
  const reset = options.reset ?? 'each';
  const emptied = async (app: Harness) => {
    await tdb.reset();
    await app.clearOutbox();
  };
  beforeAll(async () => {
    const settings = typeof options.harness === 'function' ? options.harness() : options.harness;
    h = await createHarness({ ...settings, database: tdb.database });
    if (reset === 'once') await emptied(h);
    await options.afterStart?.();
  });
  afterAll(async () => {
    await h?.close();
  });
  const each = options.beforeEach;
  if (reset === 'each' || each) {
    beforeEach(async () => {
      if (reset === 'each' && h) await emptied(h);
      await each?.();
    });
  }
  return { h: lateBound('the app', () => h), tdb };
}
