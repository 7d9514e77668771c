import { describe, expect, it } from 'vitest';
import { AuthMessages } from '@studio/contracts';
import { useApi } from '../support/api.js';
import { signIn } from '../support/harness.js';
import { body, call } from '../support/review.js';

const ROOT = 'owner@studio.test';
const EDITOR = 'editor@studio.test';
const { h } = useApi({
  users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }],
  harness: { env: { SESSION_IDLE_MINUTES: '20', AUTH_RATE_LIMIT_PER_MINUTE: '45' } },
});

const configuration = (token: string | null) =>
  call(h, 'GET', '/api/super-admin/configuration', token);

describe('GET /api/super-admin/configuration', () => {
  it('shows a super admin the settings in force, read-only', async () => {
    const root = await signIn(h, ROOT);
    const response = await configuration(root);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = body<Record<string, unknown>>(response);
    expect(answer).toMatchObject({
      success: true,
      general: { studioName: h.config.studioName, environment: 'development' },
      security: {
        sessionMaxAgeHours: 24,
        sessionRefreshAfterHours: 12,
        idleTimeoutMinutes: 20,
        lockout: { attempts: 5, windowMinutes: 15, durationMinutes: 15 },
        codeLifetimeMinutes: 10,
        resendAfterSeconds: 60,
      },
      performance: {
        authRateLimitPerMinute: 45,
        rateLimitStore: 'in-process',
        mail: 'outbox',
        bodyLimitKiB: 64,
      },
    });
    // The harness hands the test database in directly and leaves DATABASE_URL unset.
    expect(answer.backup).toEqual({
      database: 'pglite',
      howTo: expect.stringContaining('Download a backup') as unknown,
    });
    expect(response.body).not.toContain(h.config.jwtSecret);
  });

  it('answers 401 without a session and 403 to an admin', async () => {
    const anonymous = await configuration(null);
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous)).toEqual({ success: false, message: AuthMessages.signInRequired });
    const editor = await signIn(h, EDITOR);
    const forbidden = await configuration(editor);
    expect(forbidden.statusCode).toBe(403);
    expect(body(forbidden)).toEqual({ success: false, message: AuthMessages.wrongRole });
  });
});
