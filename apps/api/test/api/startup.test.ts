// Start-up: a generated first password goes to its file only; a development database gets one
// sample signup request. (A start waiting on a busy database is startup-busy-database.test.ts's.)
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupRequests } from '../../src/db/schema.js';
import { useTestDatabase } from '../support/api.js';
import { createHarness, type Harness } from '../support/harness.js';

// Each test starts its own apps on the file's database, emptied before each test.
const tdb = useTestDatabase();
let h: Harness | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
  vi.restoreAllMocks();
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

describe('development sample', () => {
  it(
    'gives a fresh development database one sample pending request, never a second one, and none in production',
    { timeout: 120_000 },
    async () => {
      await (await createHarness({ database: tdb.database })).close();
      await (await createHarness({ database: tdb.database })).close();
      const rows = await tdb.database.db.select().from(signupRequests);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'pending', email: 'asha.verma@example.com' });

      await tdb.database.db.delete(signupRequests);
      await (
        await createHarness({ database: tdb.database, env: { NODE_ENV: 'production' } })
      ).close();
      expect(await tdb.database.db.select().from(signupRequests)).toHaveLength(0);
    },
  );
});
