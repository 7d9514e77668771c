import fp from 'fastify-plugin';
import { HOUR, MINUTE } from '../clock.js';
import type { LockoutPolicy } from '../domain/lockout.js';
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
    let inForce = securityInForce(null, environment);
    let readAt = Number.NEGATIVE_INFINITY;
    let reading: Promise<void> | null = null;

    const read = async () => {
      readAt = app.clock.now().getTime();
      try {
        inForce = securityInForce(await readStoredSecurity(app.db), environment);
      } catch (error) {
        // The database not answering: keep the values last read.
        log.debug({ err: error }, 'reading the security settings failed');
      }
    };
    const refreshInBackground = () => {
      if (reading !== null) return;
      reading = read().finally(() => {
        reading = null;
      });
    };
    let first: Promise<void> | null = read().finally(() => {
      first = null;
    });

    app.decorate('securitySettings', {
      current: () => inForce,
      lockout: () => ({
        attempts: inForce.values.lockoutAttempts,
        durationMs: inForce.values.lockoutMinutes * MINUTE,
      }),
      session: () => {
        const maxAgeMs = inForce.values.sessionMaxAgeHours * HOUR;
        return {
          idleMs: inForce.values.idleTimeoutMinutes * MINUTE,
          maxAgeMs,
          reissueAfterMs: maxAgeMs / 2,
        };
      },
      refresh: read,
    } satisfies SecuritySettings);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      if (first !== null) {
        await first;
        return;
      }
      if (app.clock.now().getTime() - readAt >= SETTINGS_TTL_MS) refreshInBackground();
    });
    // An instance without requests keeps current too (it may be the next to get one).
    const timer = setInterval(refreshInBackground, SETTINGS_TTL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await first;
      await reading;
    });
  },
  { name: 'security-settings', dependencies: ['config', 'db'], fastify: '5.x' },
);
