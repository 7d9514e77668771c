/**
 * The little of POSIX tar (ustar) a backup needs: regular files with names up to 100 bytes,
 * written and read as streams (one entry's bytes at a time, never the whole archive).
 */
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100) throw new Error(`tar entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(header, 0);
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return header;
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes tar entries to `out`, honouring its back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  async entry(name: string, size: number, body: AsyncIterable<Buffer | Uint8Array> | Buffer) {
    await write(this.out, tarHeader(name, size, new Date()));
    let written = 0;
    const chunks = Buffer.isBuffer(body) ? [body] : body;
    for await (const chunk of chunks) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      written += buffer.length;
      if (written > size) throw new Error(`tar entry ${name} is longer than its ${size} bytes`);
      await write(this.out, buffer);
    }
    if (written !== size) throw new Error(`tar entry ${name}: ${written} of ${size} bytes`);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad > 0) await write(this.out, Buffer.alloc(pad, 0));
  }

  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2, 0));
  }
}

export class TarFormatError extends Error {}

export interface TarEntrySink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  const stored = parseInt(block.toString('ascii', 148, 156).replace(/[\0 ]+/g, ''), 8);
  if (stored !== sum) throw new TarFormatError('not a tar archive (header checksum)');
  const field = (start: number, end: number) => {
    const raw = block.subarray(start, end);
    const stop = raw.indexOf(0);
    return raw.subarray(0, stop === -1 ? raw.length : stop).toString('utf8');
  };
  const prefix = field(345, 500);
  const name = (prefix ? `${prefix}/` : '') + field(0, 100);
  const size = parseInt(field(124, 136).trim() || '0', 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('bad tar entry size');
  return { name, size, type: field(156, 157) || '0' };
}

/**
 * Reads a tar stream entry by entry: `onEntry` answers where the entry's bytes go (null: skip).
 * Only regular files are handed on; anything else is refused.
 */
export async function readTar(
  input: Readable,
  onEntry: (name: string, size: number) => Promise<TarEntrySink | null> | TarEntrySink | null,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let entry: { sink: TarEntrySink | null; left: number; pad: number } | null = null;
  let ended = false;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (ended) break;
      if (entry) {
        if (entry.left > 0) {
          if (pending.length === 0) break;
          const take = Math.min(entry.left, pending.length);
          if (entry.sink) await entry.sink.write(pending.subarray(0, take));
          pending = pending.subarray(take);
          entry.left -= take;
          if (entry.left > 0) break;
        }
        if (pending.length < entry.pad) break;
        pending = pending.subarray(entry.pad);
        if (entry.sink) await entry.sink.end();
        entry = null;
        continue;
      }
      if (pending.length < BLOCK) break;
      const header = parseHeader(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (header === null) {
        ended = true;
        break;
      }
      if (header.type !== '0') throw new TarFormatError(`unexpected tar entry ${header.name}`);
      const sink = await onEntry(header.name, header.size);
      entry = { sink, left: header.size, pad: (BLOCK - (header.size % BLOCK)) % BLOCK };
    }
  }
  if (!ended) throw new TarFormatError('the archive ends early');
}
