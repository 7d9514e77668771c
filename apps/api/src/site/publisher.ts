import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { ContentPublisher, PageSelection } from '../domain/content/publisher.js';

/** The notice channel publishes travel on between instances. */
export const PUBLISH_CHANNEL = 'site_publish';

const merge = (a: PageSelection | null, b: PageSelection): PageSelection => {
  if (a === null) return b;
  if ('everyPage' in a || 'everyPage' in b) return { everyPage: true };
  return { paths: [...new Set([...a.paths, ...b.paths])] };
};

export interface SitePublisher extends ContentPublisher {
  /** Renders on this instance only (what a notice from another instance asks). */
  renderHere(pages: PageSelection): Promise<void>;
  /** Stops listening for other instances' notices, once the render under way has finished. */
  close(): Promise<void>;
}

/**
 * The content store's publisher: a change of some pages answers once they are served here (the
 * editor's next look shows them); a change of every page (the studio's identity) renders in the
 * background, as it takes longer than a request may wait, and logs a failure.
 */
export function contentPublisherOf(site: SitePublisher, log: FastifyBaseLogger): ContentPublisher {
  return {
    publish: (pages) => {
      if (!('everyPage' in pages)) return site.publish(pages);
      site
        .publish(pages)
        .catch((error: unknown) => log.error({ err: error }, 'rendering every page failed'));
      return Promise.resolve();
    },
  };
}

/**
 * `publish(pages)`: renders the pages on this instance at once and sends them on the notice
 * channel so every other instance renders them too. Publishes that arrive while a render runs
 * wait and are rendered together, once, in the next one.
 */
export async function createSitePublisher(options: {
  /**
   * `superseded` answers true once another publish waits (or the publisher closes): the render
   * may then leave its last, deferrable work (share images) to the next one.
   */
  render: (pages: PageSelection, superseded: () => boolean) => Promise<void>;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<SitePublisher> {
  const { render, database, log } = options;
  const self = randomUUID();
  let queued: PageSelection | null = null;
  let next: Promise<void> | null = null;
  let running: Promise<void> = Promise.resolve();
  let closing = false;
  const superseded = () => queued !== null || closing;

  const renderHere = (pages: PageSelection): Promise<void> => {
    queued = merge(queued, pages);
    if (next) return next;
    const scheduled = running.then(async () => {
      const batch = queued;
      queued = null;
      next = null;
      if (batch) await render(batch, superseded);
    });
    next = scheduled;
    running = scheduled.catch(() => undefined);
    return scheduled;
  };

  const stop = await database.listen(PUBLISH_CHANNEL, {
    message: (payload) => {
      try {
        const notice = JSON.parse(payload) as { from?: string; pages?: PageSelection };
        if (notice.from === self || !notice.pages) return;
        renderHere(notice.pages).catch((error: unknown) =>
          log.error({ err: error }, 'rendering pages published on another instance failed'),
        );
      } catch (error) {
        log.warn({ err: error }, 'ignored a malformed publish notice');
      }
    },
    up: () => undefined,
    down: (error) => log.warn({ err: error }, 'publish notices: connection lost, reconnecting'),
  });

  return {
    renderHere,
    publish: async (pages) => {
      const here = renderHere(pages);
      await database.notify(PUBLISH_CHANNEL, JSON.stringify({ from: self, pages }));
      await here;
    },
    // A render under way finishes first: its generation is complete or not started, never half
    // written when the process (or a test) removes its data.
    close: async () => {
      closing = true;
      await stop();
      await running;
    },
  };
}
