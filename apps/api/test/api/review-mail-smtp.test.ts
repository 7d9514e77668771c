import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema.js';
import { userByEmail } from '../support/database.js';
import { useApi } from '../support/api.js';
import { createHarness, seedUser, sessionTokenFor } from '../support/harness.js';
import { applicant, body, call, storedRequest } from '../support/review.js';

/**
 * The review and inbox mails over real SMTP (smtp-server in the test). The server refuses every
 * recipient at refused.test, so `emailSent` is checked against a real failure at the network
 * edge, not a stubbed mailer.
 */
let smtp: SMTPServer;
let port = 0;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) callback(new Error('mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let token: string;
const { h, tdb } = useApi({
  harness: () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } }),
  beforeEach: async () => {
    received.length = 0;
    const root = await seedUser(tdb.database, { email: 'owner@studio.test' });
    // Signed in directly: the OTP sign-in itself is tested elsewhere, and its code now goes over SMTP.
    token = await sessionTokenFor(h, tdb.database, root);
  },
});

async function pendingRequest(email: string): Promise<string> {
  return storedRequest(tdb.database, { firstName: 'Mail', lastName: 'Test', email }, h.clock.now());
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('review mails over SMTP', () => {
  it('reports emailSent true when the SMTP server accepted the notice', async () => {
    const id = await pendingRequest('glad@artists.test');
    const response = await call(h, 'POST', '/api/super-admin/approve-signup', token, {
      requestId: id,
    });
    expect(body(response)).toMatchObject({
      success: true,
      emailSent: true,
      message: 'Signup request approved. The applicant was notified by email.',
    });
    const mail = received.find((m) => m.to.includes('glad@artists.test'));
    expect(mail?.raw).toContain('your request was approved');
  });

  it('reports emailSent false, and still applies the action, when the SMTP server refuses', async () => {
    const id = await pendingRequest('nobody@refused.test');
    const response = await call(h, 'POST', '/api/super-admin/reject-signup', token, {
      requestId: id,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      emailSent: false,
      message:
        'Signup request rejected. The email notification to the applicant could not be sent.',
      request: { status: 'rejected' },
    });

    await seedUser(tdb.database, { email: 'staff@refused.test', role: 'admin' });
    const blocked = await call(h, 'POST', '/api/super-admin/block-admin', token, {
      email: 'staff@refused.test',
      reason: 'test',
    });
    expect(body(blocked)).toEqual({
      success: true,
      message:
        'User staff@refused.test blocked. The email notification to the user could not be sent.',
      emailSent: false,
    });
    const staff = await userByEmail(tdb.database, 'staff@refused.test');
    expect(staff!.status).toBe('blocked');
  });

  it('answers the request-access form first and mails the applicant and the super admins after', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin/signup-requests',
      payload: applicant(),
    });
    expect(response.statusCode).toBe(201);
    await until(() => received.length >= 2);
    expect(received.flatMap((m) => m.to).sort()).toEqual([
      'meera@artists.test',
      'owner@studio.test',
    ]);
  });
});

describe('inbox mails over SMTP', () => {
  it('marks a message mailed when the inbox accepted it, and keeps it unmailed when refused', async () => {
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/messages',
          payload: { kind: 'early-access', email: 'fan@fans.test' },
        })
      ).statusCode,
    ).toBe(201);
    // No STUDIO_INBOX_EMAIL: the stored identity's email (the default content's) is the inbox.
    expect(received.at(-1)?.to).toEqual(['hello@sargamstudios.example']);

    const refusing = await createHarness({
      database: tdb.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, STUDIO_INBOX_EMAIL: 'inbox@refused.test' },
    });
    try {
      const response = await refusing.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: { kind: 'early-access', email: 'late@fans.test' },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await refusing.close();
    }
    const rows = await tdb.database.db.select().from(messages);
    expect(rows.map((r) => [r.email, r.mailedAt !== null]).sort()).toEqual([
      ['fan@fans.test', true],
      ['late@fans.test', false],
    ]);
    const listed = body<{ items: { email: string; mailed: boolean }[] }>(
      await call(h, 'GET', '/api/admin/messages', token),
    );
    expect(listed.items.find((m) => m.email === 'late@fans.test')?.mailed).toBe(false);
  });
});
