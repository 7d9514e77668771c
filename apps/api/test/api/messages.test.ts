import { describe, expect, it } from 'vitest';
import { MessageTexts } from '@studio/contracts';
import { messages } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import { createHarness, post, seedUser, signIn } from '../support/harness.js';
import { body, call } from '../support/review.js';

const INBOX = 'inbox@studio.test';
const { h, tdb } = useApi({ harness: { env: { STUDIO_INBOX_EMAIL: INBOX } } });

const send = (payload: Record<string, unknown>) => post(h, '/api/messages', payload);
const contact = {
  kind: 'contact',
  name: 'Lata Menon',
  email: 'lata@fans.test',
  phone: '+91 98450 00000',
  company: 'Lata Band',
  service: 'mixing-mastering',
  message: 'We need a mix for our album.',
};
const support = {
  kind: 'support',
  name: 'Dev Shah',
  email: 'dev@fans.test',
  subject: 'Invoice',
  service: 'billing',
  message: 'Where is my invoice?',
};

describe('POST /api/messages', () => {
  it('stores each kind and mails it to STUDIO_INBOX_EMAIL, with the thank-you text of the form', async () => {
    for (const [payload, thanks] of [
      [contact, MessageTexts.contactThanks],
      [support, MessageTexts.contactThanks],
      [{ kind: 'early-access', email: 'Early@Fans.test' }, MessageTexts.earlyAccessThanks],
      [
        { kind: 'contact', name: 'Min', email: 'min@fans.test', message: 'Hi', service: '' },
        MessageTexts.contactThanks,
      ],
    ] as const) {
      const response = await send(payload);
      expect(response.statusCode).toBe(201);
      expect(body(response)).toEqual({ success: true, message: thanks });
    }
    const rows = await tdb.database.db.select().from(messages);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.kind === 'early-access')).toMatchObject({
      email: 'early@fans.test',
      name: null,
    });
    expect(rows.find((r) => r.email === 'min@fans.test')).toMatchObject({
      service: null,
      phone: null,
    });
    expect(rows.every((r) => r.mailedAt !== null)).toBe(true);
    const mails = await h.outbox();
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.to === INBOX)).toBe(true);
    const mixMail = mails.find((m) => m.text.includes('We need a mix'))!;
    expect(mixMail.text).toContain('Service: mixing-mastering');
    expect(mixMail.text).toContain('Email: lata@fans.test');
  });

  it('requires the fields of each form and refuses the fields and services of another', async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [
        { kind: 'contact', email: 'a@fans.test' },
        [
          { field: 'name', message: 'This field is required' },
          { field: 'message', message: 'This field is required' },
        ],
      ],
      [{ ...support, subject: '  ' }, [{ field: 'subject', message: 'This field is required' }]],
      [{ ...contact, subject: 'Hi' }, [{ field: 'subject', message: MessageTexts.notForKind }]],
      [{ ...support, company: 'X' }, [{ field: 'company', message: MessageTexts.notForKind }]],
      [
        { kind: 'early-access', email: 'a@fans.test', name: 'A' },
        [{ field: 'name', message: MessageTexts.notForKind }],
      ],
      [
        { ...contact, service: 'billing' },
        [{ field: 'service', message: MessageTexts.unknownService }],
      ],
      [
        { ...support, service: 'consultation' },
        [{ field: 'service', message: MessageTexts.unknownService }],
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response)).toEqual({ success: false, message: 'Invalid request', errors });
    }
    for (const payload of [
      { ...contact, kind: 'newsletter' },
      { ...contact, email: 'nope' },
      { ...contact, extra: 1 },
      { kind: 'contact' },
    ]) {
      expect((await send(payload)).statusCode).toBe(400);
    }
    expect(await tdb.database.db.select().from(messages)).toHaveLength(0);
    expect(await h.outbox()).toHaveLength(0);
  });

  it('answers a filled honeypot with the normal 201 and drops the message', async () => {
    const response = await send({ ...contact, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(body(response)).toEqual({ success: true, message: MessageTexts.contactThanks });
    expect(await tdb.database.db.select().from(messages)).toHaveLength(0);
    expect(await h.outbox()).toHaveLength(0);
    // Even a bot's message that breaks the form's rules gets the same answer.
    const sloppy = await send({
      kind: 'support',
      email: 'bot@spam.test',
      company: 'Spam',
      website: 'x',
    });
    expect(sloppy.statusCode).toBe(201);
    expect(body(sloppy)).toEqual({ success: true, message: MessageTexts.contactThanks });
    expect(await tdb.database.db.select().from(messages)).toHaveLength(0);
    expect((await send({ ...contact, website: '' })).statusCode).toBe(201);
    expect(await tdb.database.db.select().from(messages)).toHaveLength(1);
  });
});

describe('per-IP limit on POST /api/messages', () => {
  it('answers 429 with Retry-After past the limit', async () => {
    const limited = await createHarness({
      database: tdb.database,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/api/messages',
          payload: { kind: 'early-access', email: `n${i}@fans.test` },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/messages',
        remoteAddress: '10.1.2.3',
        payload: { kind: 'early-access', email: 'x@fans.test' },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/messages', () => {
  it('is the inbox of admins and super admins: newest first, by kind, paginated', async () => {
    await seedUser(tdb.database, { email: 'owner@studio.test' });
    await seedUser(tdb.database, { email: 'editor@studio.test', role: 'admin' });
    await send(contact);
    h.clock.advance(1000);
    await send(support);
    h.clock.advance(1000);
    await send({ kind: 'early-access', email: 'e@fans.test' });

    expect((await call(h, 'GET', '/api/admin/messages', null)).statusCode).toBe(401);
    const admin = await signIn(h, 'editor@studio.test');
    const root = await signIn(h, 'owner@studio.test');
    for (const token of [admin, root]) {
      const response = await call(h, 'GET', '/api/admin/messages', token);
      expect(response.statusCode).toBe(200);
      const answer = body<{
        items: { kind: string; email: string; mailed: boolean }[];
        total: number;
      }>(response);
      expect(answer.items.map((m) => m.kind)).toEqual(['early-access', 'support', 'contact']);
      expect(answer).toMatchObject({ success: true, total: 3, page: 1, pageSize: 20 });
      expect(answer.items[2]).toMatchObject({
        name: 'Lata Menon',
        company: 'Lata Band',
        mailed: true,
        subject: null,
      });
    }
    const page = body<{ items: { kind: string }[]; total: number }>(
      await call(h, 'GET', '/api/admin/messages?page=2&pageSize=2', admin),
    );
    expect(page).toMatchObject({ total: 3, items: [{ kind: 'contact' }] });
    const onlySupport = body<{ items: { kind: string }[]; total: number }>(
      await call(h, 'GET', '/api/admin/messages?kind=support', admin),
    );
    expect(onlySupport).toMatchObject({ total: 1, items: [{ kind: 'support' }] });
    expect((await call(h, 'GET', '/api/admin/messages?kind=spam', admin)).statusCode).toBe(400);
    expect((await call(h, 'GET', '/api/admin/messages?page=0', admin)).statusCode).toBe(400);
    // Text: any case, in the name, email, subject, company, phone or the words themselves.
    const byText = async (q: string) =>
      body<{ items: { kind: string }[]; total: number }>(
        await call(h, 'GET', `/api/admin/messages?q=${encodeURIComponent(q)}`, admin),
      );
    expect(await byText('LATA band')).toMatchObject({ total: 1, items: [{ kind: 'contact' }] });
    expect((await byText('100%')).total).toBe(0);
    expect((await byText('zzz-nothing')).total).toBe(0);
    expect(
      (await call(h, 'GET', `/api/admin/messages?q=${'x'.repeat(201)}`, admin)).statusCode,
    ).toBe(400);
  });
});
