import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpMessages } from '@studio/contracts';

const ANSWERS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: HttpMessages.invalidRequest },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'URI too long' },
};

/**
 * Errors the router raises before any route or hook runs (a URL that does not decode, a path
 * parameter over the limit). Fastify's default answer echoes the URL and skips every onRequest
 * hook, so the security headers of a JSON answer and no-store are set here, from the ones
 * computed at start.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer = ANSWERS[error.code] ?? { status: 500, message: HttpMessages.internal };
  request.log.info({ code: error.code, status: answer.status }, 'request refused by the router');
  const headers = (request.server as { jsonSecurityHeaders?: Record<string, string> })
    .jsonSecurityHeaders;
  if (headers) void reply.headers(headers);
  void reply
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .code(answer.status)
    .send({ success: false, message: answer.message });
}
