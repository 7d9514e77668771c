import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { HttpMessages } from '@studio/contracts';
import { HttpError } from '../http/errors.js';

/** Third-party players the site may frame (after consent or a click on a facade). */
export const EMBED_HOSTS = [
  'https://open.spotify.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers on every answer (errors and 404s included), no-store on the API, and the
 * CSRF rules: JSON is the only body type (text/plain, the one "simple" type Fastify parses, is
 * removed), and a state-changing request whose Origin is present but foreign is refused.
 */
export default fp(
  async (app) => {
    const { config } = app;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'media-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
          'frame-src': EMBED_HOSTS,
          'frame-ancestors': ["'none'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      // Embedded players are cross-origin documents: requiring CORP of them would break them.
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      hsts: config.isProduction
        ? { maxAge: 63072000, includeSubDomains: true, preload: false }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    app.removeContentTypeParser('text/plain');

    const trustedOrigins = new Set([config.publicOrigin]);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      if (request.url.startsWith('/api/') || request.url === '/api') {
        reply.header('cache-control', 'no-store');
      }
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined) return;
      const own = `${request.protocol}://${request.host}`;
      if (!trustedOrigins.has(origin) && origin !== own) {
        throw new HttpError(403, HttpMessages.crossOrigin);
      }
    });
  },
  { name: 'security', dependencies: ['config', 'errors'], fastify: '5.x' },
);
