import fp from 'fastify-plugin';
import { HttpMessages } from '@studio/contracts';

/** How long kept-alive idle connections stay open after close() starts, answering 503. */
export const IDLE_CONNECTION_GRACE_MS = 2_000;

/**
 * Graceful close: once close() starts, every answer says `Connection: close`, so a keep-alive
 * connection whose request was in flight ends with its answer. A connection that was idle is
 * not reset at once (Node's server.close() would): a request arriving on it during a short grace
 * gets 503 in the one error shape with `Connection: close`, so the client knows to go elsewhere
 * rather than seeing a reset; after the grace the idle connections left are closed.
 */
export default fp(
  async (app) => {
    let closing = false;
    let graceTimer: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      const server = app.server;
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => {};
      graceTimer = setTimeout(closeIdle, IDLE_CONNECTION_GRACE_MS);
      graceTimer.unref();
    });
    app.addHook('onClose', async () => {
      if (graceTimer) clearTimeout(graceTimer);
    });
    // A callback hook, like the others on every request: an async one costs a promise each time.
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      // The security plugin's own hook comes later and does not run for this answer.
      const headers = (app as { securityHeaders?: Readonly<Record<string, string>> })
        .securityHeaders;
      if (headers) void reply.headers(headers);
      // Answered here in the one error shape, whatever the route's own answer schemas say.
      void reply
        .code(503)
        .header('connection', 'close')
        .serializer(JSON.stringify)
        .send({ success: false, message: HttpMessages.unavailable });
    });
    // A callback hook: it runs on every answer, and an async one costs a promise each time.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'shutdown', fastify: '5.x' },
);
