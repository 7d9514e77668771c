// A built API (dist/server.js) of its own for the auth scenarios, started on a PGlite data
// directory seeded beforehand with known accounts (the API has no public way to create them in
// bulk), optionally mailing over SMTP to a sink instead of the outbox.
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openPglite } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { hashPassword } from '../src/domain/passwords.js';
import { insertUser } from '../src/domain/users.js';
import { migrationsDir } from '../src/paths.js';
import { outboxCodes, startBuiltServer } from './built-server.js';

export interface SeededApi {
  origin: string;
  emails: string[];
  /** The 6-digit code of the last mail to each address (outbox mode only). */
  codes(): Promise<Map<string, string>>;
  post(path: string, body: object): Promise<Response>;
  stop(): Promise<void>;
}

async function listening(server: {
  listen(port: number, host: string, cb: () => void): unknown;
  address(): unknown;
}) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export async function startSeededApi(options: {
  accounts: number;
  smtp: boolean;
}): Promise<SeededApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-auth-'));
  const database = await openPglite(join(dataDir, 'db'));
  await migrate(database.db, migrationsDir());
  const passwordHash = await hashPassword('bench-seed-harmonium-47');
  const emails = Array.from({ length: options.accounts }, (_, i) => `known-${i}@bench.test`);
  const now = new Date();
  for (const email of emails)
    await insertUser(
      database.db,
      { email, firstName: 'Bench', lastName: 'User', role: 'admin', passwordHash },
      now,
    );
  await database.close();

  const sink = options.smtp
    ? new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          stream.on('end', () => callback());
          stream.resume();
        },
      })
    : null;
  const smtpPort = sink
    ? await listening({
        listen: (port, host, cb) => sink.listen(port, host, cb),
        address: () => sink.server.address(),
      })
    : 0;
  const closeSink = () =>
    new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()));
  const server = await startBuiltServer(dataDir, {
    SMTP_URL: sink ? `smtp://127.0.0.1:${smtpPort}` : '',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  }).catch(async (error: unknown) => {
    await closeSink();
    throw error;
  });
  const { origin } = server;
  return {
    origin,
    emails,
    post: (path, body) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    codes: () => outboxCodes(dataDir),
    async stop() {
      await server.stop();
      await closeSink();
    },
  };
}

/** The q-quantile (0..1) of some durations, in ms with one decimal. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return Math.round(value * 10) / 10;
}
