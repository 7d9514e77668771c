import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

const script = fileURLToPath(new URL('../support/async-logger.ts', import.meta.url));

const start = (how: string) =>
  spawn(process.execPath, ['--import', 'tsx', script, how], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });

const jsonLines = (out: string) =>
  out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the asynchronous log', () => {
  it.each(['exception', 'rejection'])(
    'an uncaught %s loses no buffered line and writes the crash as a fatal line',
    async (how) => {
      const child = start(how);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      const [code] = (await once(child, 'close')) as [number | null];
      expect(code).not.toBe(0);
      const lines = jsonLines(out);
      expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(200);
      // The crash is written at once, with what is still buffered after it; a chunk whose
      // asynchronous write had already started when the process crashed may land after it (the
      // crash handler cannot wait for it), so the fatal line is not always the last one.
      expect(lines.filter((line) => line.level === 60)).toEqual([
        expect.objectContaining({
          msg: 'crashed',
          err: expect.objectContaining({ message: 'the crash' }),
        }),
      ]);
    },
  );

  it('writes a quiet process’s line without waiting for more lines to fill its buffer', async () => {
    const child = start('quiet');
    // Ended however the test ends, a time-out included.
    onTestFinished(() => void child.kill());
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    expect(jsonLines(chunk.toString('utf8'))).toEqual([
      expect.objectContaining({ msg: 'listening' }),
    ]);
  });
});
