import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpMessages } from '@studio/contracts';
import { pageCsp, useShortHeaders } from './security.js';
import {
  isFile,
  loadAdminBuild,
  loadSiteBuild,
  matchesRoute,
  safeRelative,
} from '../static/builds.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files a browser only ever loads into a page (never renders as a document): they get the
 * short header set, as JSON answers do. HTML, SVG and XML (feeds, sitemap) can be opened as documents and keep
 * the full set.
 */
const SUBRESOURCE = /\.(?:js|css|woff2?|avif|webp|png|jpe?g|opus|m4a|mp3|wav|data|json)$/;

const BUILT_IN_404 = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page Not Found</title></head>
<body><main><h1>404</h1><h2>Page Not Found</h2>
<p>The page you're looking for doesn't exist or has been moved.</p>
<p><a href="/">Go Home</a> · <a href="/sitemap">View Sitemap</a></p></main></body></html>
`;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function pathOf(request: FastifyRequest): string | null {
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * One origin: the prerendered site (pages as `<path>/index.html`, assets, sitemap, robots), the
 * admin SPA on the routes its build lists, and 404s (the site's 404 page, or JSON under /api).
 * A missing build is logged once and leaves the API working.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const site = await loadSiteBuild(config.siteDist);
    const admin = await loadAdminBuild(config.adminDist);
    if (!site)
      app.log.warn(
        `site is not built (${config.siteDist} missing): pages answer the built-in 404 page`,
      );
    if (!admin)
      app.log.warn(`admin app is not built (${config.adminDist} missing): admin routes answer 404`);

    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(fastifyStatic, {
      root: config.repoRoot,
      serve: false,
      dotfiles: 'deny',
      cacheControl: false,
      // Loader data for client navigation (React Router's turbo-stream format).
      setHeaders: (reply: FastifyReply, file: string) => {
        if (file.endsWith('.data')) reply.header('content-type', 'text/x-script');
      },
    });

    // Each prerendered page's CSP: the strict policy plus the hashes of its own inline scripts
    // (framework mode writes the router context and module imports inline) and its embeds.
    const policies = new Map<string, string>();
    for (const [file, extras] of site?.pages ?? []) policies.set(file, pageCsp(config, extras));
    const withPagePolicy = (reply: FastifyReply, file: string) => {
      const policy = policies.get(file.split(sep).join('/'));
      if (policy) reply.header('content-security-policy', policy);
      return reply;
    };

    const sendNotFoundPage = async (reply: FastifyReply) => {
      let page = BUILT_IN_404;
      if (site) {
        const built = await readFile(join(site.root, '404.html'), 'utf8').catch(() => null);
        if (built !== null) {
          page = built;
          withPagePolicy(reply, '404.html');
        }
      }
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    };

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request) ?? '';
      if (isApiPath(path))
        return reply.code(404).send({ success: false, message: HttpMessages.notFound });
      return sendNotFoundPage(reply);
    });

    const send = (reply: FastifyReply, root: string, file: string, cacheControl: string) => {
      if (SUBRESOURCE.test(file)) useShortHeaders(reply);
      return reply.header('cache-control', cacheControl).sendFile(file, root);
    };
    const sendSiteFile = (
      reply: FastifyReply,
      root: string,
      file: string,
      cacheControl: string,
    ) => {
      return send(withPagePolicy(reply, file), root, file, cacheControl);
    };

    app.get('/*', async (request, reply) => {
      const path = pathOf(request);
      if (path === null) return sendNotFoundPage(reply);
      if (isApiPath(path)) return reply.callNotFound();
      // Source maps would hand out the original source: the builds keep them for error tooling.
      if (path.endsWith('.map')) return sendNotFoundPage(reply);

      if (admin) {
        if (path.startsWith('/admin-assets/')) {
          const file = safeRelative(path);
          if (file && (await isFile(join(admin.root, file))))
            return send(reply, admin.root, file, IMMUTABLE);
          return sendNotFoundPage(reply);
        }
        if (admin.routes.some((route) => matchesRoute(route, path))) {
          if (path.startsWith('/reset-password/')) reply.header('referrer-policy', 'no-referrer');
          return send(reply, admin.root, 'index.html', 'no-store');
        }
      }

      if (site) {
        const file = safeRelative(path);
        if (file !== null && file !== 'routes.json' && file !== 'csp.json') {
          const candidates =
            file === '' || file.endsWith('/')
              ? [`${file}index.html`]
              : [file, `${file}/index.html`];
          for (const candidate of candidates) {
            if (await isFile(join(site.root, candidate))) {
              return sendSiteFile(reply, site.root, candidate, cacheControlFor(candidate));
            }
          }
        }
        // Unknown pages under a fallback prefix show one prerendered page; their missing loader
        // data stays a 404 (the client renders those pages without fetching).
        const fallback = path.endsWith('.data')
          ? undefined
          : site.fallbacks.find((entry) => path.startsWith(entry.prefix));
        if (fallback && (await isFile(join(site.root, fallback.file)))) {
          return sendSiteFile(reply, site.root, fallback.file, 'no-cache');
        }
      }
      return sendNotFoundPage(reply);
    });
  },
  { name: 'static-apps', dependencies: ['config', 'security'], fastify: '5.x' },
);

function cacheControlFor(file: string): string {
  if (file.endsWith('.html') || file.endsWith('.data')) return 'no-cache';
  if (file.startsWith('assets/')) return IMMUTABLE;
  return 'public, max-age=3600';
}
