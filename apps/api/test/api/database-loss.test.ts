// Losing the database is a passing condition: requests that need it answer 503 "Service
// temporarily unavailable" (not 500), and the server recovers by itself when it is back. On
// PostgreSQL the app reaches the server through a TCP relay this test cuts and restores (what a
// network partition or a database restart does); PGlite, embedded, can only be closed for good.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HttpMessages } from '@studio/contracts';
import { openPostgres, type Database } from '../../src/db/client.js';
import { useTestDatabase } from '../support/api.js';
import { openTestDatabase, target } from '../support/database.js';
import {
  STRONG_PASSWORD,
  createHarness,
  eventually,
  json,
  seedUser,
  sessionTokenFor,
  type Harness,
} from '../support/harness.js';

// Each case starts its own app on a database it can lose: the shared database only.
const tdb = useTestDatabase({ reset: 'never' });

async function tokenFor(h: Harness, database: Database): Promise<string> {
  const user = await seedUser(database, { email: `owner-${Date.now()}@studio.test` });
  return sessionTokenFor(h, database, user);
}

const UNAVAILABLE = { success: false, message: HttpMessages.unavailable };

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, then resume. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly upstreamPort: number,
  ) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.upstreamPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

if (target === 'postgres') {
  describe('PostgreSQL connection lost and back', () => {
    it(
      'answers 503 while the database is unreachable and recovers by itself',
      { timeout: 120_000 },
      async () => {
        const url = new URL(process.env.TEST_DATABASE_URL ?? '');
        const relay = new Relay(url.hostname, Number(url.port || 5432));
        await relay.start();
        const relayed = new URL(url);
        relayed.hostname = '127.0.0.1';
        relayed.port = String(relay.port);
        const database = openPostgres(relayed.toString(), { schema: tdb.database.schema, max: 3 });
        const h = await createHarness({ database });
        try {
          const token = await tokenFor(h, tdb.database);
          const session = () =>
            h.app.inject({
              method: 'GET',
              url: '/api/auth/session',
              headers: { authorization: `Bearer ${token}` },
            });
          expect((await session()).statusCode).toBe(200);

          await relay.cut();
          // Cached checks may answer for up to 1 s, and the drop empties the cache: ask until the
          // database is needed.
          const down = await eventually(
            session,
            (response) => response.statusCode !== 200,
            'a refusal',
          );
          expect(down.statusCode).toBe(503);
          expect(json(down)).toEqual(UNAVAILABLE);
          expect(down.headers['retry-after']).toBeDefined();
          // A sign-in step needs the database before it can answer (forgot-password does not: its
          // work runs after its answer, which is the same whatever happens).
          const signIn = await h.app.inject({
            method: 'POST',
            url: '/api/super-admin/verify-credentials',
            payload: { email: 'someone@studio.test', password: 'a-password-of-some-length' },
          });
          expect(signIn.statusCode).toBe(503);
          expect(json(signIn)).toEqual(UNAVAILABLE);
          const health = await eventually(
            () => h.app.inject({ method: 'GET', url: '/api/health' }),
            (response) => response.statusCode !== 200,
            'health down',
          );
          expect(health.statusCode).toBe(503);

          await relay.start();
          const back = await eventually(
            session,
            (response) => response.statusCode === 200,
            'recovery',
          );
          expect(back.statusCode).toBe(200);
          const healthy = await eventually(
            () => h.app.inject({ method: 'GET', url: '/api/health' }),
            (response) => response.statusCode === 200,
            'health back',
          );
          expect(json(healthy)).toEqual({ status: 'ok', database: 'ok' });
        } finally {
          await h.close();
          await database.close();
          await relay.cut();
        }
      },
    );
  });
} else {
  describe('PGlite closed under the app', () => {
    // A fresh embedded database of its own: slow to start on a busy machine.
    it(
      'answers 503 Service temporarily unavailable, not 500, and health 503 without a stack trace',
      { timeout: 120_000 },
      async () => {
        const own = await openTestDatabase();
        const h = await createHarness({ database: own.database });
        try {
          const token = await tokenFor(h, own.database);
          await own.database.close();
          const session = await eventually(
            () =>
              h.app.inject({
                method: 'GET',
                url: '/api/auth/session',
                headers: { authorization: `Bearer ${token}` },
              }),
            (response) => response.statusCode !== 200,
            'a refusal',
          );
          expect(session.statusCode).toBe(503);
          expect(json(session)).toEqual(UNAVAILABLE);
          // Health says so without a stack trace; a sign-in fails closed.
          const health = await h.app.inject({ method: 'GET', url: '/api/health' });
          expect(health.statusCode).toBe(503);
          expect(json(health)).toEqual({ status: 'error', database: 'unavailable' });
          const signIn = await h.app.inject({
            method: 'POST',
            url: '/api/super-admin/verify-credentials',
            payload: { email: 'owner@studio.test', password: STRONG_PASSWORD },
          });
          expect(signIn.statusCode).toBe(503);
          expect(json(signIn)).toEqual(UNAVAILABLE);
        } finally {
          await h.close();
          await own.dispose().catch(() => undefined);
        }
      },
    );
  });
}
