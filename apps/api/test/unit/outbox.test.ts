import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { outboxMailer } from '../../src/mail/mailer.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const quiet = { info: () => {} };

describe('the outbox', () => {
  it('never shows a reader polling the folder half a mail', async () => {
    const mailer = outboxMailer(dir, new ManualClock(), quiet);
    await mailer.send({ to: 'a@b.test', subject: 'first', text: 'x', html: 'x' });
    // Whenever a mail's name appears, read it at once, as a person or a script watching would.
    const reads: Promise<string>[] = [];
    const seen = new Set<string>();
    const watcher = watch(dir, (_event, name) => {
      if (!name?.endsWith('.json')) return;
      seen.add(name);
      reads.push(readFile(join(dir, name), 'utf8').catch(() => '{}'));
    });
    const big = 'x'.repeat(4 * 1024 * 1024);
    for (let i = 0; i < 5; i += 1)
      await mailer.send({ to: 'a@b.test', subject: `mail ${i}`, text: big, html: big });
    // The watcher is told of each new mail after its write: wait until it has seen all five
    // (however busy the machine), rather than for a fixed time.
    await expect.poll(() => seen.size, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    watcher.close();
    for (const text of await Promise.all(reads))
      expect(() => JSON.parse(text) as unknown).not.toThrow();
    const files = await readdir(dir);
    expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(6);
    expect(files.filter((name) => !name.endsWith('.json'))).toEqual([]);
  });

  it('keeps a reply-to address when the mail has one', async () => {
    const mailer = outboxMailer(dir, new ManualClock(), quiet);
    await mailer.send({
      to: 'studio@b.test',
      replyTo: 'v@b.test',
      subject: 's',
      text: 't',
      html: 'h',
    });
    const [file] = await readdir(dir);
    expect(JSON.parse(await readFile(join(dir, file!), 'utf8'))).toMatchObject({
      to: 'studio@b.test',
      replyTo: 'v@b.test',
    });
  });
});
