import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HttpMessages } from '@studio/contracts';

/** What Node's parser refuses before Fastify sees a request, and the answer each gets. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: HttpMessages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: HttpMessages.requestTimeout },
};
const DEFAULT_ANSWER = { status: 400, message: HttpMessages.badRequest };

/**
 * Node's http parser refuses some requests before Fastify has a request object: headers over
 * the limit (431), both Content-Length and Transfer-Encoding, a malformed request line (400).
 * Fastify's default answer has its own shape and none of the app's headers; this one writes the
 * one error shape with the security headers and no-store, then closes the connection.
 */
export function clientErrorHandler(
  headers: Readonly<Record<string, string>>,
): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    // A client that went away cannot be answered.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = ANSWERS[error.code ?? ''] ?? DEFAULT_ANSWER;
    const body = JSON.stringify({ success: false, message: answer.message });
    const lines = [
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
