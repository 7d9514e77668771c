// Start-up: the slow one-off work (migrations, the first super admin, the development sample)
// runs before the plugins load, so no plugin timeout can kill a slow start; and a generated
// first password goes to its file only.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../support/api.js';
import { createHarness, type Harness } from '../support/harness.js';

// Each test starts its own app (or fails to): the shared database only.
const tdb = useTestDatabase();
let h: Harness | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
  vi.restoreAllMocks();
});

// Each test starts the app (the first one twice), which takes many seconds on a busy machine.
describe('start-up work', { timeout: 180_000 }, () => {
  it('a database busy for longer than the plugin timeout delays the start but does not fail it', async () => {
    // Another session holds the users table (a long migration of another instance, a backup):
    // creating the first super admin waits for it. The plugins must not be timed meanwhile.
    // The plugin timeout must still let the plugins themselves load, which on a busy machine
    // takes seconds: a start without the lock sets it (three times that), and the lock is held
    // two seconds longer than it.
    const calibration = performance.now();
    h = await createHarness({ database: tdb.database });
    const pluginTimeout = Math.max(1500, Math.round(3 * (performance.now() - calibration)));
    await h.close();
    h = undefined;
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
    const timer = setTimeout(release, pluginTimeout + 2000);
    try {
      h = await createHarness({ database: tdb.database, pluginTimeout });
    } finally {
      clearTimeout(timer);
      release();
      await holder;
    }
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

describe('the first super admin', { timeout: 180_000 }, () => {
  it('a generated password is written to its file (mode 0600) and never printed; the log names the file', async () => {
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest) => {
      printed.push(String(chunk));
      return write(chunk, ...(rest as []));
    });
    h = await createHarness({
      database: tdb.database,
      env: { SUPER_ADMIN_EMAIL: 'first@studio.test', SUPER_ADMIN_PASSWORD: undefined },
    });
    const file = join(h.dataDir, 'initial-super-admin.txt');
    const content = await readFile(file, 'utf8');
    const password = /^password: (.+)$/m.exec(content)?.[1];
    expect(password).toBeDefined();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(printed.join('')).not.toContain(password);
    expect(h.logs()).not.toContain(password);
    expect(h.logs()).toContain(file);
  });
});
