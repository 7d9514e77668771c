import fp from 'fastify-plugin';
import { HOUR, MINUTE } from '../clock.js';
import type { LockoutPolicy } from '../domain/lockout.js';
import { createRefreshing } from '../domain/refreshing.js';
import {
  readStoredSecurity,
  securityInForce,
  type SecurityInForce,
} from '../domain/security-settings.js';

/** The session rules in force, read per request. */
export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
  /** A session this old gets a new token: half its maximum age (12 h of the default 24 h). */
  reissueAfterMs: number;
}

export interface SecuritySettings {
  /** The values in force and their sources: never waits on the database. */
  current(): SecurityInForce;
  lockout(): LockoutPolicy;
  session(): SessionPolicy;
  /** Reads the stored values again (after a save on this instance). */
  refresh(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    securitySettings: SecuritySettings;
  }
}

/** How long a save on another instance may take to be in force on this one. */
const SETTINGS_TTL_MS = 5_000;

/**
 * The security settings of System Settings (session maximum age, idle timeout, lockout attempts
 * and length) as every rule reads them: the environment wins, then the stored values, then the
 * defaults. Each instance reads the stored values again at most every few seconds (on a timer,
 * and on an API request once the injected clock says they are older than the TTL), never
 * holding up an answer; only the very first requests after start wait for the first read.
 */
export default fp(
  async (app) => {
    const environment = app.config.securityFromEnvironment;
    const log = app.log.child({ component: 'security-settings' });
    const stored = createRefreshing({
      initial: securityInForce(null, environment),
      read: async () => securityInForce(await readStoredSecurity(app.db), environment),
      ttlMs: SETTINGS_TTL_MS,
      clock: app.clock,
      // The database not answering: keep the values last read.
      onError: (error) => log.debug({ err: error }, 'reading the security settings failed'),
      readAtStart: true,
    });

    app.decorate('securitySettings', {
      current: stored.current,
      lockout: () => {
        const { values } = stored.current();
        return { attempts: values.lockoutAttempts, durationMs: values.lockoutMinutes * MINUTE };
      },
      session: () => {
        const { values } = stored.current();
        const maxAgeMs = values.sessionMaxAgeHours * HOUR;
        return {
          idleMs: values.idleTimeoutMinutes * MINUTE,
          maxAgeMs,
          reissueAfterMs: maxAgeMs / 2,
        };
      },
      refresh: stored.refresh,
    } satisfies SecuritySettings);

    // A callback hook, not an async one: every API request passes here, and an async hook costs
    // each of them a promise and its turns (docs/benchmarks.md, the access log at `info`).
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const first = stored.firstRead();
      if (first === null) {
        stored.ensureFresh();
        return done();
      }
      first.then(() => done(), done);
    });
    app.addHook('onClose', () => stored.close());
  },
  { name: 'security-settings', dependencies: ['config', 'db'], fastify: '5.x' },
);
