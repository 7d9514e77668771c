import type { Clock } from '../clock.js';

export interface RefreshingOptions<T> {
  /** What `current()` gives until a read has returned a value. */
  initial: T;
  /** Reads the value (from the database); `undefined` keeps the value held. */
  read(): Promise<T | undefined>;
  /** How old (by `clock`) a read may be before `ensureFresh()` starts another. */
  ttlMs: number;
  clock: Clock;
  /** A read failed: the value held is kept. */
  onError(error: unknown): void;
  /**
   * Read at once (`firstRead()` until it settles) and again every `ttlMs` on a timer that does
   * not keep the process alive, so an instance without requests keeps current too. Otherwise
   * the first read is the first `ensureFresh()`'s.
   */
  readAtStart?: boolean;
}

export interface Refreshing<T> {
  /** The value last read: never waits. */
  current(): T;
  /**
   * Reads now and settles when the value is in (after a save on this instance). Always a read of
   * its own: one under way may have started before the save.
   */
  refresh(): Promise<void>;
  /**
   * Starts a read when the last one is `ttlMs` old or more and none is under way; never awaited,
   * and the read starts before this returns (its query is queued before the caller's).
   */
  ensureFresh(): void;
  /** The first read while it is under way (with `readAtStart`), else null. */
  firstRead(): Promise<void> | null;
  /** Stops the timer and waits for a first or background read under way (onClose). */
  close(): Promise<void>;
}

/**
 * A value read from the database and kept fresh per instance: one background read at a time,
 * no answer held up by it except the very first read's, a failed read logged and the old value
 * kept. Several instances each read again at most every `ttlMs`.
 */
export function createRefreshing<T>(options: RefreshingOptions<T>): Refreshing<T> {
  const { read, ttlMs, clock, onError } = options;
  let value = options.initial;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  let first: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const readNow = async () => {
    readAt = clock.now().getTime();
    try {
      const next = await read();
      if (next !== undefined) value = next;
    } catch (error) {
      onError(error);
    }
  };
  const readInBackground = () => {
    if (reading !== null) return;
    reading = readNow().finally(() => {
      reading = null;
    });
  };

  if (options.readAtStart === true) {
    first = readNow().finally(() => {
      first = null;
    });
    timer = setInterval(readInBackground, ttlMs);
    timer.unref();
  }

  return {
    current: () => value,
    refresh: readNow,
    ensureFresh: () => {
      if (clock.now().getTime() - readAt >= ttlMs) readInBackground();
    },
    firstRead: () => first,
    close: async () => {
      if (timer !== null) clearInterval(timer);
      await first;
      await reading;
    },
  };
}
