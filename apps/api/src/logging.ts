import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config.js';

/**
 * Pino redaction: no password, code, token or cookie ever reaches a log line. The sign-in and
 * reset codes are redacted by their exact paths (request bodies' `otp` and `code`, a mail
 * record's `code`), not by `*.code`: that would also blank `err.code`, the SQLSTATE or Node
 * error code that says what failed.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  'body.otp',
  'req.body.otp',
  'request.body.otp',
  'body.code',
  'req.body.code',
  'request.body.code',
  'mail.code',
  'mail.text',
  'mail.html',
];

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  /** SQLSTATE of a database error, or a Node/Fastify error code. */
  code?: string;
  statusCode?: number;
  /** Which statement failed ("insert into audit_log"), never its bound values. */
  query?: string;
  cause?: SerializedError;
}

const MAX_CAUSES = 5;

/**
 * drizzle's failed-query error carries `params` (every bound value: password hashes, emails,
 * free text) and repeats them in its message and stack. The log keeps only what identifies the
 * failure: the error type, the SQLSTATE, the statement's verb and table, and the driver's own
 * message (which names the problem, not the row). pg's `detail` is dropped too: for a unique
 * violation it quotes the conflicting value.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const record = error as Error & Record<string, unknown>;
  const query = typeof record.query === 'string' ? queryLabel(record.query) : undefined;
  const message = query !== undefined ? `Failed query: ${query}` : error.message;
  const serialized: SerializedError = { type: error.name || error.constructor.name, message };
  if (typeof error.stack === 'string')
    serialized.stack = stackFrames(error.stack, message, serialized.type);
  if (typeof record.code === 'string') serialized.code = record.code;
  if (typeof record.statusCode === 'number') serialized.statusCode = record.statusCode;
  if (query !== undefined) serialized.query = query;
  if (record.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(record.cause, depth + 1);
  return serialized;
}

/** "insert into "audit_log" (…) values ($1, …)" → "insert into audit_log". */
export function queryLabel(sqlText: string): string {
  const text = sqlText.replace(/\s+/g, ' ').trim();
  const match =
    /^(select|insert into|update|delete from|with|truncate|create|alter|drop|lock)\b/i.exec(text);
  const verb = match?.[1]?.toLowerCase() ?? text.split(' ')[0]?.toLowerCase() ?? 'query';
  const table =
    /\b(?:from|into|update|table)\s+"?([A-Za-z_][\w]*)"?/i.exec(text)?.[1] ??
    /^(?:update)\s+"?([A-Za-z_][\w]*)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames under the (sanitized) message: the original first lines held the values. */
function stackFrames(stack: string, message: string, type: string): string {
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return `${type}: ${message}${frames ? `\n${frames}` : ''}`;
}

export interface AsyncLog {
  stream: DestinationStream;
  /** Writes what is still buffered; call before the process exits. */
  flush(): void;
}

/** A quiet server's last lines wait at most this long for more to fill the buffer. */
const FLUSH_EVERY_MS = 250;

/** Lines are handed to the writer in chunks of about this many characters. */
const CHUNK_CHARS = 16 * 1024;

/**
 * stdout through sonic-boom without blocking the event loop. Lines are gathered here into
 * chunks of about 16 kB before sonic-boom sees them: it measures its whole pending buffer again
 * on every write it is given (a UTF-8 length of up to 16 kB per line) and starts a write
 * whenever none is under way, and under load that per-line work cost more than building the
 * line. Whatever is gathered is written every 250 ms, so a quiet server's lines still show
 * promptly.
 */
export function asyncStdout(): AsyncLog {
  const destination = pino.destination({ dest: 1, sync: false });
  let gathered = '';
  const pass = () => {
    if (gathered === '') return;
    const chunk = gathered;
    gathered = '';
    destination.write(chunk);
  };
  let synchronous: ReturnType<typeof pino.destination> | undefined;
  const flush = () => {
    try {
      destination.flushSync();
      // What is gathered is written synchronously too: handed to the asynchronous destination
      // it could start a write the exiting process does not wait for.
      if (gathered !== '') {
        const chunk = gathered;
        gathered = '';
        synchronous ??= pino.destination({ dest: 1, sync: true });
        synchronous.write(chunk);
      }
    } catch {
      // not ready yet or already closed: nothing buffered that could still be written
    }
  };
  setInterval(() => {
    try {
      pass();
      // Asynchronous, unlike flush() above: it never holds up the requests being answered.
      destination.flush();
    } catch {
      // closed: nothing left to write
    }
  }, FLUSH_EVERY_MS).unref();
  const stream: DestinationStream = {
    write(line: string) {
      gathered += line;
      if (gathered.length >= CHUNK_CHARS) pass();
    },
  };
  return { stream, flush };
}

/**
 * Writes the buffered lines when the process ends, on every path: an orderly exit emits 'exit',
 * but a crash (an uncaught exception or an unhandled rejection) does not, so the crash is logged
 * as a `fatal` line and the buffer flushed before Node prints it and exits. A chunk whose
 * asynchronous write was already under way is still written, but may land after the crash line:
 * the handler runs on the blocked event loop and cannot wait for that write to finish.
 */
export function flushOnExit(
  log: AsyncLog,
  logger: () => Pick<FastifyBaseLogger, 'fatal'> | null,
): void {
  process.on('exit', () => log.flush());
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    logger()?.fatal({ err: error, origin }, 'crashed');
    log.flush();
  });
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** What every line carries and a terminal reader does not need. */
const ROUTINE_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

/**
 * One JSON log line as a person at a terminal reads it: a request's line becomes
 * `GET /about 200 3 ms`; any other line its level, message and remaining fields, then an error's
 * stack. Anything that is not a JSON object passes through unchanged.
 */
export function terminalLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  if (typeof entry !== 'object' || entry === null) return json;
  const err = entry.err as SerializedError | undefined;
  const errorText = err ? `\n${err.stack ?? `${err.type}: ${err.message}`}` : '';
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  if (req?.method && typeof entry.responseTime === 'number')
    return `${req.method} ${req.url ?? ''} ${res?.statusCode ?? '-'} ${Math.round(entry.responseTime)} ms${errorText}\n`;
  const level = LEVEL_NAMES[Number(entry.level)] ?? 'INFO';
  const fields = Object.fromEntries(
    Object.entries(entry).filter(([key]) => !ROUTINE_FIELDS.has(key)),
  );
  const extra = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  return `${level} ${String(entry.msg ?? '')}${extra}${errorText}\n`;
}

/** stdout as `asyncStdout`, each line reworded by `terminalLine`: for a TTY. */
export function terminalStdout(): AsyncLog {
  const { stream, flush } = asyncStdout();
  return { stream: { write: (line: string) => stream.write(terminalLine(line)) }, flush };
}

/** The logger options server.ts and the tests share; only the destination differs. */
export function loggerOptions(
  config: Config,
  stream: DestinationStream,
): LoggerOptions & {
  stream: DestinationStream;
} {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    stream,
  };
}
