import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../support/crashing-logger.ts', import.meta.url));

/** Runs the crashing logger in its own process; answers its exit code and stdout's JSON lines. */
function run(how: string): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, how], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        lines: out
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      }),
    );
  });
}

describe('the asynchronous log on a crash', () => {
  it.each(['exception', 'rejection'])(
    'an uncaught %s writes every buffered line, then the crash as a fatal line',
    async (how) => {
      const { code, lines } = await run(how);
      expect(code).not.toBe(0);
      expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(200);
      expect(lines.at(-1)).toMatchObject({
        level: 60,
        msg: 'crashed',
        err: { message: 'the crash' },
      });
    },
  );
});
