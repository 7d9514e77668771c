import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpMessages, notFoundFileFor, notFoundFileOf } from '@studio/contracts';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@studio/contracts/locales';
import { pageCsp, useShortHeaders } from './security.js';
import {
  isFile,
  loadAdminBuild,
  matchesRoute,
  safeRelative,
  type SiteBuild,
} from '../static/builds.js';
import { pickEncoding, SIBLING_EXTENSION } from '../static/encoding.js';
import { locationOf } from '../domain/redirects.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Each language's site search index (what its header search and search page read). */
const SEARCH_INDEX_FILES = new Set(
  LOCALES.map((locale) => localizedPath(locale, '/search-index.json').slice(1)),
);
/**
 * Each language's 404 page: what a missing address answers, never a page of its own (opened by
 * its file name, `/404.html` answers 404 as any unknown address does).
 */
const NOT_FOUND_FILES = new Set(LOCALES.map(notFoundFileOf));
/**
 * Files a browser only ever loads into a page (never renders as a document): they get the
 * short header set, as JSON answers do. HTML, SVG and XML (feeds, sitemap) can be opened as documents and keep
 * the full set.
 */
const SUBRESOURCE = /\.(?:js|css|woff2?|avif|webp|png|jpe?g|opus|m4a|mp3|wav|data|json)$/;
/**
 * The favicon is an SVG a page only loads as its icon; opened as a document it is still held by
 * the short set's `default-src 'none'` CSP (no script, no subresource runs in it).
 */
const SHORT_SET_FILES = new Set(['favicon.svg']);
/** The site directory's manifests: read by the server, never served. */
const SITE_MANIFESTS = new Set(['routes.json', 'csp.json', 'site.json', 'share-images.json']);
/** The build's compressed siblings are chosen by Accept-Encoding, never asked for by name. */
const COMPRESSED_SIBLING = /\.(?:br|gz)$/;

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
 * admin SPA on the routes its build lists, and 404s (the site's 404 page in the address's
 * language, or JSON under /api).
 * A missing build is logged once and leaves the API working.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const admin = await loadAdminBuild(config.adminDist);
    if (!app.siteFiles.current())
      app.log.warn(
        `site is not built (${config.siteDist} missing): pages answer the built-in 404 page`,
      );
    if (!admin)
      app.log.warn(`admin app is not built (${config.adminDist} missing): admin routes answer 404`);

    // On-the-fly compression is for answers built per request (the API's JSON, the 404 page);
    // the builds' files carry brotli 11 and gzip 9 siblings written at build time, which
    // @fastify/static picks by Accept-Encoding (adding `Vary: Accept-Encoding`).
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(fastifyStatic, {
      root: config.repoRoot,
      serve: false,
      dotfiles: 'deny',
      cacheControl: false,
      preCompressed: true,
    });

    // Each page's CSP: the strict policy plus the hashes of its own inline scripts (framework
    // mode writes the router context and module imports inline) and its embeds, from the
    // csp.json of the site directory served now (the build's, or the one the renderer wrote
    // with the pages it rendered).
    const policiesOf = new WeakMap<SiteBuild, Map<string, string>>();
    const policyFor = (site: SiteBuild, file: string) => {
      let policies = policiesOf.get(site);
      if (!policies) {
        policies = new Map();
        for (const [page, extras] of site.pages) policies.set(page, pageCsp(config, extras));
        policiesOf.set(site, policies);
      }
      return policies.get(file.split(sep).join('/'));
    };
    const withPagePolicy = (reply: FastifyReply, site: SiteBuild, file: string) => {
      const policy = policyFor(site, file);
      if (policy) reply.header('content-security-policy', policy);
      return reply;
    };

    // Sent by the not-found handler, outside the routes @fastify/compress wraps: the 404 page of
    // the address's language (`/hi/…`: hi/404.html), else the default language's (a site built
    // before it had one), and the build's compressed siblings of it are picked here.
    const sendNotFoundPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const site = app.siteFiles.current();
      if (site) {
        const encoding = pickEncoding(request.headers['accept-encoding']);
        for (const file of new Set([notFoundFileFor(path), notFoundFileOf(DEFAULT_LOCALE)])) {
          const built = encoding
            ? await readFile(join(site.root, `${file}${SIBLING_EXTENSION[encoding]}`)).catch(
                () => null,
              )
            : null;
          const page = built ?? (await readFile(join(site.root, file)).catch(() => null));
          if (page === null) continue;
          withPagePolicy(reply, site, file);
          reply.header('vary', 'accept-encoding');
          if (built && encoding) reply.header('content-encoding', encoding);
          return reply.send(page);
        }
      }
      return reply.send(BUILT_IN_404);
    };

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request) ?? '';
      if (isApiPath(path))
        return reply.code(404).send({ success: false, message: HttpMessages.notFound });
      return sendNotFoundPage(request, reply, path);
    });

    const send = (reply: FastifyReply, root: string, file: string, cacheControl: string) => {
      if (SUBRESOURCE.test(file) || SHORT_SET_FILES.has(file)) useShortHeaders(reply);
      return reply.header('cache-control', cacheControl).sendFile(file, root);
    };
    const sendSiteFile = (
      reply: FastifyReply,
      site: SiteBuild,
      file: string,
      cacheControl: string,
    ) => {
      return send(withPagePolicy(reply, site, file), site.root, file, cacheControl);
    };

    // Loader data for client navigation is React Router's turbo-stream format. @fastify/static
    // sets the type from the extension after `setHeaders` when it sends a compressed sibling
    // (octet-stream for `.data`), so the type is fixed as the answer leaves.
    const keepDataType = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode < 300 && pathOf(request)?.endsWith('.data'))
        reply.header('content-type', 'text/x-script');
    };

    app.get('/*', { compress: false, onSend: keepDataType }, async (request, reply) => {
      const path = pathOf(request);
      if (path === null) return reply.callNotFound();
      if (isApiPath(path)) return reply.callNotFound();
      // Source maps would hand out the original source: the builds keep them for error tooling.
      if (path.endsWith('.map') || COMPRESSED_SIBLING.test(path)) return reply.callNotFound();

      // A moved page (a former article slug, or a redirect of Website Management) answers 301
      // to its current address, the query kept; every instance reads them from the database.
      const target = await app.redirects.targetOf(path);
      if (target !== null) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply
          .code(301)
          .header('location', `${locationOf(target)}${query}`)
          .header('cache-control', 'no-cache')
          .send();
      }

      if (admin) {
        if (path.startsWith('/admin-assets/')) {
          const file = safeRelative(path);
          if (file && (await isFile(join(admin.root, file))))
            return send(reply, admin.root, file, IMMUTABLE);
          return reply.callNotFound();
        }
        if (admin.routes.some((route) => matchesRoute(route, path))) {
          if (path.startsWith('/reset-password/')) reply.header('referrer-policy', 'no-referrer');
          return send(reply, admin.root, 'index.html', 'no-store');
        }
      }

      const site = app.siteFiles.current();
      if (site) {
        const file = safeRelative(path);
        // A page standing for what is not there (an unknown article) answers only as a 404.
        const notFoundPages = new Set(
          site.fallbacks.filter((entry) => entry.status === 404).map((entry) => entry.file),
        );
        if (file !== null && !SITE_MANIFESTS.has(file)) {
          const candidates =
            file === '' || file.endsWith('/')
              ? [`${file}index.html`]
              : [file, `${file}/index.html`];
          for (const candidate of candidates) {
            if (notFoundPages.has(candidate) || NOT_FOUND_FILES.has(candidate)) continue;
            if (await isFile(join(site.root, candidate))) {
              return sendSiteFile(reply, site, candidate, cacheControlFor(candidate));
            }
          }
        }
        // Unknown pages under a fallback prefix show one prerendered page, and a client
        // navigation to one gets that page's loader data, as a visit would get its HTML.
        const fallback = site.fallbacks.find((entry) => path.startsWith(entry.prefix));
        const fallbackFile = path.endsWith('.data') ? fallback?.data : fallback?.file;
        if (fallbackFile && (await isFile(join(site.root, fallbackFile)))) {
          // The loader data stays 200: a client navigation reads the notice from it.
          if (fallback && fallback.status !== 200 && fallbackFile === fallback.file)
            reply.code(fallback.status);
          return sendSiteFile(reply, site, fallbackFile, 'no-cache');
        }
      }
      return reply.callNotFound();
    });
  },
  {
    name: 'static-apps',
    dependencies: ['config', 'security', 'site-renderer', 'redirects'],
    fastify: '5.x',
  },
);

function cacheControlFor(file: string): string {
  // Pages, their data and the search index change with each publish under the same name: a
  // browser revalidates them every time (by ETag and Last-Modified).
  if (file.endsWith('.html') || file.endsWith('.data') || SEARCH_INDEX_FILES.has(file))
    return 'no-cache';
  if (file.startsWith('assets/')) return IMMUTABLE;
  return 'public, max-age=3600';
}
