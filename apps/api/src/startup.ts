import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { ensureFirstSuperAdmin } from './domain/first-super-admin.js';
import { hashPassword } from './domain/passwords.js';
import { createSignupRequest, hasNoSignupRequests } from './domain/signup-requests.js';
import { migrationsDir } from './paths.js';
import { defaultContentSeed, seedContentStore } from './domain/content/seed.js';

export interface PreparedDatabase {
  database: Database;
  /** True when start-up opened it (and the server must close it). */
  opened: boolean;
}

/**
 * The slow, one-off start-up work: open and migrate the database, create the first super admin,
 * and in development the sample signup request. It runs before any plugin loads, because avvio
 * gives each plugin `pluginTimeout` to finish and a busy machine (or a migration waiting for
 * another instance's lock) must not kill the start. Each step logs how long it took.
 */
export async function prepareDatabase(
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
  given?: Database,
): Promise<PreparedDatabase> {
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    log.info({ step: name, ms: Math.round(performance.now() - started) }, `start-up: ${name}`);
    return result;
  };

  const database =
    given ?? (await step('open database', () => openDatabase(config.databaseUrl, config.dataDir)));
  try {
    if (!given) {
      const applied = await step('migrations', () => migrate(database.db, migrationsDir()));
      log.info(
        { database: database.kind, migrationsApplied: applied },
        database.kind === 'pglite' ? 'database: embedded PGlite' : 'database: PostgreSQL',
      );
    }
    const outcome = await step('first super admin', () =>
      ensureFirstSuperAdmin(database.db, {
        email: config.superAdminEmail,
        password: config.superAdminPassword,
        dataDir: config.dataDir,
        now: clock.now(),
      }),
    );
    if (outcome.kind === 'email_taken')
      log.warn(
        `no super admin exists and ${outcome.email} is taken by another account: none created`,
      );
    if (outcome.kind === 'created')
      log.info(
        { email: outcome.email, ...(outcome.passwordFile ? { file: outcome.passwordFile } : {}) },
        outcome.passwordFile
          ? `first super admin created; its generated password is in ${outcome.passwordFile} (mode 0600): sign in and change it`
          : 'first super admin created with SUPER_ADMIN_PASSWORD',
      );
    const seeded = await step('content seed', () =>
      seedContentStore(
        database.db,
        defaultContentSeed({ studioName: config.studioName, now: clock.now() }),
        clock.now(),
        { siteDir: config.siteDist },
      ),
    );
    if (seeded.entries > 0 || seeded.website)
      log.info(seeded, 'content store seeded from the default content');
    if (!config.isProduction)
      await step('development sample', () => ensureSample(database, clock, log));
  } catch (error) {
    if (!given) await database.close().catch(() => undefined);
    throw error;
  }
  return { database, opened: !given };
}

/**
 * Development only: a database that has never held a signup request gets one sample pending
 * request, so the review screens have something to show. Its password is random and thrown
 * away; nobody can sign in with it.
 */
async function ensureSample(database: Database, clock: Clock, log: FastifyBaseLogger) {
  if (!(await hasNoSignupRequests(database.db))) return;
  const outcome = await createSignupRequest(
    database.db,
    {
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@example.com',
      phoneNumber: '98765 43210',
      country: 'India',
      countryCode: '+91',
      birthDate: '1994-08-21',
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      ip: null,
    },
    clock.now(),
  );
  if ('created' in outcome)
    log.info({ signupRequestId: outcome.created.id }, 'development: sample signup request created');
}
