import fp from 'fastify-plugin';
import { ARTICLE_PATH_PREFIX } from '@studio/contracts';
import { SECOND } from '../clock.js';
import {
  publishDueSchedules,
  purgeExpiredTrash,
  unpublishDueSchedules,
} from '../domain/content/store/index.js';
import { purgeExpiredMedia } from '../domain/media.js';
import {
  loggingPublisher,
  type ContentPublisher,
  type PageSelection,
} from '../domain/content/publisher.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Re-renders the pages a committed content change touches (errors are logged, not thrown). */
    publishPages(pages: PageSelection | null): Promise<void>;
    /** Publishes, and takes down, what is due by the injected clock; answers how many changed. */
    publishDueContent(): Promise<number>;
    /**
     * Deletes for good the entries and media items that stayed in the trash `trashDays` days by
     * the injected clock; answers how many.
     */
    purgeExpiredTrash(): Promise<number>;
  }
}

export interface ContentPluginOptions {
  /** The site renderer's publisher; without one, changes are only logged. */
  publisher?: ContentPublisher | undefined;
}

/**
 * An article's address: its slug (URL-encoded or not) in the first group, an optional trailing
 * slash, and the query.
 */
export const ARTICLE_PATH = new RegExp(`^${ARTICLE_PATH_PREFIX}([^/?#]+)/?(\\?.*)?$`);

/** How often each instance looks for due schedules (each one is published once, by one instance). */
export const SCHEDULE_POLL_MS = 5 * SECOND;

/**
 * The content store's run-time part: the publishing hook the routes call after a change, and
 * the scheduled publications and the trash's expiry, looked for every few seconds by the injected
 * clock.
 */
export default fp<ContentPluginOptions>(
  async (app, options) => {
    const publisher = options.publisher ?? loggingPublisher(app.log);

    const publishPages = async (pages: PageSelection | null): Promise<void> => {
      if (pages === null || ('paths' in pages && pages.paths.length === 0)) return;
      try {
        await publisher.publish(pages);
      } catch (error) {
        // The change itself has committed; the pages are re-rendered at the next publish.
        app.log.error({ err: error, pages }, 'publishing hook failed');
      }
    };

    const publishDueContent = async (): Promise<number> => {
      const now = app.clock.now();
      const published = [
        ...(await publishDueSchedules(app.db, now)),
        ...(await unpublishDueSchedules(app.db, now)),
      ];
      for (const pages of published) await publishPages(pages);
      return published.length;
    };

    const purgeTrash = async (): Promise<number> => {
      const now = app.clock.now();
      const entries = await purgeExpiredTrash(app.db, now, app.config.trashDays);
      const items = await purgeExpiredMedia(app.db, now, app.config.trashDays);
      // Their files were forgotten when they went to the trash; forgetting again costs nothing
      // and keeps a purge's promise that no instance serves them.
      if (items.goneFiles.length > 0 && app.hasDecorator('forgetMediaFiles'))
        await app.forgetMediaFiles(items.goneFiles);
      return entries + items.purged;
    };

    app.decorate('publishPages', publishPages);
    app.decorate('publishDueContent', publishDueContent);
    app.decorate('purgeExpiredTrash', purgeTrash);

    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = publishDueContent()
        .catch((error: unknown) => app.log.warn({ err: error }, 'scheduled publishing failed'))
        .then(() => purgeTrash())
        .catch((error: unknown) => app.log.warn({ err: error }, 'purging the trash failed'))
        .finally(() => {
          running = null;
        });
    }, SCHEDULE_POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'content', dependencies: ['config', 'db'], fastify: '5.x' },
);
