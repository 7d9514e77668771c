import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * OpenAPI 3 generated from the route schemas, at /api/docs (JSON at /api/docs/json), in
 * development only: production does not advertise its surface. Must register before the routes.
 */
export default fp(
  async (app) => {
    if (app.config.isProduction) return;
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${app.config.studioName} API`,
          version: '0.1.0',
          description:
            'Session cookie `studio_session` (or `Authorization: Bearer` with the same JWT).',
        },
        servers: [{ url: app.config.publicOrigin }],
      },
      hideUntagged: true,
    });
    // Swagger UI loads only its own scripts and styles, which the app's policy allows: its pages
    // keep the app's document headers and CSP (staticCSP would replace the CSP with a looser
    // one), and no-store, which its static files would otherwise replace with a public cache
    // policy.
    await app.register(async (docs) => {
      docs.addHook('onSend', async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      await docs.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: false,
        // The one HTML under /api: it gets the document set on top of the JSON answers' short one.
        uiHooks: {
          onRequest: (_request, reply, done) => {
            reply.headers(app.securityHeaders);
            done();
          },
        },
      });
    });
  },
  { name: 'docs', dependencies: ['config', 'security'], fastify: '5.x' },
);
