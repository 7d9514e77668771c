import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { AuthMessages, lockedMessage, SecuritySettingsMessages } from '@studio/contracts';
import { auditLog } from '../../src/db/schema.js';
import { MINUTE, SECOND } from '../../src/clock.js';
import { useApi, useTwoApis } from '../support/api.js';
import { STRONG_PASSWORD, post, signIn, type Harness } from '../support/harness.js';
import { body, call } from '../support/review.js';

const ROOT = 'owner@studio.test';
const EDITOR = 'editor@studio.test';
const WRONG = 'definitely-not-it';
const SECURITY = '/api/super-admin/settings/security';

const credentials = (h: Harness, email: string, password: string) =>
  post(h, '/api/super-admin/verify-credentials', { email, password });
const configuration = async (h: Harness, token: string) =>
  body<{ security: Record<string, unknown> }>(
    await call(h, 'GET', '/api/super-admin/configuration', token),
  ).security;

describe('PUT /api/super-admin/settings/security', () => {
  const { h, tdb } = useApi({
    users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }],
    // Every test starts on the defaults: the emptied table, read again by the app.
    beforeEach: async () => {
      await h.app.securitySettings.refresh();
    },
  });

  it('saves the values, shows them as stored, and audits each value before and after', async () => {
    const root = await signIn(h, ROOT);
    const response = await call(h, 'PUT', SECURITY, root, {
      sessionMaxAgeHours: 8,
      lockoutAttempts: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      message: SecuritySettingsMessages.saved,
      values: {
        sessionMaxAgeHours: 8,
        idleTimeoutMinutes: 30,
        lockoutAttempts: 3,
        lockoutMinutes: 15,
      },
      sources: {
        sessionMaxAgeHours: 'stored',
        idleTimeoutMinutes: 'default',
        lockoutAttempts: 'stored',
        lockoutMinutes: 'default',
      },
    });
    expect(await configuration(h, root)).toMatchObject({
      sessionMaxAgeHours: 8,
      sessionRefreshAfterHours: 4,
      lockout: { attempts: 3, windowMinutes: 15, durationMinutes: 15 },
      sources: { sessionMaxAgeHours: 'stored', lockoutAttempts: 'stored' },
    });
    const [row] = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.security_changed'))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      actorEmail: ROOT,
      details: {
        'sessionMaxAgeHours.before': 24,
        'sessionMaxAgeHours.after': 8,
        'lockoutAttempts.before': 5,
        'lockoutAttempts.after': 3,
      },
    });
  });

  it('locks after the new number of failed attempts, for the new length', async () => {
    const root = await signIn(h, ROOT);
    const saved = await call(h, 'PUT', SECURITY, root, { lockoutAttempts: 3, lockoutMinutes: 5 });
    expect(saved.statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await credentials(h, EDITOR, WRONG)).statusCode).toBe(401);
    const locked = await credentials(h, EDITOR, STRONG_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(body(locked)).toEqual({ success: false, message: lockedMessage(5) });
    expect(locked.headers['retry-after']).toBe('300');
    h.clock.advance(5 * MINUTE + SECOND);
    expect((await credentials(h, EDITOR, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('ends a session after the new idle timeout', async () => {
    const root = await signIn(h, ROOT);
    expect((await call(h, 'PUT', SECURITY, root, { idleTimeoutMinutes: 5 })).statusCode).toBe(200);
    const editor = await signIn(h, EDITOR);
    h.clock.advance(4 * MINUTE);
    expect((await call(h, 'GET', '/api/auth/session', editor)).statusCode).toBe(200);
    h.clock.advance(5 * MINUTE + SECOND);
    const idle = await call(h, 'GET', '/api/auth/session', editor);
    expect(idle.statusCode).toBe(401);
    expect(body(idle)).toEqual({ success: false, message: AuthMessages.signInRequired });
  });

  it('gives a new session the new maximum age', async () => {
    const root = await signIn(h, ROOT);
    expect((await call(h, 'PUT', SECURITY, root, { sessionMaxAgeHours: 2 })).statusCode).toBe(200);
    const editor = await signIn(h, EDITOR);
    const session = body<{ expiresAt: string }>(await call(h, 'GET', '/api/auth/session', editor));
    expect(new Date(session.expiresAt).getTime() - h.clock.now().getTime()).toBe(2 * 60 * MINUTE);
  });

  it('refuses a value out of its range, naming the field, and changes nothing', async () => {
    const root = await signIn(h, ROOT);
    const cases: [string, number, string][] = [
      ['sessionMaxAgeHours', 0, 'Must be at least 1'],
      ['sessionMaxAgeHours', 25, 'Must be at most 24'],
      ['idleTimeoutMinutes', 4, 'Must be at least 5'],
      ['idleTimeoutMinutes', 31, 'Must be at most 30'],
      ['lockoutAttempts', 2, 'Must be at least 3'],
      ['lockoutAttempts', 11, 'Must be at most 10'],
      ['lockoutMinutes', 4, 'Must be at least 5'],
      ['lockoutMinutes', 31, 'Must be at most 30'],
    ];
    for (const [field, value, message] of cases) {
      const response = await call(h, 'PUT', SECURITY, root, { [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(body(response)).toEqual({
        success: false,
        message: 'Invalid request',
        errors: [{ field, message }],
      });
    }
    const fraction = await call(h, 'PUT', SECURITY, root, { lockoutAttempts: 4.5 });
    expect(fraction.statusCode).toBe(400);
    const unknown = await call(h, 'PUT', SECURITY, root, { codeLifetimeMinutes: 20 });
    expect(body(unknown)).toMatchObject({
      errors: [{ field: 'codeLifetimeMinutes', message: 'Unknown field' }],
    });
    expect((await call(h, 'PUT', SECURITY, root, {})).statusCode).toBe(400);
    expect(await configuration(h, root)).toMatchObject({
      sessionMaxAgeHours: 24,
      idleTimeoutMinutes: 30,
      lockout: { attempts: 5, durationMinutes: 15 },
      sources: {
        sessionMaxAgeHours: 'default',
        idleTimeoutMinutes: 'default',
        lockoutAttempts: 'default',
        lockoutMinutes: 'default',
      },
    });
  });

  it('answers 401 without a session and 403 to an admin', async () => {
    expect((await call(h, 'PUT', SECURITY, null, { lockoutAttempts: 3 })).statusCode).toBe(401);
    const editor = await signIn(h, EDITOR);
    const forbidden = await call(h, 'PUT', SECURITY, editor, { lockoutAttempts: 3 });
    expect(forbidden.statusCode).toBe(403);
    expect(body(forbidden)).toEqual({ success: false, message: AuthMessages.wrongRole });
  });
});

describe('a security setting the environment sets', () => {
  const { h } = useApi({
    users: [{ email: ROOT }],
    harness: { env: { LOCKOUT_ATTEMPTS: '4', SESSION_IDLE_MINUTES: '20' } },
  });

  it('wins, is shown as set by the environment, and cannot be saved', async () => {
    const root = await signIn(h, ROOT);
    expect(await configuration(h, root)).toMatchObject({
      idleTimeoutMinutes: 20,
      lockout: { attempts: 4 },
      sources: {
        sessionMaxAgeHours: 'default',
        idleTimeoutMinutes: 'environment',
        lockoutAttempts: 'environment',
        lockoutMinutes: 'default',
      },
    });
    const refused = await call(h, 'PUT', SECURITY, root, { lockoutAttempts: 6 });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toEqual({
      success: false,
      message: 'Invalid request',
      errors: [
        {
          field: 'lockoutAttempts',
          message: SecuritySettingsMessages.setByEnvironment('LOCKOUT_ATTEMPTS'),
        },
      ],
    });
    const other = await call(h, 'PUT', SECURITY, root, { lockoutMinutes: 10 });
    expect(other.statusCode).toBe(200);
    expect(body(other)).toMatchObject({
      values: { lockoutAttempts: 4, lockoutMinutes: 10, idleTimeoutMinutes: 20 },
    });
  });
});

describe('a save on one instance', () => {
  const { a, b } = useTwoApis({ users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }] });

  it('is in force on the other within 5 seconds, without a restart', async () => {
    const root = await signIn(a, ROOT);
    expect((await call(a, 'PUT', SECURITY, root, { lockoutAttempts: 3 })).statusCode).toBe(200);
    // The other instance reads the settings again once they are 5 s old (the shared clock).
    a.clock.advance(5 * SECOND);
    await vi.waitFor(async () => {
      // A request is what asks an instance to read them again.
      await credentials(b, 'nobody@studio.test', WRONG);
      expect(b.app.securitySettings.current().values.lockoutAttempts).toBe(3);
    });
    for (let i = 0; i < 3; i += 1)
      expect((await credentials(b, EDITOR, WRONG)).statusCode).toBe(401);
    expect((await credentials(b, EDITOR, STRONG_PASSWORD)).statusCode).toBe(423);
  });
});
