import fp from 'fastify-plugin';
import { MINUTE } from '../clock.js';
import { purgeComments, takeCommentDigest } from '../domain/interactions.js';
import { trySend } from '../mail/deliver.js';
import { commentDigestMail } from '../mail/templates.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mails the studio inbox the comments that arrived since the last digest, when one is due
     * (at most one per 15 minutes, whichever instance sends it); answers whether a mail left.
     */
    sendCommentDigest(): Promise<boolean>;
  }
}

const POLL_MS = MINUTE;

/**
 * The new-comment digest: sent after each comment when due, and by a timer each minute so that
 * comments held back by the 15 minutes still go out; the same timer purges spam, rejected and
 * trashed comments older than TRASH_DAYS.
 */
export default fp(
  async (app) => {
    const { db, clock } = app;
    app.decorate('sendCommentDigest', async () => {
      const comments = await takeCommentDigest(db, clock.now());
      if (comments.length === 0) return false;
      return trySend(
        app.mailer,
        commentDigestMail(app.brand, app.studioInboxEmail(), comments),
        app.log,
      );
    });

    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = app
        .sendCommentDigest()
        .then(() => purgeComments(db, clock.now(), app.config.trashDays))
        .catch((error: unknown) => app.log.warn({ err: error }, 'comment digest failed'))
        .finally(() => {
          running = null;
        });
    }, POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'comment-digest', dependencies: ['config', 'db', 'mailer'], fastify: '5.x' },
);
