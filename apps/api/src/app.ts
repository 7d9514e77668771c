import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import { systemClock, type Clock } from './clock.js';
import type { Database } from './db/client.js';
import { schemaController, validatorCompiler } from './validation.js';
import { workAfterAnswers } from './http/after-answer.js';
import { clientErrorHandler } from './http/client-errors.js';
import { frameworkErrors } from './http/framework-errors.js';
import configPlugin from './plugins/config.js';
import errorsPlugin from './plugins/errors.js';
import shutdownPlugin from './plugins/shutdown.js';
import securityPlugin, { computeSecurityHeaders } from './plugins/security.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import dbPlugin from './plugins/db.js';
import mailerPlugin from './plugins/mailer.js';
import securitySettingsPlugin from './plugins/security-settings.js';
import passwordPolicyPlugin from './plugins/password-policy.js';
import sessionCachePlugin from './plugins/session-cache.js';
import sessionPlugin from './plugins/session.js';
import docsPlugin from './plugins/docs.js';
import contentPlugin from './plugins/content.js';
import redirectsPlugin from './plugins/redirects.js';
import type { ContentPublisher } from './domain/content/publisher.js';
import type { StrengthEstimator } from './domain/password-policy.js';
import siteRendererPlugin from './plugins/site-renderer.js';
import { contentPublisherOf } from './site/publisher.js';
import mediaFilesPlugin from './plugins/media-files.js';
import staticAppsPlugin from './plugins/static-apps.js';
import commentDigestPlugin from './plugins/comment-digest.js';
import healthRoutes from './routes/health/index.js';
import signInRoutes from './routes/super-admin/sign-in.js';
import authRoutes from './routes/auth/index.js';
import passwordRecoveryRoutes from './routes/password-recovery/index.js';
import signupRequestRoutes from './routes/signup-requests/index.js';
import adminUserRoutes from './routes/admin-users/index.js';
import messageRoutes from './routes/messages/index.js';
import auditLogRoutes from './routes/audit-log/index.js';
import dashboardRoutes from './routes/dashboard/index.js';
import configurationRoutes from './routes/configuration/index.js';
import backupRoutes from './routes/backup/index.js';
import contentRoutes from './routes/content/index.js';
import websiteRoutes from './routes/website/index.js';
import redirectRoutes from './routes/redirects/index.js';
import mediaRoutes from './routes/media/index.js';
import previewRoutes from './routes/preview/index.js';
import interactionRoutes from './routes/interactions/index.js';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** The open, migrated database (see prepareDatabase in startup.ts); its owner closes it. */
  database: Database;
  /** Redis key prefix of the rate-limit buckets and the session channel (tests isolate runs). */
  redisNamespace?: string;
  /** Re-renders pages after content changes; default: the site renderer's publisher. */
  contentPublisher?: ContentPublisher;
  /**
   * The password-strength pool, owned (and closed) by the caller: the tests' apps of one process
   * share one, each pool's start loading the dictionaries (about 0.8 s of CPU). Default: the
   * app's own, with its configured deadline.
   */
  passwordEstimator?: StrengthEstimator;
}

export const BODY_LIMIT = 64 * 1024;

/** The Fastify options server.ts and the tests share (everything but the logger destination). */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 65_000,
    // The shutdown plugin answers requests that arrive while closing, in the one error shape.
    return503OnClosing: false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    // Each distinct answer schema compiled once per process (validation.ts).
    schemaController,
    frameworkErrors,
    clientErrorHandler: clientErrorHandler({
      ...computeSecurityHeaders(config),
      'cache-control': 'no-store',
    }),
    // Plugins only register hooks and routes: the slow start-up work (migrations, the first
    // super admin) runs before them, in prepareDatabase, and the first render after them. What
    // is left still took over 10 s on a machine with a load of 25 on 2 cores (compiling every
    // route's schemas); a plugin that never finishes still stops the start, after a minute.
    pluginTimeout: 60_000,
  };
}

/**
 * The application: plugins by concern (order matters: errors and headers first so every answer
 * gets them; docs before the routes it documents; the static catch-all last), then the routes.
 */
async function app(instance: FastifyInstance, options: AppOptions) {
  instance.setValidatorCompiler(validatorCompiler);
  await instance.register(configPlugin, {
    config: options.config,
    clock: options.clock ?? systemClock,
  });
  await instance.register(errorsPlugin);
  await instance.register(shutdownPlugin);
  await instance.register(securityPlugin);
  await instance.register(
    rateLimitPlugin,
    options.redisNamespace ? { redisNamespace: options.redisNamespace } : {},
  );
  await instance.register(dbPlugin, { database: options.database });
  await instance.register(mailerPlugin);
  await instance.register(securitySettingsPlugin);
  await instance.register(
    passwordPolicyPlugin,
    options.passwordEstimator ? { estimator: options.passwordEstimator } : {},
  );
  await instance.register(sessionCachePlugin);
  await instance.register(sessionPlugin);
  await instance.register(docsPlugin);
  await instance.register(siteRendererPlugin);
  await instance.register(contentPlugin, {
    publisher:
      options.contentPublisher ??
      (instance.sitePublisher
        ? contentPublisherOf(instance.sitePublisher, instance.log)
        : undefined),
  });

  await instance.register(redirectsPlugin);

  await instance.register(healthRoutes);
  await instance.register(signInRoutes);
  await instance.register(authRoutes);
  await instance.register(passwordRecoveryRoutes);
  // Review and inbox: signup requests, admin users, messages, audit log.
  await instance.register(signupRequestRoutes);
  await instance.register(adminUserRoutes);
  await instance.register(messageRoutes);
  await instance.register(auditLogRoutes);
  await instance.register(dashboardRoutes);
  await instance.register(configurationRoutes);
  await instance.register(backupRoutes);
  await instance.register(contentRoutes);
  await instance.register(websiteRoutes);
  await instance.register(redirectRoutes);
  await instance.register(mediaFilesPlugin);
  await instance.register(mediaRoutes);
  await instance.register(previewRoutes);
  await instance.register(commentDigestPlugin);
  await instance.register(interactionRoutes);

  await instance.register(staticAppsPlugin);
  // Added last so it runs before the database and mailer close: work after answers finishes first.
  instance.addHook('onClose', () => workAfterAnswers(instance));
}

export default fp(app, { name: 'studio-api', fastify: '5.x' });
