import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
} from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Loose = (...args: unknown[]) => void;

/**
 * `request.log` without a pino child per request: a pino child (its bindings serialized through
 * the redaction rules) costs a measurable share of a small answer, and most requests never log
 * at an enabled level. The child, carrying the request id, is made on the first line that is
 * actually written, so every line a request logs still names it.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings) as unknown as FastifyBaseLogger;
    return this.made;
  }

  private write(method: Method, args: unknown[]): void {
    if (this.made === undefined && !this.parent.isLevelEnabled(method)) return;
    const real = this.real();
    (real[method] as Loose).apply(real, args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** What a pino logger writes to and the bindings (`,"pid":…,"hostname":…`) every line carries. */
interface PinoInternals {
  stream: DestinationStream;
  bindings: string;
}

function pinoInternals(logger: FastifyBaseLogger): PinoInternals | null {
  const internals = logger as unknown as Record<symbol, unknown> & Partial<Logger>;
  if (typeof internals.isLevelEnabled !== 'function') return null;
  const stream = internals[pino.symbols.streamSym] as DestinationStream | undefined;
  const bindings = internals[pino.symbols.chindingsSym];
  if (typeof stream?.write !== 'function' || typeof bindings !== 'string') return null;
  return { stream, bindings };
}

/** A character JSON.stringify would escape: a quote, a backslash, a control, a surrogate. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** `JSON.stringify(text)`, without its call for the usual text that needs no escaping. */
function quoted(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/**
 * The `request completed` line, byte for byte what pino wrote through Fastify's req and res
 * serializers, built as one string: the logger's object walk, serializers and string escaping
 * cost several µs a line, a large share of a small answer's whole cost.
 */
export function accessLine(
  bindings: string,
  time: number,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const version = request.headers['accept-version'];
  const port = request.socket?.remotePort;
  return (
    `{"level":30,"time":${time}${bindings},"reqId":${quoted(request.id)}` +
    `,"req":{"method":${quoted(request.method)},"url":${quoted(request.url)}` +
    (version === undefined
      ? ''
      : `,"version":${typeof version === 'string' ? quoted(version) : JSON.stringify(version)}`) +
    `,"host":${quoted(request.host)},"remoteAddress":${quoted(request.ip)}` +
    (port === undefined ? '' : `,"remotePort":${port}`) +
    `},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime}` +
    `,"msg":"request completed"}\n`
  );
}

/**
 * One line per request, when its answer has left: `request completed` (or `request errored`)
 * with the request id, method, URL, client address, status and response time. Fastify's default
 * writes an `incoming request` line as well, two lines per request for the same facts.
 *
 * The completed line is written straight to the logger's destination, without the redaction
 * pass: its fields are fixed (no header but Host and Accept-Version, no body), so there is
 * nothing for the redaction paths to find. Any other line, the errored one included (its `err`
 * may quote anything), goes through the logger and stays redacted.
 */
class OneLinePerRequest extends LogController {
  private accessLog: PinoInternals | null | undefined;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    const log = request.server.log;
    this.accessLog ??= pinoInternals(log);
    if (this.accessLog === null)
      log.info(
        { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    else if ((log as unknown as Logger).isLevelEnabled('info'))
      this.accessLog.stream.write(accessLine(this.accessLog.bindings, Date.now(), request, reply));
  }
}

/** The Fastify options of the per-request log: one line per request, no eager child logger. */
export function requestLogOptions(): Pick<
  FastifyServerOptions,
  'logController' | 'childLoggerFactory'
> {
  return {
    logController: new OneLinePerRequest(),
    childLoggerFactory(logger, bindings, options) {
      const pino = logger as FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>;
      // A route-level level or serializers (none here today) need the real child at once.
      if (options.level || options.serializers || typeof pino.isLevelEnabled !== 'function')
        return logger.child(bindings, options);
      return new LazyRequestLogger(
        logger as unknown as Logger,
        bindings,
      ) as unknown as FastifyBaseLogger;
    },
  };
}
