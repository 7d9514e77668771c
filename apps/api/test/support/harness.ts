import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../src/build.js';
import { ManualClock } from '../../src/clock.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { hashPassword } from '../../src/domain/passwords.js';
import { createSession } from '../../src/domain/sessions.js';
import { insertUser } from '../../src/domain/users.js';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../src/db/schema.js';
import { findRepoRoot } from '../../src/paths.js';
import { workAfterAnswers } from '../../src/http/after-answer.js';
import type { ContentPublisher } from '../../src/domain/content/publisher.js';
import { cloneTree, generationsDir } from '../../src/site/generations.js';
import { workerEstimator, type StrengthEstimator } from '../../src/domain/password-policy.js';

export const STRONG_PASSWORD = 'violet-harmonium-47-tabla';
export const OTHER_STRONG_PASSWORD = 'saffron-dhol-92-melody';
export const ORIGIN = 'http://localhost:3001';

let strongHash: Promise<string> | undefined;
/** argon2 is slow by design: hash the shared test password once per file. */
export function strongPasswordHash(): Promise<string> {
  strongHash ??= hashPassword(STRONG_PASSWORD);
  return strongHash;
}

export interface OutboxMail {
  file: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export interface Harness {
  app: FastifyInstance;
  clock: ManualClock;
  config: Config;
  dataDir: string;
  logs(): string;
  outbox(): Promise<OutboxMail[]>;
  clearOutbox(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string | undefined>;
  database: Database;
  clock?: ManualClock;
  /** Redis key prefix (rate-limit buckets, session channel): instances sharing it see each other. */
  rateLimitNamespace?: string;
  pluginTimeout?: number;
  /** Receives the pages each content change re-renders. */
  contentPublisher?: ContentPublisher;
  /**
   * A rendered site generation (another app's) placed in this app's DATA_DIR before it starts, as
   * an earlier run would have left it: a start for the same origin and content serves it instead
   * of rendering every page again.
   */
  siteGeneration?: string;
}

/** The configuration every test app starts from, with its data in `dataDir`; `env` overrides it. */
export function testConfig(dataDir: string, env: Record<string, string | undefined> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-certainly-longer-than-32-bytes',
      SUPER_ADMIN_EMAIL: 'root@studio.test',
      SUPER_ADMIN_PASSWORD: STRONG_PASSWORD,
      PUBLIC_ORIGIN: ORIGIN,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SITE_DIST: join(dataDir, 'no-site'),
      ADMIN_DIST: join(dataDir, 'no-admin'),
      LOG_LEVEL: 'info',
      // The real 2 s deadline is a wall-clock limit a busy machine can miss: tests that are not
      // about it must not depend on the machine's speed (password-estimator.test.ts sets 1 ms).
      PASSWORD_CHECK_DEADLINE_MS: '60000',
      // Scheduled backups would add audit rows to any file running past a minute of real time;
      // backup-schedule.test.ts runs them on its own clock.
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    findRepoRoot(),
  );
}

/**
 * The password-strength pools of this process, one per deadline: each pool's start loads the
 * dictionaries in its thread (about 0.8 s of CPU), which an app of its own per test file paid
 * again. Idle, a pool's thread does not keep the process alive.
 */
const estimators = new Map<number, StrengthEstimator>();
function sharedEstimator(deadlineMs: number): StrengthEstimator {
  let estimator = estimators.get(deadlineMs);
  if (!estimator) {
    estimator = workerEstimator({ deadlineMs });
    estimators.set(deadlineMs, estimator);
  }
  return estimator;
}

/** The real application on a test database, with a manual clock and a temporary DATA_DIR. */
export async function createHarness(options: HarnessOptions): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-api-test-'));
  const config = testConfig(dataDir, options.env);
  if (options.siteGeneration)
    await cloneTree(
      options.siteGeneration,
      join(generationsDir(config.dataDir), basename(options.siteGeneration)),
    );
  let logText = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logText += chunk.toString();
      callback();
    },
  });
  const clock = options.clock ?? new ManualClock();
  const instance = await buildServer(config, {
    logStream: stream,
    clock,
    database: options.database,
    ...(options.rateLimitNamespace ? { redisNamespace: options.rateLimitNamespace } : {}),
    ...(options.pluginTimeout !== undefined ? { pluginTimeout: options.pluginTimeout } : {}),
    ...(options.contentPublisher ? { contentPublisher: options.contentPublisher } : {}),
    passwordEstimator: sharedEstimator(config.passwordCheckDeadlineMs),
  });
  await instance.ready();
  await instance.siteReady;
  return {
    app: instance,
    clock,
    config,
    dataDir,
    logs: () => logText,
    outbox: async () => {
      await workAfterAnswers(instance);
      return readOutbox(join(dataDir, 'outbox'));
    },
    clearOutbox: () => rm(join(dataDir, 'outbox'), { recursive: true, force: true }),
    close: async () => {
      await instance.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => ({
      file,
      ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as Omit<OutboxMail, 'file'>),
    })),
  );
}

/** The code of a code mail: the only 6-digit number of its text. */
export function codeOf(mail: OutboxMail): string {
  const codes = mail.text.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1)
    throw new Error(`expected exactly one 6-digit number in the mail, found ${codes.length}`);
  return codes[0] as string;
}

export async function lastMailTo(h: Harness, email: string): Promise<OutboxMail> {
  const mails = (await h.outbox()).filter((mail) => mail.to === email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

/** The code of the last mail to `email`. */
export async function lastCodeTo(h: Harness, email: string): Promise<string> {
  return codeOf(await lastMailTo(h, email));
}

export async function seedUser(
  database: Database,
  input: Partial<Pick<UserRow, 'email' | 'role' | 'status' | 'firstName' | 'lastName'>> = {},
): Promise<UserRow> {
  const now = new Date();
  const user = await insertUser(
    database.db,
    {
      email: input.email ?? 'owner@studio.test',
      firstName: input.firstName ?? 'Asha',
      lastName: input.lastName ?? 'Rao',
      role: input.role ?? 'super_admin',
      passwordHash: await strongPasswordHash(),
    },
    now,
  );
  if (!user) throw new Error('seed user exists already');
  if (input.status && input.status !== 'active') {
    await database.db.update(users).set({ status: input.status }).where(eq(users.id, user.id));
    return { ...user, status: input.status };
  }
  return user;
}

export function json(response: LightMyRequestResponse): unknown {
  return JSON.parse(response.body) as unknown;
}

/** A POST, answered once the work it left for after its answer (mails, audit rows) has ended. */
export async function post(
  h: Harness,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const response = await h.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
  });
  await workAfterAnswers(h.app);
  return response;
}

/** Password step then code step; answers the session cookie's token. */
export async function signIn(
  h: Harness,
  email: string,
  password = STRONG_PASSWORD,
): Promise<string> {
  const first = await post(h, '/api/super-admin/verify-credentials', { email, password });
  if (first.statusCode !== 200)
    throw new Error(`verify-credentials answered ${first.statusCode}: ${first.body}`);
  const code = codeOf(await lastMailTo(h, email));
  const second = await post(h, '/api/super-admin/verify-otp', { email, otp: code });
  if (second.statusCode !== 200)
    throw new Error(`verify-otp answered ${second.statusCode}: ${second.body}`);
  return sessionToken(second, h.app.sessionCookieName);
}

export function sessionToken(response: LightMyRequestResponse, cookieName: string): string {
  const cookie = response.cookies.find((c) => c.name === cookieName);
  if (!cookie?.value) throw new Error('no session cookie');
  return cookie.value;
}

export function withCookie(h: Harness, token: string): Record<string, string> {
  return { cookie: `${h.app.sessionCookieName}=${token}` };
}

/** A live session for `user` and its signed token, without the (argon2-heavy) sign-in. */
export async function sessionTokenFor(
  h: Harness,
  database: Database,
  user: UserRow,
): Promise<string> {
  const record = await createSession(
    database.db,
    user,
    h.clock.now(),
    {
      ip: '127.0.0.1',
      userAgent: 'test',
    },
    h.app.securitySettings.session().maxAgeMs,
  );
  return h.app.jwt.sign({
    sub: record.userId,
    sid: record.id,
    role: record.role,
    iat: Math.floor(record.createdAt.getTime() / 1000),
    exp: Math.floor(record.expiresAt.getTime() / 1000),
  });
}

/** How long `eventually` asks before it names what never happened (the test's own limit is 30 s). */
const EVENTUALLY_GIVES_UP_MS = 20_000;

/**
 * Asks until `done` holds and answers the last value. For what happens asynchronously (a notice,
 * a reconnection): it waits for that state, however long a busy machine takes to reach it, and
 * asserts no duration; it gives up only to name what never happened before the test's time-out.
 */
export async function eventually<T>(
  ask: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (performance.now() - started > EVENTUALLY_GIVES_UP_MS)
      throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
