import { describe, expect, it } from 'vitest';
import { terminalLine } from '../../src/logging.js';

const base = { level: 30, time: Date.UTC(2026, 11, 2, 9, 30, 5), pid: 7, hostname: 'h' };

describe('the log as a terminal shows it', () => {
  it('gives a request one short line: method, path, status and milliseconds', () => {
    const json = JSON.stringify({
      ...base,
      reqId: 'req-1',
      req: { method: 'GET', url: '/about', host: 'localhost:3001', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.42,
      msg: 'request completed',
    });
    expect(terminalLine(`${json}\n`)).toBe('GET /about 200 3 ms\n');
  });

  it('gives another line its level, message and fields, and an error its message', () => {
    const json = JSON.stringify({
      ...base,
      level: 50,
      msg: 'error while closing',
      signal: 'SIGTERM',
      err: { type: 'Error', message: 'disk full', stack: 'Error: disk full\n    at x (y.js:1:1)' },
    });
    expect(terminalLine(`${json}\n`)).toBe(
      'ERROR error while closing {"signal":"SIGTERM"}\nError: disk full\n    at x (y.js:1:1)\n',
    );
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(terminalLine('plain text\n')).toBe('plain text\n');
  });
});
