import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import { systemClock, type Clock } from './clock.js';
import type { Database } from './db/client.js';
import { validatorCompiler } from './validation.js';
import configPlugin from './plugins/config.js';
import errorsPlugin from './plugins/errors.js';
import shutdownPlugin from './plugins/shutdown.js';
import securityPlugin from './plugins/security.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import dbPlugin from './plugins/db.js';
import bootstrapPlugin from './plugins/bootstrap.js';
import mailerPlugin from './plugins/mailer.js';
import passwordPolicyPlugin from './plugins/password-policy.js';
import sessionPlugin from './plugins/session.js';
import docsPlugin from './plugins/docs.js';
import staticAppsPlugin from './plugins/static-apps.js';
import healthRoutes from './routes/health/index.js';
import signInRoutes from './routes/super-admin/sign-in.js';
import authRoutes from './routes/auth/index.js';
import passwordRecoveryRoutes from './routes/password-recovery/index.js';
import sampleSignupPlugin from './plugins/sample-signup.js';
import signupRequestRoutes from './routes/signup-requests/index.js';
import adminUserRoutes from './routes/admin-users/index.js';
import messageRoutes from './routes/messages/index.js';
import auditLogRoutes from './routes/audit-log/index.js';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** An open, migrated database the caller owns (tests); otherwise opened from config. */
  database?: Database;
  /** Redis key prefix of the rate-limit buckets (tests isolate runs with it). */
  rateLimitNamespace?: string;
}

export const BODY_LIMIT = 64 * 1024;

/** Pino redaction: no password, code, token or cookie ever reaches a log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.otp',
  '*.code',
  '*.token',
];

/** The Fastify options server.ts and the tests share (everything but the logger destination). */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    // A first start creates the PGlite data directory and hashes the first password: slow.
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
    options.rateLimitNamespace ? { redisNamespace: options.rateLimitNamespace } : {},
  );
  await instance.register(dbPlugin, options.database ? { database: options.database } : {});
  await instance.register(bootstrapPlugin);
  await instance.register(mailerPlugin);
  await instance.register(passwordPolicyPlugin);
  await instance.register(sessionPlugin);
  await instance.register(docsPlugin);

  await instance.register(healthRoutes);
  await instance.register(signInRoutes);
  await instance.register(authRoutes);
  await instance.register(passwordRecoveryRoutes);
  // Review and inbox (issue 5): signup requests, admin users, messages, audit log.
  await instance.register(sampleSignupPlugin);
  await instance.register(signupRequestRoutes);
  await instance.register(adminUserRoutes);
  await instance.register(messageRoutes);
  await instance.register(auditLogRoutes);

  await instance.register(staticAppsPlugin);
}

export default fp(app, { name: 'studio-api', fastify: '5.x' });
