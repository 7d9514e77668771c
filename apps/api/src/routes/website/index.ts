import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ContentTexts,
  ErrorAnswer,
  SiteStatusAnswer,
  StudioNameAnswer,
  TranslationLocaleParams,
  WebsiteAnswer,
  WebsiteConflict,
  WebsiteUpdate,
  WebsiteTranslationAnswer,
  WebsiteTranslationConflict,
  WebsiteTranslationUpdate,
  WebsiteTranslationView,
  WebsiteView,
} from '@studio/contracts';
import {
  readWebsite,
  readWebsiteTranslation,
  updateWebsite,
  updateWebsiteTranslation,
} from '../../domain/content/website.js';
import { actorOf } from '../../http/actor.js';
import { notFound } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { errorAnswers } from '../schemas.js';

/** Website Management: the identity, launch date and page copy. Admins read; super admins change. */
const websiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const tags = ['website'];

  app.get(
    '/api/website',
    {
      onRequest: app.requireSession(['admin', 'super_admin']),
      schema: {
        tags,
        summary: 'The website settings and their version.',
        response: {
          200: Type.Object(
            { success: Type.Literal(true), website: WebsiteView },
            { additionalProperties: false },
          ),
          ...errorAnswers,
        },
      },
    },
    async () => {
      const website = await readWebsite(db);
      if (!website) throw refusalError(notFound('Website settings not found'));
      return { success: true as const, website };
    },
  );

  app.get(
    '/api/website/studio-name',
    {
      schema: {
        tags,
        summary:
          'The studio’s name from the stored identity (public: the admin app’s title and brand, before sign-in too).',
        response: { 200: StudioNameAnswer, ...errorAnswers },
      },
    },
    async () => {
      const website = await readWebsite(db);
      if (!website) throw refusalError(notFound('Website settings not found'));
      return { success: true as const, name: website.settings.identity.name };
    },
  );

  app.get(
    '/api/website/site-status',
    {
      onRequest: app.requireSession(['admin', 'super_admin']),
      schema: {
        tags,
        summary:
          'The pages of the public site this instance could not update, and why (none: up to date).',
        response: { 200: SiteStatusAnswer, ...errorAnswers },
      },
    },
    async () => ({ success: true as const, problems: app.siteProblems.list() }),
  );

  app.put(
    '/api/website',
    {
      onRequest: app.requireSession(['super_admin']),
      config: { rateLimit: app.contentWriteRateLimit },
      schema: {
        tags,
        summary:
          'Replace the website settings (super admins); every page is re-rendered when the identity changes.',
        body: WebsiteUpdate,
        response: {
          200: WebsiteAnswer,
          409: Type.Union([WebsiteConflict, ErrorAnswer]),
          ...errorAnswers,
        },
      },
    },
    async (request) => {
      const outcome = await updateWebsite(db, {
        version: request.body.version,
        settings: request.body.settings,
        actor: actorOf(request),
        now: clock.now(),
      });
      if (!outcome.ok) throw refusalError(outcome);
      // Mails sent from now on carry the new name and go to the new email.
      await app.refreshIdentity();
      await app.publishPages(outcome.pages);
      return {
        success: true as const,
        message: ContentTexts.websiteSaved,
        website: outcome.website,
      };
    },
  );

  app.get(
    '/api/website/translations/:locale',
    {
      onRequest: app.requireSession(['admin', 'super_admin']),
      schema: {
        tags,
        summary:
          'The website settings’ words in another language (identity names and page copy), and their version (0: none written yet).',
        params: TranslationLocaleParams,
        response: {
          200: Type.Object(
            { success: Type.Literal(true), website: WebsiteTranslationView },
            { additionalProperties: false },
          ),
          ...errorAnswers,
        },
      },
    },
    async (request) => ({
      success: true as const,
      website: await readWebsiteTranslation(db, request.params.locale),
    }),
  );

  app.put(
    '/api/website/translations/:locale',
    {
      onRequest: app.requireSession(['super_admin']),
      config: { rateLimit: app.contentWriteRateLimit },
      schema: {
        tags,
        summary:
          'Replace the website settings’ words in another language (super admins): stored as sent, a part left out stays absent.',
        params: TranslationLocaleParams,
        body: WebsiteTranslationUpdate,
        response: {
          200: WebsiteTranslationAnswer,
          409: Type.Union([WebsiteTranslationConflict, ErrorAnswer]),
          ...errorAnswers,
        },
      },
    },
    async (request) => {
      const outcome = await updateWebsiteTranslation(db, {
        locale: request.params.locale,
        version: request.body.version,
        settings: request.body.settings,
        actor: actorOf(request),
        now: clock.now(),
      });
      if (!outcome.ok) throw refusalError(outcome);
      await app.publishPages(outcome.pages);
      return {
        success: true as const,
        message: ContentTexts.websiteSaved,
        website: outcome.website,
      };
    },
  );
};

export default websiteRoutes;
