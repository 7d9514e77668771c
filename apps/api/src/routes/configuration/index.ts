import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfigurationAnswer,
  PAGE_TIMES_SHOWN,
  SecuritySettingsAnswer,
  SecuritySettingsBody,
  SecuritySettingsMessages,
  SiteRenderAnswer,
  SiteRenderMessages,
} from '@studio/contracts';
import { Type } from '@sinclair/typebox';
import { audit } from '../../domain/audit.js';
import { describeConfiguration } from '../../domain/configuration.js';
import { saveSecuritySettings } from '../../domain/security-settings.js';
import { conflict } from '../../domain/refusal.js';
import { SIGNED_OUT, refusalError } from '../../http/refusals.js';
import { errorAnswers } from '../schemas.js';

/** Any of the four values: a value the environment sets is left out (the form shows it read-only). */
const SecurityChanges = Type.Partial(SecuritySettingsBody, {
  additionalProperties: false,
  minProperties: 1,
});

/** The live configuration for the System Settings screen, and the settings a super admin changes there. */
const configurationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/super-admin/configuration',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['configuration'],
        summary:
          'Session, lockout, rate-limit, mail and database settings in force (modes and numbers, never a URL or secret), with where each changeable value comes from; and this instance\'s media cache, its pages\' last render times and its "Render the site again" state.',
        response: { 200: ConfigurationAnswer, ...errorAnswers },
      },
    },
    async () => ({
      success: true as const,
      ...describeConfiguration(
        app.config,
        app.initialConfig.bodyLimit ?? 0,
        app.securitySettings.current(),
        {
          mediaCache: app.mediaCacheStats(),
          pages: app.siteRenderTimes.slowest(PAGE_TIMES_SHOWN),
          pagesTimed: app.siteRenderTimes.size,
          pagesFailed: app.siteRenderTimes.failed,
          siteRender: app.siteRenderAgain.state(),
        },
      ),
    }),
  );

  app.post(
    '/api/super-admin/site/render',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['configuration'],
        summary:
          'Renders every page of the site again on this instance, in the background (202; the configuration answer says when it is done). One at a time: 409 while one asked this way runs. 200 without a renderer (the site is served as built).',
        response: { 200: SiteRenderAnswer, 202: SiteRenderAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw refusalError(SIGNED_OUT);
      // Started before the audit row is written: the check and the start are one step, so two
      // requests at once cannot both start one.
      const outcome = app.siteRenderAgain.start();
      if (outcome === 'running') throw refusalError(conflict(SiteRenderMessages.running));
      if (outcome === 'unavailable')
        return { success: true as const, message: SiteRenderMessages.noRenderer, started: false };
      await audit(app.database.db, {
        action: 'site.render_requested',
        at: app.clock.now(),
        actorId: auth.user.id,
        actorEmail: auth.user.email,
        ip: request.ip,
      });
      return reply
        .code(202)
        .send({ success: true as const, message: SiteRenderMessages.started, started: true });
    },
  );

  app.put(
    '/api/super-admin/settings/security',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['configuration'],
        summary:
          'Changes the session maximum age, idle timeout, lockout attempts and lock length; in force on every instance within 5 s. A value set by the environment is refused (400).',
        body: SecurityChanges,
        response: { 200: SecuritySettingsAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw refusalError(SIGNED_OUT);
      const result = await saveSecuritySettings(app.db, {
        changes: request.body,
        environment: app.config.securityFromEnvironment,
        actor: { id: auth.user.id, email: auth.user.email },
        ip: request.ip,
        now: app.clock.now(),
      });
      if (!result.ok) throw refusalError(result);
      await app.securitySettings.refresh();
      return {
        success: true as const,
        message: SecuritySettingsMessages.saved,
        values: result.inForce.values,
        sources: result.inForce.sources,
      };
    },
  );
};

export default configurationRoutes;
