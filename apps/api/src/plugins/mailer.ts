import { join } from 'node:path';
import fp from 'fastify-plugin';
import { outboxMailer, smtpMailer, type Mailer } from '../mail/mailer.js';
import type { Brand } from '../mail/templates.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    brand: Brand;
  }
}

/** Real mail over SMTP_URL, or the DATA_DIR/outbox folder when it is unset. */
export default fp(
  async (app) => {
    const { config } = app;
    const log = app.log.child({ component: 'mailer' });
    const mailer =
      config.smtpUrl !== null
        ? smtpMailer(config.smtpUrl, config.mailFrom, log)
        : outboxMailer(join(config.dataDir, 'outbox'), app.clock, log);
    app.decorate('mailer', mailer);
    app.decorate('brand', { studioName: config.studioName, publicOrigin: config.publicOrigin });
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['config'], fastify: '5.x' },
);
