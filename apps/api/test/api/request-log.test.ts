import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';
import { STRONG_PASSWORD, lastCodeTo, signIn } from '../support/harness.js';

const EMAIL = 'owner@studio.test';
const { h } = useApi({ users: [{ email: EMAIL }] });

describe('the request log', () => {
  it('writes one line per request when it is answered, with the id sent back as x-request-id', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/nothing-here?probe=1' });
    const id = String(response.headers['x-request-id']);
    const lines = h
      .logs()
      .split('\n')
      .filter((line) => line.includes(id))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: id,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/nothing-here?probe=1' },
      res: { statusCode: 404 },
      responseTime: expect.any(Number),
    });
  });

  it("a route's own line carries the request id too", async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    const id = String(response.headers['x-request-id']);
    const lines = h
      .logs()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${id}"`))
      .map((line) => JSON.parse(line) as { msg: string });
    // The refusal's own line, then the request's.
    expect(lines).toHaveLength(2);
    expect(lines.at(-1)?.msg).toBe('request completed');
  });

  it('logs hold no password, code, token or cookie', async () => {
    const token = await signIn(h, EMAIL);
    await h.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    const code = await lastCodeTo(h, EMAIL);
    const logs = h.logs();
    expect(logs).toContain('mail written to outbox');
    for (const secret of [STRONG_PASSWORD, token, code, token.split('.')[2] ?? 'x'])
      expect(logs).not.toContain(secret);
  });
});
