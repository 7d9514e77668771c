import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { deriveKeys } from '../../src/domain/keys.js';
import { findRepoRoot } from '../../src/paths.js';
import { resolveJwtSecret } from '../../src/secrets.js';

const root = '/srv/studio';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, root);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      isProduction: false,
      host: '127.0.0.1',
      port: 3001,
      dataDir: join(root, '.data'),
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      jwtSecret: null,
      superAdminEmail: 'admin@studio.local',
      superAdminPassword: null,
      publicOrigin: 'http://localhost:3001',
      // Unset: the stored identity's email and name (the plugins read them from the store).
      studioInboxEmail: null,
      mailFrom: null,
      studioName: 'Sargam Studios',
      securityFromEnvironment: {},
      fromEnvironment: [],
      authRateLimitPerMinute: 30,
      passwordCheckDeadlineMs: 2000,
      trustProxy: [],
      siteDist: join(root, 'apps/site/dist/client'),
      adminDist: join(root, 'apps/admin/dist'),
    });
  });

  it('finds the repository root (the package.json with workspaces) from any module location', () => {
    const repo = findRepoRoot();
    expect(findRepoRoot(join(repo, 'apps/api/src/plugins'))).toBe(repo);
    expect(loadConfig({}, repo).dataDir).toBe(join(repo, '.data'));
  });

  it('reports one line per problem', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        JWT_SECRET: 'short',
        TRUST_PROXY: '10.0.0.1, not-an-ip',
        PUBLIC_ORIGIN: 'https://x.example/path',
        SESSION_IDLE_MINUTES: '0',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "abc")',
      'JWT_SECRET must be at least 32 bytes long',
      'PUBLIC_ORIGIN must be an http(s) origin such as https://studio.example (got "https://x.example/path")',
      'TRUST_PROXY entries must be IP addresses, CIDRs or loopback/linklocal/uniquelocal (got "not-an-ip")',
      'SESSION_IDLE_MINUTES must be a whole number from 1 to 1440 (got "0")',
    ]);
  });

  it('in production without JWT_SECRET generates one into DATA_DIR (mode 0600) and keeps it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studio-config-'));
    try {
      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }, root);
      const secret = await resolveJwtSecret(config);
      expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(32);
      const file = join(dataDir, 'jwt-secret');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(secret);
      expect(await resolveJwtSecret(config)).toBe(secret);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('treats empty variables as unset and accepts CIDRs', () => {
    const config = loadConfig(
      { DATABASE_URL: '', REDIS_URL: ' ', TRUST_PROXY: '10.0.0.0/8,::1,loopback' },
      root,
    );
    expect(config.databaseUrl).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it('derives a different 32-byte key per purpose', () => {
    const keys = deriveKeys('x'.repeat(32));
    expect(keys.session).toHaveLength(32);
    expect(keys.otp).toHaveLength(32);
    expect(keys.session.equals(keys.otp)).toBe(false);
    expect(deriveKeys('x'.repeat(32)).session.equals(keys.session)).toBe(true);
  });
});
