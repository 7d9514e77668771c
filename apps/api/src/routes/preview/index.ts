import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ContentTexts } from '@studio/contracts';
import { previewContent, verifyPreview } from '../../domain/content/preview.js';
import { notFound, type Refusal } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { pageCsp } from '../../plugins/security.js';

/** Never indexed, never followed: a preview is for its link's holder only. */
const NOINDEX = 'noindex, nofollow';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a preview link answers when it shows no draft (no script, no style: any CSP holds). */
const refusalPage = (message: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Preview unavailable</title></head>
<body><main><h1>Preview unavailable</h1><p>${escapeHtml(message)}</p><p><a href="/">Go Home</a></p></main></body></html>
`;

/**
 * `GET /preview/<token>`: the page of the entry the token names, rendered in memory with its
 * working draft over the published content. Never written to the served site (so never in the
 * sitemap, feeds or search), never cached, never indexed. A tampered or unknown link answers
 * 404, an expired one 410, both as a short page.
 */
const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The status and sentence are the refusal's, as for every JSON answer; only the body is a page.
  const refuse = (reply: FastifyReply, refusal: Refusal) => {
    const { statusCode, message, headers } = refusalError(refusal);
    return reply
      .code(statusCode)
      .headers(headers)
      .header('x-robots-tag', NOINDEX)
      .type('text/html; charset=utf-8')
      .send(refusalPage(message));
  };
  const missing = notFound(ContentTexts.previewNotFound);

  app.get(
    '/preview/:token',
    {
      config: { rateLimit: app.contentWriteRateLimit },
      schema: { hide: true, params: Type.Object({ token: Type.String() }) },
    },
    async (request, reply) => {
      // Set before anything else: whatever it answers, a preview is never stored or indexed.
      reply.header('cache-control', 'no-store').header('x-robots-tag', NOINDEX);
      const check = verifyPreview(app.keys.preview, request.params.token, app.clock.now());
      if (!check.ok)
        return check.reason === 'expired'
          ? refuse(reply, { ok: false, reason: 'expired', message: ContentTexts.previewExpired })
          : refuse(reply, missing);
      const render = app.renderSitePage;
      if (!render)
        return refuse(reply, {
          ok: false,
          reason: 'unavailable',
          message: ContentTexts.previewUnavailable,
        });
      const content = await previewContent(app.db, check.claim.type, check.claim.id);
      if (!content) return refuse(reply, missing);
      const page = await render(content.store, content.path, check.claim.expiresAt);
      if (!page) return refuse(reply, missing);
      return reply
        .header('content-security-policy', pageCsp(app.config, page.policy))
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
};

export default previewRoutes;
