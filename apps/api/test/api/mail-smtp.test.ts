import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { useApi } from '../support/api.js';
import { STRONG_PASSWORD, json, post, seedUser } from '../support/harness.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const EMAIL = 'owner@studio.test';
let smtp: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const { h, tdb } = useApi({
  reset: 'never',
  harness: () => ({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      MAIL_FROM: 'Sargam Studios <no-reply@studio.test>',
    },
  }),
  afterStart: async () => {
    await seedUser(tdb.database, { email: EMAIL });
  },
});

describe('mail over a real SMTP server', () => {
  it('delivers the sign-in code as text and HTML, and writes no outbox', async () => {
    const response = await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@studio.test');
    expect(mail.to).toEqual([EMAIL]);
    expect(mail.raw).toContain('Subject: Sargam Studios sign-in code');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toMatch(/\b\d{6}\b/);
    expect(await h.outbox()).toHaveLength(0);
    expect(h.app.mailer.mode).toBe('smtp');
  });
});
