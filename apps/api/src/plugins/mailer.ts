import { join } from 'node:path';
import fp from 'fastify-plugin';
import { defaultIdentity } from '@studio/content/storeSeed';
import { readWebsite } from '../domain/content/website.js';
import { createRefreshing } from '../domain/refreshing.js';
import { outboxMailer, smtpMailer, type Mailer } from '../mail/mailer.js';
import type { Brand } from '../mail/templates.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The studio as mails name it: the stored identity's name, kept current (see below). */
    brand: Brand;
    /** Where the site's messages and staff notices go: STUDIO_INBOX_EMAIL, else the identity's email. */
    studioInboxEmail(): string;
    /** Reads the stored identity again (after a website settings save on this instance). */
    refreshIdentity(): Promise<void>;
  }
}

/** How long another instance's rename may take to reach this instance's mails. */
const IDENTITY_TTL_MS = 5_000;

/**
 * Real mail over SMTP_URL, or the DATA_DIR/outbox folder when it is unset. Mails name the studio
 * and are sent to its inbox from the stored identity (Website Management), never from the
 * shipped default: STUDIO_NAME only seeds it at first start.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const log = app.log.child({ component: 'mailer' });
    const seed = defaultIdentity(config.studioName);
    const identity = createRefreshing<{ name: string; email: string }>({
      initial: { name: seed.name, email: seed.email },
      read: async () => {
        const stored = (await readWebsite(app.db))?.settings.identity;
        // Nothing stored (yet): keep the name held.
        return stored ? { name: stored.name, email: stored.email } : undefined;
      },
      ttlMs: IDENTITY_TTL_MS,
      clock: app.clock,
      // The database not answering yet (start-up) or now: keep the name last read.
      onError: (error) => log.debug({ err: error }, 'reading the stored identity failed'),
    });
    // One object handed to every mail, always naming the studio as last read.
    const brand: Brand = {
      get studioName() {
        return identity.current().name;
      },
      publicOrigin: config.publicOrigin,
    };
    const senderOf = () =>
      config.mailFrom ??
      `"${identity.current().name.replace(/["\\\r\n]/g, '')}" <no-reply@studio.local>`;

    const mailer =
      config.smtpUrl !== null
        ? smtpMailer(config.smtpUrl, senderOf, log)
        : outboxMailer(join(config.dataDir, 'outbox'), app.clock, log);
    app.decorate('mailer', mailer);
    app.decorate('brand', brand);
    app.decorate('studioInboxEmail', () => config.studioInboxEmail ?? identity.current().email);
    app.decorate('refreshIdentity', identity.refresh);
    // Several instances: each reads the identity again at most every few seconds, when an API
    // request comes. The read is not awaited: no answer waits on it (forgot-password and the
    // request-access form answer before touching the database), and it is queued before any
    // query of the request's own, so a mail the request sends uses what it read.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.startsWith('/api/')) identity.ensureFresh();
      done();
    });
    app.addHook('onClose', async () => {
      await identity.close();
      await mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['config', 'db'], fastify: '5.x' },
);
