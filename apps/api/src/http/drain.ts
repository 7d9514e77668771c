import type { IncomingMessage } from 'node:http';

/** An oversized body up to this size is read and thrown away so its sender can read the 413. */
export const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Reads and discards what is left of a refused body, so that the answer written afterwards
 * reaches a client that is still sending (closing the socket mid-upload gives it a broken pipe
 * instead of the 413). A body declared or found larger than DRAIN_LIMIT is not waited for: the
 * connection is closed with the answer at once.
 */
export function drainBody(raw: IncomingMessage, limit = DRAIN_LIMIT): Promise<void> {
  const declared = Number(raw.headers['content-length']);
  if (raw.readableEnded || raw.destroyed || (Number.isFinite(declared) && declared > limit))
    return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      raw.off('data', count);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done();
    };
    raw.on('data', count);
    raw.on('end', done);
    raw.on('close', done);
    raw.on('error', done);
    raw.resume();
  });
}
