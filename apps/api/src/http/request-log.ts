import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

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

/**
 * One line per request, when its answer has left: `request completed` (or `request errored`)
 * with the request id, method, URL, client address, status and response time. Fastify's default
 * writes an `incoming request` line as well, two lines per request for the same facts.
 *
 * The completed line goes through a child of the server's logger without redaction: its fields
 * are fixed by the req and res serializers (no header, no body), so there is nothing for the
 * redaction paths to find, and their wildcards cost more than the rest of the line. Any other
 * line, the errored one included (its `err` may quote anything), stays redacted.
 */
class OneLinePerRequest extends LogController {
  private accessLog: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else {
      this.accessLog ??= request.server.log.child({}, { redact: [] });
      this.accessLog.info(
        { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
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
