import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { siteConfig } from '@studio/content/site';
import { SecurityLimits, securitySettingNames, type SecuritySettingName } from '@studio/contracts';
import { findRepoRoot } from './paths.js';

export interface Config {
  isProduction: boolean;
  host: string;
  port: number;
  repoRoot: string;
  dataDir: string;
  /** Unset: embedded PGlite in DATA_DIR/db. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Unset: mails go to DATA_DIR/outbox. */
  smtpUrl: string | null;
  /** Unset: the stored identity's name, `"<name>" <no-reply@studio.local>`. */
  mailFrom: string | null;
  /** Unset in development: generated once into DATA_DIR/jwt-secret. */
  jwtSecret: string | null;
  superAdminEmail: string;
  superAdminPassword: string | null;
  publicOrigin: string;
  /** Unset: the stored identity's email receives the site's messages and staff notices. */
  studioInboxEmail: string | null;
  studioName: string;
  /**
   * The security settings the environment sets (SESSION_MAX_AGE_HOURS, SESSION_IDLE_MINUTES,
   * LOCKOUT_ATTEMPTS, LOCKOUT_MINUTES): these win over a value saved in System Settings.
   */
  securityFromEnvironment: Partial<Record<SecuritySettingName, number>>;
  /** Names (never values) of the variables this process was given, for System Settings. */
  fromEnvironment: string[];
  authRateLimitPerMinute: number;
  /** How long a request waits for a password-strength estimate before answering 503. */
  passwordCheckDeadlineMs: number;
  /** Disk space each instance gives its cache of media files (0: every request reads the database). */
  mediaCacheMb: number;
  /** Days an entry stays in the trash, and a spam, rejected or deleted comment is kept, before the server deletes it for good (TRASH_DAYS). */
  trashDays: number;
  /** Where scheduled backups go (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** How many scheduled backups are kept (BACKUP_KEEP, 7). */
  backupKeep: number;
  /** Hours between scheduled backups (BACKUP_INTERVAL_HOURS, 24; 0: none). */
  backupIntervalHours: number;
  /** Addresses or CIDRs whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  siteDist: string;
  adminDist: string;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; every problem becomes one line of the ConfigError. */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): Config {
  const problems: string[] = [];
  const given = new Set<string>();
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    if (value) given.add(name);
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = text(name);
    if (raw === null) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a ${protocols.join(' or ')}// URL`);
      return null;
    }
  };
  const email = (name: string, fallback: string): string => {
    const value = text(name) ?? fallback;
    if (value.length > 254 || !EMAIL.test(value)) {
      problems.push(`${name} must be an email address (got "${value}")`);
    }
    return value.toLowerCase();
  };

  const isProduction = env.NODE_ENV === 'production';
  const port = integer('PORT', 3001, 0, 65535);
  const host = text('HOST') ?? '127.0.0.1';
  const dataDirRaw = text('DATA_DIR');
  const dataDir = dataDirRaw ? resolve(dataDirRaw) : join(repoRoot, '.data');

  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== null && Buffer.byteLength(jwtSecret, 'utf8') < 32) {
    problems.push('JWT_SECRET must be at least 32 bytes long');
  }

  let publicOrigin = `http://localhost:${port}`;
  const originRaw = text('PUBLIC_ORIGIN');
  if (originRaw !== null) {
    try {
      const parsed = new URL(originRaw);
      if (
        !['http:', 'https:'].includes(parsed.protocol) ||
        (parsed.pathname !== '/' && parsed.pathname !== '')
      ) {
        throw new Error('not an origin');
      }
      publicOrigin = parsed.origin;
    } catch {
      problems.push(
        `PUBLIC_ORIGIN must be an http(s) origin such as https://studio.example (got "${originRaw}")`,
      );
    }
  }

  const trustProxy = (text('TRUST_PROXY') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (const entry of trustProxy) {
    if (!isProxyAddress(entry)) {
      problems.push(
        `TRUST_PROXY entries must be IP addresses, CIDRs or loopback/linklocal/uniquelocal (got "${entry}")`,
      );
    }
  }

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const superAdminPassword = env.SUPER_ADMIN_PASSWORD ?? null;
  if (superAdminPassword !== null) given.add('SUPER_ADMIN_PASSWORD');
  if (
    superAdminPassword !== null &&
    (superAdminPassword.length < 8 || superAdminPassword.length > 128)
  ) {
    problems.push('SUPER_ADMIN_PASSWORD must be 8 to 128 characters long');
  }

  // The default-content package is the one place that names the studio.
  const studioName = text('STUDIO_NAME') ?? siteConfig.name;
  const dist = (name: string, fallback: string): string => {
    const raw = text(name);
    if (raw === null) return fallback;
    return isAbsolute(raw) ? raw : resolve(raw);
  };

  const config: Config = {
    isProduction,
    host,
    port,
    repoRoot,
    dataDir,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM'),
    jwtSecret,
    superAdminEmail: email('SUPER_ADMIN_EMAIL', 'admin@studio.local'),
    superAdminPassword,
    publicOrigin,
    studioInboxEmail: text('STUDIO_INBOX_EMAIL') === null ? null : email('STUDIO_INBOX_EMAIL', ''),
    studioName,
    securityFromEnvironment: securityFromEnvironment(text, integer),
    authRateLimitPerMinute: integer('AUTH_RATE_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    passwordCheckDeadlineMs: integer('PASSWORD_CHECK_DEADLINE_MS', 2000, 1, 60_000),
    mediaCacheMb: integer('MEDIA_CACHE_MB', 256, 0, 1_000_000),
    trashDays: integer('TRASH_DAYS', 30, 1, 3650),
    backupDir: text('BACKUP_DIR')
      ? resolve(text('BACKUP_DIR') as string)
      : join(dataDir, 'backups'),
    backupKeep: integer('BACKUP_KEEP', 7, 1, 1000),
    backupIntervalHours: integer('BACKUP_INTERVAL_HOURS', 24, 0, 24 * 366),
    trustProxy,
    siteDist: dist('SITE_DIST', join(repoRoot, 'apps/site/dist/client')),
    adminDist: dist('ADMIN_DIST', join(repoRoot, 'apps/admin/dist')),
    logLevel,
    fromEnvironment: [],
  };
  config.fromEnvironment = [...given].sort();
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The environment's security values. SESSION_IDLE_MINUTES keeps its older, wider range (1–1440:
 * operators and tests run with 1 or 2); the others take the range System Settings offers.
 */
function securityFromEnvironment(
  text: (name: string) => string | null,
  integer: (name: string, fallback: number, min: number, max: number) => number,
): Partial<Record<SecuritySettingName, number>> {
  const values: Partial<Record<SecuritySettingName, number>> = {};
  for (const name of securitySettingNames) {
    const limits = SecurityLimits[name];
    if (text(limits.variable) === null) continue;
    values[name] =
      name === 'idleTimeoutMinutes'
        ? integer(limits.variable, limits.default, 1, 24 * 60)
        : integer(limits.variable, limits.default, limits.minimum, limits.maximum);
  }
  return values;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}
