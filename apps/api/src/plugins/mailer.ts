import { join } from 'node:path';
import fp from 'fastify-plugin';
import { defaultIdentity } from '@studio/content/storeSeed';
import { readWebsite } from '../domain/content/website.js';
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
    const identity = { name: seed.name, email: seed.email };
    let readAt = Number.NEGATIVE_INFINITY;
    const brand: Brand = { studioName: identity.name, publicOrigin: config.publicOrigin };

    const refreshIdentity = async () => {
      readAt = app.clock.now().getTime();
      try {
        const stored = (await readWebsite(app.db))?.settings.identity;
        if (!stored) return;
        identity.name = stored.name;
        identity.email = stored.email;
        brand.studioName = stored.name;
      } catch (error) {
        // The database not answering yet (start-up) or now: keep the name last read.
        log.debug({ err: error }, 'reading the stored identity failed');
      }
    };
    const senderOf = () =>
      config.mailFrom ?? `"${identity.name.replace(/["\\\r\n]/g, '')}" <no-reply@studio.local>`;

    const mailer =
      config.smtpUrl !== null
        ? smtpMailer(config.smtpUrl, senderOf, log)
        : outboxMailer(join(config.dataDir, 'outbox'), app.clock, log);
    app.decorate('mailer', mailer);
    app.decorate('brand', brand);
    app.decorate('studioInboxEmail', () => config.studioInboxEmail ?? identity.email);
    app.decorate('refreshIdentity', refreshIdentity);
    // Several instances: each reads the identity again at most every few seconds, when an API
    // request comes. The read is not awaited: no answer waits on it (forgot-password and the
    // request-access form answer before touching the database), and it is queued before any
    // query of the request's own, so a mail the request sends uses what it read.
    let reading: Promise<void> | null = null;
    app.addHook('onRequest', (request, _reply, done) => {
      if (
        request.url.startsWith('/api/') &&
        reading === null &&
        app.clock.now().getTime() - readAt >= IDENTITY_TTL_MS
      )
        reading = refreshIdentity().finally(() => {
          reading = null;
        });
      done();
    });
    app.addHook('onClose', async () => {
      await reading;
      await mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['config', 'db'], fastify: '5.x' },
);
