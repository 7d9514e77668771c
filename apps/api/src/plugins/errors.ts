import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import {
  AuthMessages,
  HttpMessages,
  PatternMessages,
  ValidationMessages,
  type FieldError,
} from '@studio/contracts';
import { drainBody } from '../http/drain.js';
import { HttpError } from '../http/errors.js';
import { isDatabaseUnavailable, sqlStateOf } from '../domain/db-errors.js';

/**
 * Text the database refuses whatever the column: U+0000 (22021) and, in jsonb, escapes it cannot
 * store (22P05). Input validation should stop them first; if a field slips through, the client
 * still gets a 400 rather than a 500.
 */
const BAD_TEXT_STATES = new Set(['22021', '22P05']);
/** How long a client should wait before retrying while the database is unreachable. */
const UNAVAILABLE_RETRY_SECONDS = '5';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(issue: ValidationIssue): string {
  const params = issue.params ?? {};
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const extra =
    typeof params.missingProperty === 'string'
      ? params.missingProperty
      : typeof params.additionalProperty === 'string'
        ? params.additionalProperty
        : '';
  return [path, extra].filter(Boolean).join('.') || 'body';
}

function messageOf(issue: ValidationIssue): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'required':
      return ValidationMessages.required;
    case 'additionalProperties':
      return ValidationMessages.unknown;
    case 'format':
      return params.format === 'email'
        ? ValidationMessages.email
        : ValidationMessages.format(String(params.format));
    case 'pattern':
      return PatternMessages[String(params.pattern)] ?? ValidationMessages.invalidFormat;
    case 'minLength':
      // Empty where at least one character is needed: the field is missing, like any other.
      if (Number(params.limit) === 1) return ValidationMessages.required;
      return ValidationMessages.minLength(Number(params.limit));
    case 'maxLength':
      return ValidationMessages.maxLength(Number(params.limit));
    case 'type':
      return ValidationMessages.type(String(params.type));
    case 'minimum':
      return ValidationMessages.minimum(Number(params.limit));
    case 'maximum':
      return ValidationMessages.maximum(Number(params.limit));
    default:
      return ValidationMessages.invalid;
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: HttpMessages.badRequest,
  401: AuthMessages.signInRequired,
  403: HttpMessages.forbidden,
  404: HttpMessages.notFound,
  405: HttpMessages.methodNotAllowed,
  406: HttpMessages.notAcceptable,
  408: HttpMessages.requestTimeout,
  411: HttpMessages.lengthRequired,
  413: HttpMessages.bodyTooLarge,
  414: HttpMessages.uriTooLong,
  415: HttpMessages.unsupportedMediaType,
  429: HttpMessages.tooManyRequests,
  431: HttpMessages.headersTooLarge,
  503: HttpMessages.unavailable,
};

/**
 * The one error handler: known refusals keep their status and message, validation failures list
 * the fields, parser failures get fixed texts, and anything else is logged with the request id
 * and answered with a generic 500 that carries no detail.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        void reply.headers(error.headers).code(error.statusCode);
        return {
          success: false,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
          ...error.more,
        };
      }
      const fastifyError = error as FastifyError;
      if (Array.isArray(fastifyError.validation)) {
        const errors: FieldError[] = (fastifyError.validation as ValidationIssue[]).map(
          (issue) => ({
            field: fieldOf(issue),
            message: messageOf(issue),
          }),
        );
        void reply.code(400);
        return { success: false, message: HttpMessages.invalidRequest, errors };
      }
      const status = fastifyError.statusCode;
      if (status === 413) {
        request.log.info({ code: fastifyError.code, status }, 'request refused');
        // Every route alike: the rest of the body is read (up to 8 MB) before the answer goes.
        return drainBody(request.raw).then(() => {
          void reply.code(413).header('connection', 'close');
          return { success: false, message: HttpMessages.bodyTooLarge };
        });
      }
      if (typeof status === 'number' && status >= 400 && status < 500) {
        let message = STATUS_TEXT[status] ?? HttpMessages.badRequest;
        // secure-json-parse refuses __proto__/constructor keys with a SyntaxError: checked
        // before the generic malformed-JSON case so the client learns which rule it broke.
        if (status === 400 && /forbidden (?:prototype|constructor) property/i.test(error.message)) {
          message = HttpMessages.forbiddenProperty;
        } else if (
          fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
          error instanceof SyntaxError
        ) {
          message = HttpMessages.malformedJson;
        } else if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
          message = HttpMessages.emptyJson;
        }
        request.log.info({ code: fastifyError.code, status }, 'request refused');
        void reply.code(status);
        return { success: false, message };
      }
      const sqlState = sqlStateOf(error);
      if (sqlState !== null && BAD_TEXT_STATES.has(sqlState)) {
        request.log.warn({ err: error }, 'text the database cannot store reached a query');
        void reply.code(400);
        return { success: false, message: HttpMessages.invalidRequest };
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        void reply.code(503).header('retry-after', UNAVAILABLE_RETRY_SECONDS);
        return { success: false, message: HttpMessages.unavailable };
      }
      request.log.error({ err: error }, 'unhandled error');
      void reply.code(status === 503 ? 503 : 500);
      return {
        success: false,
        message: status === 503 ? HttpMessages.unavailable : HttpMessages.internal,
      };
    });
  },
  { name: 'errors', fastify: '5.x' },
);
