// Start-up waiting on the database: the slow one-off work (migrations, the first super admin,
// the development sample) runs before the plugins load, so no plugin timeout can kill a start
// that waits for a table another session holds. PGlite, and PostgreSQL (a lock between two
// sessions) with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MINUTE } from '../../src/clock.js';
import { quoteIdentifier, type Database } from '../../src/db/client.js';
import { useTestDatabase } from '../support/api.js';
import { createHarness, type Harness } from '../support/harness.js';

// The test starts its own app: the shared database only.
const tdb = useTestDatabase();
let h: Harness | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await h?.close();
  h = undefined;
});

/**
 * The database the app starts on, with a signal once the start-up work sends its first query
 * (the first super admin's lookup in the users table).
 */
function watchedDatabase(database: Database): { database: Database; queried: Promise<void> } {
  let queried = () => {};
  const first = new Promise<void>((resolve) => {
    queried = resolve;
  });
  const db = new Proxy(database.db, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        queried();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { database: { ...database, db }, queried: first };
}

/** Resolves once a query of another session waits for the lock on the users table. */
async function waitingForUsersLock(): Promise<void> {
  // PGlite is one connection: a query sent while the lock's transaction runs waits for it.
  if (tdb.target !== 'postgres') return;
  const probe = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await probe.connect();
  try {
    const table = `${quoteIdentifier(tdb.database.schema)}.users`;
    for (;;) {
      const { rows } = await probe.query<{ waiting: number }>(
        'select count(*)::int as waiting from pg_locks where relation = $1::regclass and not granted',
        [table],
      );
      if ((rows[0]?.waiting ?? 0) > 0) return;
      // Timers are faked meanwhile (see below): yield to I/O instead.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await probe.end();
  }
}

describe('start-up work', { timeout: 180_000 }, () => {
  it('a database busy for longer than the plugin timeout delays the start but does not fail it', async () => {
    // Another session holds the users table (a long migration of another instance, a backup):
    // creating the first super admin waits for it. The plugins must not be timed meanwhile.
    // avvio times each plugin with setTimeout: while the start waits for the lock, the timers are
    // fake and moved ten minutes on, far past the plugin timeout (60 s); a plugin loading then
    // (start-up work done inside a plugin) would fail the start. The timers are real again before
    // the lock is released, so the plugins load on the real clock, with their usual timeout.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = tdb.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const watched = watchedDatabase(tdb.database);
    let starting: Promise<Harness> | undefined;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      starting = createHarness({ database: watched.database });
      // Known either way, when the test awaits it below.
      starting.catch(() => undefined);
      await watched.queried;
      await waitingForUsersLock();
      vi.advanceTimersByTime(10 * MINUTE);
    } finally {
      vi.useRealTimers();
      release();
      await holder;
    }
    h = await starting;
    expect((await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const steps = h
      .logs()
      .split('\n')
      .filter((line) => line.includes('"step"'))
      .map((line) => JSON.parse(line) as { step: string; ms: number });
    expect(steps.map((entry) => entry.step)).toEqual(
      expect.arrayContaining(['first super admin', 'development sample']),
    );
    for (const entry of steps) expect(typeof entry.ms).toBe('number');
  });
});
