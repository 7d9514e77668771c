import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { describeConfiguration, type InstancePerformance } from '../../src/domain/configuration.js';
import { securityInForce } from '../../src/domain/security-settings.js';

const root = '/srv/studio';

/** What an instance measured: handed through as is. */
const instance: InstancePerformance = {
  mediaCache: { entries: 2, bytes: 3072, limitBytes: 256 * 1024 * 1024, hits: 5, misses: 2 },
  pages: [{ path: '/', lastRenderMs: 120, renderedAt: '2026-03-02T03:00:00.000Z', failed: false }],
  pagesTimed: 1,
  pagesFailed: 0,
  siteRender: { available: true, running: false, last: null },
};

describe('the configuration view of System Settings', () => {
  it('names the embedded database, in-process limits and the outbox by default', () => {
    const view = describeConfiguration(
      loadConfig({}, root),
      64 * 1024,
      securityInForce(null, {}),
      instance,
    );
    expect(view.backup).toEqual({
      database: 'pglite',
      howTo:
        'Press "Download a backup" below and confirm your password, or stop the server and run npm run backup -- --out <file>; to restore, stop the server and run npm run restore -- <file> (--replace to replace the studio there). Everyone signs in again after a restore.',
    });
    expect(view.performance).toEqual({
      authRateLimitPerMinute: 30,
      rateLimitStore: 'in-process',
      mail: 'outbox',
      bodyLimitKiB: 64,
      ...instance,
    });
    expect(view.security.idleTimeoutMinutes).toBe(30);
  });

  it('names PostgreSQL, Redis and SMTP by mode only: no URL, user, password or host leaves', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://studio.example',
        DATABASE_URL: 'postgres://dbuser:db-pass-123@db.internal:5432/studio',
        REDIS_URL: 'redis://:redis-pass-456@cache.internal:6379',
        SMTP_URL: 'smtp://mailer:smtp-pass-789@mail.internal:587',
        JWT_SECRET: 'jwt-secret-that-is-long-enough-to-pass-32-bytes',
        SUPER_ADMIN_PASSWORD: 'root-password-never-shown-42',
      },
      root,
    );
    const view = describeConfiguration(config, 64 * 1024, securityInForce(null, {}), instance);
    expect(view.backup.database).toBe('postgresql');
    expect(view.backup.howTo).toBe(
      'Press "Download a backup" below and confirm your password, or run npm run backup -- --out <file> while the server runs; to restore, run npm run restore -- <file> (--replace to replace the studio there). Everyone signs in again after a restore.',
    );
    expect(view.performance).toMatchObject({ rateLimitStore: 'redis', mail: 'smtp' });
    expect(view.general).toEqual({
      studioName: config.studioName,
      publicOrigin: 'https://studio.example',
      environment: 'production',
      fromEnvironment: [
        'DATABASE_URL',
        'JWT_SECRET',
        'PUBLIC_ORIGIN',
        'REDIS_URL',
        'SMTP_URL',
        'SUPER_ADMIN_PASSWORD',
      ],
    });
    const text = JSON.stringify(view);
    for (const fragment of [
      'dbuser',
      'db-pass-123',
      'db.internal',
      'redis-pass-456',
      'cache.internal',
      'mailer',
      'smtp-pass-789',
      'mail.internal',
      'jwt-secret',
      'root-password',
      '://db',
    ]) {
      expect(text).not.toContain(fragment);
    }
  });
});
