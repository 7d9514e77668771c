// A built API (dist/server.js) of its own for the auth scenarios, started on a PGlite data
// directory seeded beforehand with known accounts (the API has no public way to create them in
// bulk), optionally mailing over SMTP to a sink instead of the outbox.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { openPglite } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { hashPassword } from '../src/domain/passwords.js';
import { insertUser } from '../src/domain/users.js';
import { migrationsDir } from '../src/paths.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

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
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));

  const child = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: sink ? `smtp://127.0.0.1:${smtpPort}` : '',
      SUPER_ADMIN_EMAIL: 'root@bench.test',
      SUPER_ADMIN_PASSWORD: 'bench-harmonium-47-tabla',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error('the seeded API exited early');
    if (tries > 300) throw new Error('the seeded API did not answer in 60 s');
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    emails,
    post: (path, body) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    async codes() {
      const dir = join(dataDir, 'outbox');
      const codes = new Map<string, string>();
      for (const file of (await readdir(dir)).sort()) {
        const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as {
          to: string;
          text: string;
        };
        const code = /\b\d{6}\b/.exec(mail.text)?.[0];
        if (code) codes.set(mail.to, code);
      }
      return codes;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (sink) await new Promise<void>((resolve) => sink.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The q-quantile (0..1) of some durations, in ms with one decimal. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return Math.round(value * 10) / 10;
}
