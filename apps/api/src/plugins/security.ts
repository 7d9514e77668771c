import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpMessages } from '@studio/contracts';
import type { Config } from '../config.js';
import { refusalError } from '../http/refusals.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The full set, for anything a browser may render as a document (computed once at start). */
    securityHeaders: Readonly<Record<string, string>>;
    /** The short set every JSON answer carries (see SHORT_CSP; computed once at start). */
    jsonSecurityHeaders: Readonly<Record<string, string>>;
  }
}

/** What a prerendered page adds to the strict policy: its inline scripts and its embeds. */
export interface PageCspExtras {
  /** `'sha256-…'` sources of the page's own inline scripts (computed at build). */
  scriptHashes?: readonly string[];
  /** Third-party players the page may frame after consent or a click on a facade. */
  frameSrc?: readonly string[];
  /** Third-party endpoints the page may fetch after consent (e.g. oEmbed). */
  connectSrc?: readonly string[];
}

function cspDirectives(config: Config, extras: PageCspExtras = {}): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(extras.scriptHashes ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(extras.connectSrc ?? [])],
    // Strict everywhere; only pages that embed a player allow its host (see pageCsp).
    'frame-src': extras.frameSrc?.length ? [...extras.frameSrc] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    // No page needs a <base>; 'none' stops an injected one from re-rooting relative URLs.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The Content-Security-Policy of one prerendered page: the strict policy plus its extras. */
export function pageCsp(config: Config, extras: PageCspExtras): string {
  return Object.entries(cspDirectives(config, extras))
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join(';');
}

/**
 * An answer that is never rendered as a document (a JSON answer; a script, stylesheet, image,
 * font, audio clip or loader-data file) has no use for the headers that only govern documents
 * (framing, opener, the page's CSP sources, legacy IE/Flash switches): they weigh about 0.6 kB
 * per answer, which every client parses. Those answers keep nosniff, CORP, the referrer policy,
 * `no-store` where set, and HSTS in production, and carry this minimal CSP instead, which still
 * denies everything (framing included) should one be opened as a document.
 */
export const SHORT_CSP =
  "default-src 'none';frame-ancestors 'none';base-uri 'none';object-src 'none'";
export const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The short set derived from the full one: the one definition JSON and subresources share. */
export function shortHeaders(full: Readonly<Record<string, string>>): Record<string, string> {
  const short: Record<string, string> = { ...full, 'content-security-policy': SHORT_CSP };
  for (const name of DOCUMENT_ONLY_HEADERS) delete short[name];
  return short;
}

/** Narrows a reply that was given the full set (a static file never opened as a document). */
export function useShortHeaders(reply: FastifyReply): FastifyReply {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  return reply.header('content-security-policy', SHORT_CSP);
}

/**
 * Under /api every answer is JSON (route, refusal, 404), so it gets the short set; anything else
 * gets the full set, which the static files narrow for subresources. Decided on the raw URL: a
 * percent-encoded path to an API route (/%61pi/…) gets the full set, a superset.
 */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Embedded players are cross-origin documents: requiring CORP of them would break them.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: config.isProduction
      ? { maxAge: 63072000, includeSubDomains: true, preload: false }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * helmet's headers depend only on the configuration, so they are computed once by running its
 * middleware against a recording response. (@fastify/helmet rebuilds the middleware, CSP parsing
 * included, on every request: a large share of a small answer's cost.)
 */
export function computeSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers and `Cache-Control: no-store` on every answer (errors and 404s included; the
 * static files set their own cache policy): the short set on JSON answers, the full set on the
 * rest. And the CSRF rules: JSON is the only body type (text/plain, the one "simple" type
 * Fastify parses, is removed), and a state-changing request whose Origin is present but foreign
 * is refused.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const headers = Object.freeze({
      ...computeSecurityHeaders(config),
      'cache-control': 'no-store',
    });
    const jsonHeaders = Object.freeze(shortHeaders(headers));
    app.decorate('securityHeaders', headers);
    app.decorate('jsonSecurityHeaders', jsonHeaders);
    app.removeContentTypeParser('text/plain');

    // Fastify's JSON parser answers any refusal, __proto__/constructor keys included, with one
    // "invalid JSON" error. The failure path parses once more to tell the client which rule
    // the body broke; valid bodies cost nothing extra.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
      const body = typeof raw === 'string' ? raw : raw.toString('utf8');
      parseJson(request, body, (error, parsed) => {
        if (!error) return done(null, parsed);
        let wellFormed = false;
        try {
          JSON.parse(body);
          wellFormed = true;
        } catch {
          // malformed: Fastify's own error says so
        }
        done(
          wellFormed
            ? refusalError({
                ok: false,
                reason: 'malformed',
                message: HttpMessages.forbiddenProperty,
              })
            : error,
          undefined,
        );
      });
    });

    const trustedOrigins = new Set([config.publicOrigin]);
    // A callback hook, not an async one: it runs on every request, and a promise per request
    // costs a microtask turn for nothing.
    const onRequest: onRequestHookHandler = (request, reply, done) => {
      // no-store on everything by default, not on what the raw URL looks like: a percent-encoded
      // path (/%61pi/…) reaches the same API route and must not be cacheable either.
      reply.headers(isApiUrl(request.url) ? jsonHeaders : headers);
      reply.header('x-request-id', request.id);
      if (SAFE_METHODS.has(request.method)) return done();
      const origin = request.headers.origin;
      if (origin === undefined) return done();
      const own = `${request.protocol}://${request.host}`;
      if (!trustedOrigins.has(origin) && origin !== own)
        return done(
          refusalError({ ok: false, reason: 'not_allowed', message: HttpMessages.crossOrigin }),
        );
      done();
    };
    app.addHook('onRequest', onRequest);
  },
  { name: 'security', dependencies: ['config', 'errors'], fastify: '5.x' },
);
