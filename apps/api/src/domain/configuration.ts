import type {
  ConfigurationAnswer,
  MediaCacheStats,
  PageRenderTime,
  SiteRenderState,
} from '@studio/contracts';
import type { Config } from '../config.js';
import { MINUTE, SECOND } from '../clock.js';
import { LOCKOUT_WINDOW_MS } from './lockout.js';
import { CODE_LIFETIME_MS, RESEND_INTERVAL_MS } from './otp.js';
import type { SecurityInForce } from './security-settings.js';

const BACKUP: Record<ConfigurationAnswer['backup']['database'], string> = {
  pglite:
    'Press "Download a backup" below and confirm your password, or stop the server and run npm run backup -- --out <file>; to restore, stop the server and run npm run restore -- <file> (--replace to replace the studio there). Everyone signs in again after a restore.',
  postgresql:
    'Press "Download a backup" below and confirm your password, or run npm run backup -- --out <file> while the server runs; to restore, run npm run restore -- <file> (--replace to replace the studio there). Everyone signs in again after a restore.',
};

/** What this instance measured since it started, for the Performance card. */
export interface InstancePerformance {
  mediaCache: MediaCacheStats;
  /** The slowest pages' last renders, slowest first. */
  pages: PageRenderTime[];
  pagesTimed: number;
  pagesFailed: number;
  siteRender: SiteRenderState;
}

/**
 * The settings the server runs with, as the System Settings screen shows them. Only modes and
 * numbers leave: URLs (database, Redis, SMTP) may carry credentials, so not even their hosts.
 */
export function describeConfiguration(
  config: Config,
  bodyLimitBytes: number,
  security: SecurityInForce,
  instance: InstancePerformance,
): Omit<ConfigurationAnswer, 'success'> {
  const { values, sources } = security;
  const database = config.databaseUrl ? 'postgresql' : 'pglite';
  return {
    general: {
      studioName: config.studioName,
      publicOrigin: config.publicOrigin,
      environment: config.isProduction ? 'production' : 'development',
      fromEnvironment: config.fromEnvironment,
    },
    security: {
      sessionMaxAgeHours: values.sessionMaxAgeHours,
      // A session gets a new token after half its maximum age (see plugins/security-settings.ts).
      sessionRefreshAfterHours: values.sessionMaxAgeHours / 2,
      idleTimeoutMinutes: values.idleTimeoutMinutes,
      lockout: {
        attempts: values.lockoutAttempts,
        windowMinutes: LOCKOUT_WINDOW_MS / MINUTE,
        durationMinutes: values.lockoutMinutes,
      },
      codeLifetimeMinutes: CODE_LIFETIME_MS / MINUTE,
      resendAfterSeconds: RESEND_INTERVAL_MS / SECOND,
      sources,
    },
    backup: { database, howTo: BACKUP[database] },
    performance: {
      authRateLimitPerMinute: config.authRateLimitPerMinute,
      rateLimitStore: config.redisUrl ? 'redis' : 'in-process',
      mail: config.smtpUrl ? 'smtp' : 'outbox',
      bodyLimitKiB: Math.floor(bodyLimitBytes / 1024),
      ...instance,
    },
  };
}
