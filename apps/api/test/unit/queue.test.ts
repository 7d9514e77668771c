import { describe, expect, it } from 'vitest';
import { serialQueue } from '../../src/domain/queue.js';

/** A promise and the functions that settle it, for tasks the test finishes by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('serialQueue', () => {
  it('starts a task only when the one before it has settled, failed or not', async () => {
    const enqueue = serialQueue();
    const started: string[] = [];
    const first = deferred();
    const second = deferred();
    const one = enqueue(async () => {
      started.push('one');
      await first.promise;
      return 1;
    });
    const two = enqueue(async () => {
      started.push('two');
      await second.promise;
      return 2;
    });
    const three = enqueue(async () => {
      started.push('three');
      return 3;
    });
    await Promise.resolve();
    expect(started).toEqual(['one']);

    first.reject(new Error('damaged'));
    await expect(one).rejects.toThrow('damaged');
    await expect.poll(() => started).toEqual(['one', 'two']);

    second.resolve();
    expect(await two).toBe(2);
    expect(await three).toBe(3);
    expect(started).toEqual(['one', 'two', 'three']);
  });
});
