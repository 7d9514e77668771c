import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MessageAnswer,
  PAGE_SIZE_DEFAULT,
  RedirectAnswer,
  RedirectInput,
  RedirectListAnswer,
  RedirectListQuery,
  RedirectParams,
  RedirectTexts,
} from '@studio/contracts';
import { listRedirects, removeRedirect, saveRedirect } from '../../domain/redirects.js';
import { actorOf } from '../../http/actor.js';
import { refusalError } from '../../http/refusals.js';
import { errorAnswers } from '../schemas.js';

/**
 * Website Management's redirects: admins read them; super admins add, change and remove the
 * manual ones. Former article slugs are listed beside them and change only with their article.
 */
const redirectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const tags = ['website'];

  app.get(
    '/api/website/redirects',
    {
      onRequest: app.requireSession(['admin', 'super_admin']),
      schema: {
        tags,
        summary: 'Every redirect of the public site: manual ones, then former article slugs.',
        querystring: RedirectListQuery,
        response: { 200: RedirectListAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
      const { items, total } = await listRedirects(db, { page, pageSize });
      return { success: true as const, items, page, pageSize, total };
    },
  );

  app.post(
    '/api/website/redirects',
    {
      onRequest: app.requireSession(['super_admin']),
      config: { rateLimit: app.contentWriteRateLimit },
      schema: {
        tags,
        summary:
          'Add a redirect between two paths of the site (super admins); loops and other hosts are refused.',
        body: RedirectInput,
        response: { 201: RedirectAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const outcome = await saveRedirect(db, {
        ...request.body,
        actor: actorOf(request),
        now: clock.now(),
      });
      if (!outcome.ok) throw refusalError(outcome);
      app.redirects.changed();
      return reply.code(201).send({
        success: true as const,
        message: RedirectTexts.created,
        redirect: outcome.redirect,
      });
    },
  );

  app.put(
    '/api/website/redirects/:id',
    {
      onRequest: app.requireSession(['super_admin']),
      config: { rateLimit: app.contentWriteRateLimit },
      schema: {
        tags,
        summary: 'Change a manual redirect (super admins).',
        params: RedirectParams,
        body: RedirectInput,
        response: { 200: RedirectAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const outcome = await saveRedirect(db, {
        ...request.body,
        id: request.params.id,
        actor: actorOf(request),
        now: clock.now(),
      });
      if (!outcome.ok) throw refusalError(outcome);
      app.redirects.changed();
      return { success: true as const, message: RedirectTexts.saved, redirect: outcome.redirect };
    },
  );

  app.delete(
    '/api/website/redirects/:id',
    {
      onRequest: app.requireSession(['super_admin']),
      config: { rateLimit: app.contentWriteRateLimit },
      schema: {
        tags,
        summary: 'Remove a manual redirect (super admins).',
        params: RedirectParams,
        response: { 200: MessageAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const outcome = await removeRedirect(db, {
        id: request.params.id,
        actor: actorOf(request),
        now: clock.now(),
      });
      if (!outcome.ok) throw refusalError(outcome);
      app.redirects.changed();
      return { success: true as const, message: RedirectTexts.removed };
    },
  );
};

export default redirectRoutes;
