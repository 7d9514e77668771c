import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HttpMessages, lockedMessage } from '@studio/contracts';
import { useApi } from '../support/api.js';
import { createHarness, json, post, signIn, withCookie, type Harness } from '../support/harness.js';

// Answers at the edges: what Node refuses before Fastify, bodies far over the limit, requests
// during shutdown, a lock read by a request whose clock is a little behind, and the docs page.
const EMAIL = 'owner@studio.test';
const { h, tdb } = useApi({ users: [{ email: EMAIL }] });

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** A write the server refused (a broken pipe or a reset while the client was still sending). */
  writeError: string | null;
}

function parse(raw: string, writeError: string | null): RawAnswer {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: rest.join('\r\n\r\n'),
    writeError,
  };
}

/**
 * Sends `head` then `bodyBytes` bytes in 64 KiB writes (as chunks of a chunked body when
 * `chunked`); resolves with what came back once the server closes.
 */
function exchange(
  { server, port }: Listening,
  head: string,
  bodyBytes = 0,
  chunked = false,
): Promise<RawAnswer> {
  // Armed before the head is sent: the server has parsed it once it emits the request.
  const headRead = bodyBytes > 0 ? once(server, 'request') : Promise.resolve();
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let writeError: string | null = null;
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => (writeError ??= error.code ?? 'error'));
    socket.on('close', () => resolve(parse(received, writeError)));
    socket.on('connect', async () => {
      socket.write(head);
      // As a client on a slow link would: the server has read the head before the body arrives.
      if (bodyBytes > 0) await headRead;
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < bodyBytes && !socket.destroyed; sent += chunk.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent));
        const ok = chunked
          ? socket.write(`${piece.length.toString(16)}\r\n`) &&
            socket.write(piece) &&
            socket.write('\r\n')
          : socket.write(piece);
        if (!ok) await new Promise((next) => socket.once('drain', next).once('close', next));
      }
      if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
    });
  });
}

interface Listening {
  server: Server;
  port: number;
}

async function listening(harness: Harness): Promise<Listening> {
  await harness.app.listen({ host: '127.0.0.1', port: 0 });
  const address = harness.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return { server: harness.app.server, port: address.port };
}

/** The file's app on a real socket (closed with it), for the tests that leave it running. */
let shared: Promise<Listening> | undefined;
const sharedSocket = () => (shared ??= listening(h));

const post3MB = (path: string, size: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;

function expectAppHeaders(answer: { headers: Record<string, string> }) {
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe('answers over a real socket', () => {
  it('a 3 MB body to any route: the client sends it all and reads a clean 413', async () => {
    const socket = await sharedSocket();
    for (const path of [
      '/api/forgot-password',
      '/api/admin/reset-password',
      '/api/messages',
      '/api/super-admin/verify-credentials',
      '/api/admin/signup-requests',
    ]) {
      const size = 3 * 1024 * 1024;
      const answer = await exchange(socket, post3MB(path, size), size);
      expect({ path, status: answer.status, writeError: answer.writeError }).toEqual({
        path,
        status: 413,
        writeError: null,
      });
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: HttpMessages.bodyTooLarge,
      });
      expectAppHeaders(answer);
    }
  });

  it('a body declared over 8 MB is answered 413 at once, without waiting for it', async () => {
    const answer = await exchange(await sharedSocket(), post3MB('/api/messages', 20 * 1024 * 1024));
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: HttpMessages.bodyTooLarge,
    });
  });

  it('headers too large (431) and Content-Length with Transfer-Encoding (400) get the one error shape and the usual headers', async () => {
    const socket = await sharedSocket();
    const big = await exchange(
      socket,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({
      success: false,
      message: HttpMessages.headersTooLarge,
    });
    expectAppHeaders(big);
    const smuggled = await exchange(
      socket,
      'POST /api/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(smuggled.status).toBe(400);
    expect(JSON.parse(smuggled.body)).toEqual({
      success: false,
      message: HttpMessages.badRequest,
    });
    expectAppHeaders(smuggled);
  });

  it('on close, a request on an idle keep-alive connection gets 503 with Connection: close', async () => {
    const own = await createHarness({ database: tdb.database });
    const { port } = await listening(own);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    socket.write(request);
    for (let i = 0; i < 2000 && !received.includes('"database"'); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    received = '';
    const closing = own.close();
    for (let i = 0; i < 2000 && own.app.server.listening; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    socket.write(request);
    await ended;
    await closing;
    const answer = parse(received, null);
    expect(answer.status).toBe(503);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: HttpMessages.unavailable });
    expectAppHeaders(answer);
  });
});

describe('the lock message', () => {
  it('never says more minutes than the lock lasts, even read by a request whose clock is behind', async () => {
    for (let i = 0; i < 5; i += 1)
      await post(h, '/api/super-admin/verify-credentials', {
        email: EMAIL,
        password: 'wrong-pass-9',
      });
    h.clock.advance(-30_000);
    const locked = await post(h, '/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: 'wrong-pass-9',
    });
    expect(locked.statusCode).toBe(423);
    expect(json(locked)).toEqual({ success: false, message: lockedMessage(15) });
    expect(locked.headers['retry-after']).toBe('900');
  });
});

describe('requestData', () => {
  /** `requestData` as JSON text (a value nested 20,000 deep cannot be stringified here). */
  const act = async (token: string, requestData: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/super-admin/approve-signup',
      headers: { ...withCookie(h, token), 'content-type': 'application/json' },
      payload: `{"requestId":"00000000-0000-4000-8000-000000000000","requestData":${requestData}}`,
    });
  const refusedWith = (message: string) => ({
    success: false,
    message: HttpMessages.invalidRequest,
    errors: [{ field: 'requestData', message }],
  });

  it('is still accepted as the dashboard sends it (then the request is looked up as usual)', async () => {
    const token = await signIn(h, EMAIL);
    const row = { id: 'x', name: 'Meera Iyer', status: 'pending', notes: null };
    const answer = await act(token, JSON.stringify(row));
    expect(answer.statusCode).toBe(404);
  });

  it('refuses NUL, lone surrogates (in values and keys), nesting past 8 levels and more than 16 KiB', async () => {
    const deep = `${'['.repeat(20_000)}"leaf"${']'.repeat(20_000)}`;
    const eight = `${'['.repeat(8)}"leaf"${']'.repeat(8)}`;
    const cases: [string, string | null][] = [
      ['{"name":"a\\u0000b"}', 'Must not contain NUL characters or unpaired surrogates'],
      ['{"name":"a\\ud800b"}', 'Must not contain NUL characters or unpaired surrogates'],
      ['{"k\\udc00":1}', 'Must not contain NUL characters or unpaired surrogates'],
      [deep, 'Must not nest more than 8 levels deep'],
      [JSON.stringify({ notes: 'x'.repeat(17 * 1024) }), 'Must be at most 16 KiB of JSON'],
      [eight, null],
      [JSON.stringify({ name: 'Ünïcødé 🎵' }), null],
    ];
    const token = await signIn(h, EMAIL);
    for (const [value, message] of cases) {
      const answer = await act(token, value);
      if (message === null) expect(answer.statusCode).toBe(404);
      else expect(json(answer)).toEqual(refusedWith(message));
    }
  });
});

describe('GET /api/docs (development only)', () => {
  it('keeps the app’s policy and headers and is never cached, its static files included', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    const script = await h.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(
      h.app.securityHeaders['content-security-policy'],
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(script.statusCode).toBe(200);
    for (const answer of [page, script]) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('the log', () => {
  it('keeps a database error’s SQLSTATE and never a code typed in a body', async () => {
    await post(h, '/api/super-admin/verify-otp', { email: EMAIL, otp: '424242' });
    h.app.log.error(
      {
        err: Object.assign(new Error('boom'), {
          code: '23505',
          cause: Object.assign(new Error('inner'), { code: '57P01' }),
        }),
      },
      'probe',
    );
    h.app.log.info({ body: { otp: '135791', code: '246802' }, mail: { code: '975310' } }, 'probe');
    const logs = h.logs();
    expect(logs).toContain('"code":"23505"');
    expect(logs).toContain('"code":"57P01"');
    for (const secret of ['424242', '135791', '246802', '975310'])
      expect(logs).not.toContain(secret);
  });
});
