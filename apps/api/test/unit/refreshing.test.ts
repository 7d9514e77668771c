import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { createRefreshing } from '../../src/domain/refreshing.js';

const TTL = 5_000;

/** A promise and the functions that settle it, for reads the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A read whose every call waits until the test answers it. */
function heldReads<T>() {
  const calls: ReturnType<typeof deferred<T | undefined>>[] = [];
  return {
    calls,
    read: () => {
      const call = deferred<T | undefined>();
      calls.push(call);
      return call.promise;
    },
  };
}

/** Whether a promise has settled yet (after letting pending callbacks run). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

/** The value under test over held reads, a manual clock and a list of the errors reported. */
function setup(options: { readAtStart?: boolean } = {}) {
  const reads = heldReads<string>();
  const clock = new ManualClock();
  const errors: unknown[] = [];
  const value = createRefreshing({
    initial: 'default',
    read: reads.read,
    ttlMs: TTL,
    clock,
    onError: (error) => errors.push(error),
    ...options,
  });
  return { reads, clock, errors, value };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createRefreshing', () => {
  it('read at start: holds the initial value until the first read is in, which firstRead awaits', async () => {
    const { reads, value } = setup({ readAtStart: true });
    expect(reads.calls).toHaveLength(1);
    const first = value.firstRead();
    expect(first).not.toBeNull();
    expect(value.current()).toBe('default');

    reads.calls[0]!.resolve('stored');
    await first;
    expect(value.current()).toBe('stored');
    expect(value.firstRead()).toBeNull();
    await value.close();
  });

  it('without read at start: nothing is read until the first ensureFresh, which starts the read before it returns', async () => {
    const { reads, value } = setup();
    expect(reads.calls).toHaveLength(0);
    expect(value.firstRead()).toBeNull();

    value.ensureFresh();
    expect(reads.calls).toHaveLength(1);
    expect(value.current()).toBe('default');
    reads.calls[0]!.resolve('stored');
    await expect.poll(() => value.current()).toBe('stored');
    await value.close();
  });

  it('reads again only once the injected clock says the last read is as old as the TTL', async () => {
    const { reads, clock, value } = setup();
    value.ensureFresh();
    reads.calls[0]!.resolve('one');
    await expect.poll(() => value.current()).toBe('one');

    clock.advance(TTL - 1);
    value.ensureFresh();
    expect(reads.calls).toHaveLength(1);

    clock.advance(1);
    value.ensureFresh();
    expect(reads.calls).toHaveLength(2);
    reads.calls[1]!.resolve('two');
    await expect.poll(() => value.current()).toBe('two');
    await value.close();
  });

  it('runs one background read at a time, however stale the value is meanwhile', async () => {
    const { reads, clock, value } = setup();
    value.ensureFresh();
    clock.advance(3 * TTL);
    value.ensureFresh();
    value.ensureFresh();
    expect(reads.calls).toHaveLength(1);

    reads.calls[0]!.resolve('one');
    await expect.poll(() => value.current()).toBe('one');
    value.ensureFresh();
    expect(reads.calls).toHaveLength(2);
    reads.calls[1]!.resolve('two');
    await value.close();
    expect(value.current()).toBe('two');
  });

  it('keeps the value held when a read fails (and reports the error) or finds nothing', async () => {
    const { reads, clock, errors, value } = setup({ readAtStart: true });
    reads.calls[0]!.resolve('stored');
    await value.firstRead();

    clock.advance(TTL);
    value.ensureFresh();
    const failure = new Error('the database is not answering');
    reads.calls[1]!.reject(failure);
    await expect.poll(() => errors).toEqual([failure]);
    expect(value.current()).toBe('stored');

    const afterSave = value.refresh();
    reads.calls[2]!.resolve(undefined);
    await afterSave;
    expect(value.current()).toBe('stored');
    await value.close();
  });

  it('refresh reads at once, even when the value is fresh or a background read is under way', async () => {
    const { reads, value } = setup();
    value.ensureFresh();
    expect(reads.calls).toHaveLength(1);

    const afterSave = value.refresh();
    expect(reads.calls).toHaveLength(2);
    expect(await settled(afterSave)).toBe(false);
    reads.calls[1]!.resolve('saved');
    await afterSave;
    expect(value.current()).toBe('saved');

    reads.calls[0]!.resolve('saved');
    await value.close();
  });

  it('close waits for a background read under way', async () => {
    const { reads, value } = setup();
    value.ensureFresh();
    const closed = value.close();
    expect(await settled(closed)).toBe(false);

    reads.calls[0]!.resolve('stored');
    await closed;
    expect(value.current()).toBe('stored');
  });

  it('close waits for the first read under way', async () => {
    const { reads, value } = setup({ readAtStart: true });
    const closed = value.close();
    expect(await settled(closed)).toBe(false);

    reads.calls[0]!.resolve('stored');
    await closed;
    expect(value.current()).toBe('stored');
  });

  it('read at start: reads again every TTL on a timer without requests, until closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { reads, value } = setup({ readAtStart: true });
    reads.calls[0]!.resolve('one');
    await value.firstRead();

    vi.advanceTimersByTime(TTL);
    expect(reads.calls).toHaveLength(2);
    // Still under way: the next tick starts no second read.
    vi.advanceTimersByTime(TTL);
    expect(reads.calls).toHaveLength(2);
    reads.calls[1]!.resolve('two');
    await expect.poll(() => value.current()).toBe('two');

    await value.close();
    vi.advanceTimersByTime(3 * TTL);
    expect(reads.calls).toHaveLength(2);
  });
});
