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
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown', fastify: '5.x' },
);
