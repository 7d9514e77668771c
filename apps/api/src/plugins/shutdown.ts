import fp from 'fastify-plugin';

/**
 * Graceful close: once close() starts, every answer says `Connection: close`, so a keep-alive
 * connection whose request was in flight ends with its answer instead of holding the shutdown
 * open until the keep-alive timeout.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A callback hook: it runs on every answer, and an async one costs a promise each time.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'shutdown', fastify: '5.x' },
);
