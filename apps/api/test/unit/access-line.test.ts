import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requestLogOptions } from '../../src/http/request-log.js';
import { loggerOptions } from '../../src/logging.js';
import type { Config } from '../../src/config.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server with the API's logger and request log, and each line the logger wrote. */
function serverLogging(level: string) {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const server = Fastify({
    logger: loggerOptions({ logLevel: level } as Config, stream),
    ...requestLogOptions(),
  });
  server.get('/*', async () => ({ ok: true }));
  // What the logger itself writes for the same request (Fastify's req and res serializers),
  // for comparison; the access line is written after the onResponse hooks.
  server.addHook('onResponse', async (request, reply) => {
    server.log.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'logged by pino',
    );
  });
  app = server;
  return { server, lines };
}

const sameButTimes = (line: string) =>
  line.replace(/"time":\d+/, '"time":0').replace(/"responseTime":[\d.e+-]+/, '"responseTime":0');

describe('the access line', () => {
  it.each([
    ['a plain request', '/api/health', {}],
    ['a query with quotes and backslashes', '/search?q=%22a%5C&x="b\\', {}],
    [
      'non-ASCII and control characters',
      '/caf\u00e9?t=\u0001&e=\u{1f600}',
      { host: 'h"st\\\u0002' },
    ],
    ['an Accept-Version header', '/api/health', { 'accept-version': '1."x' }],
  ])('is the line the logger writes, field for field: %s', async (_name, url, headers) => {
    const { server, lines } = serverLogging('info');
    await server.inject({ method: 'GET', url, headers });
    const [reference, access] = lines;
    expect(lines).toHaveLength(2);
    expect(JSON.parse(reference!)).toMatchObject({ msg: 'logged by pino' });
    expect(sameButTimes(access!)).toBe(
      sameButTimes(reference!).replace('"logged by pino"', '"request completed"'),
    );
    expect(JSON.parse(access!)).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: 'GET' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('is not written above info', async () => {
    const { server, lines } = serverLogging('warn');
    await server.inject({ method: 'GET', url: '/api/health' });
    expect(lines).toEqual([]);
  });
});
