// The built API (dist/server.js) in production mode on a data directory a bench filled
// beforehand, each bench with its own port and the same super admin.
import { spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** The first super admin of every bench server. */
export const BENCH_SUPER_ADMIN = {
  email: 'root@bench.test',
  password: 'bench-harmonium-47-tabla',
} as const;

export interface BuiltServer {
  origin: string;
  pid: number;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts the built server on `dataDir` (which `stop` removes) and resolves once /api/health
 * answers; `env` adds to or overrides the bench defaults (mail to the outbox, no Redis).
 */
export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  // BENCH_PORT: a port of one's own on a machine shared with other servers.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SUPER_ADMIN_EMAIL: BENCH_SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: BENCH_SUPER_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // A large PGlite store takes a while to open on a loaded machine.
    for (let tries = 0; ; tries += 1) {
      if (child.exitCode !== null) throw new Error('the bench server exited early');
      if (tries > 900) throw new Error('the bench server did not answer in 180 s');
      const up = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid as number, stop };
}

/** The 6-digit code of the last outbox mail to each address. */
export async function outboxCodes(dataDir: string): Promise<Map<string, string>> {
  const dir = join(dataDir, 'outbox');
  const codes = new Map<string, string>();
  // Only `*.json`: the mailer writes each mail to a `.<uuid>.tmp` first (half written meanwhile).
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json'));
  for (const file of files.sort()) {
    const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as {
      to: string;
      text: string;
    };
    const code = /\b\d{6}\b/.exec(mail.text)?.[0];
    if (code) codes.set(mail.to, code);
  }
  return codes;
}
