// The in-process session cache: what a state change on this instance and a notice from another
// instance do to it. Two instances share one database (PostgreSQL: two pools, NOTIFY between
// them; PGlite: one embedded database, its own NOTIFY); no Redis here, so the database carries
// the notices.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { target } from '../support/database.js';
import { useTwoApis } from '../support/api.js';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  eventually,
  post,
  signIn,
  withCookie,
  type Harness,
} from '../support/harness.js';

const EMAIL = 'owner@studio.test';
const { a, b } = useTwoApis({ users: [{ email: EMAIL }] });

const session = (h: Harness, token: string) =>
  h.app.inject({ method: 'GET', url: '/api/auth/session', headers: withCookie(h, token) });

const logout = (h: Harness, token: string) =>
  post(h, '/api/auth/logout', undefined, withCookie(h, token));

/**
 * B answers for `token` from its cache. Sign-in's own notices may still be on their way to B
 * and empty its cache once more, hence the polling.
 */
async function warm(h: Harness, token: string) {
  await eventually(
    async () => {
      expect((await session(h, token)).statusCode).toBe(200);
      return h.app.sessionCache.size;
    },
    (size) => size > 0,
    'the session cached',
  );
}

describe('on the instance that changed the state', () => {
  it('a logout is refused on the very next request, though the session was just cached', async () => {
    const token = await signIn(a, EMAIL);
    await warm(a, token);
    expect((await logout(a, token)).statusCode).toBe(200);
    expect((await session(a, token)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions at once, cached or not', async () => {
    const other = await signIn(a, EMAIL);
    // One code mail per minute and email.
    a.clock.advance(61_000);
    const current = await signIn(a, EMAIL);
    await warm(a, other);
    const change = await a.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: withCookie(a, current),
      payload: { currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await session(a, other)).statusCode).toBe(401);
    expect((await session(a, current)).statusCode).toBe(200);
  });
});

describe('on the other instances', () => {
  it("a logout's notice empties the other instance's cache, which then refuses the token", async () => {
    const token = await signIn(a, EMAIL);
    await warm(b, token);
    expect((await logout(a, token)).statusCode).toBe(200);
    // Entries only leave the map when used or on a notice: with no request to B, an empty cache
    // can only be the notice's doing (expiry alone would leave the entry in place).
    await eventually(
      () => b.app.sessionCache.size,
      (size) => size === 0,
      "B's cache emptied",
    );
    expect((await session(b, token)).statusCode).toBe(401);
  });
});

if (target === 'postgres') {
  describe('when the notice connection drops', () => {
    it('the cache empties and is used again once the listener is back', async () => {
      const token = await signIn(a, EMAIL);
      await warm(b, token);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        // Both instances listen on this schema's channel; ending their connections is what a
        // database restart or a network cut does to them.
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = 'studio-notices' and query ilike $1`,
          [`%${b.app.database.schema}%`],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await eventually(
        () => b.app.sessionCache.size,
        (size) => size === 0,
        'cache emptied',
      );
      await eventually(
        () => b.app.sessionCache.listening,
        (up) => up,
        'listener reconnected',
      );
      await warm(b, token);
    });
  });
}
