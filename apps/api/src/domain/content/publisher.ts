import type { FastifyBaseLogger } from 'fastify';

/** The pages a content change touches: some paths, or every page (an identity change). */
export type PageSelection = { paths: string[] } | { everyPage: true };

/**
 * Re-renders the pages a change affects, on this instance and the others. The content routes
 * call it after the change has committed; the site's renderer provides the implementation.
 */
export interface ContentPublisher {
  publish(pages: PageSelection): Promise<void>;
}

/**
 * The publisher of a server that renders no pages at run time yet (the site is a static build):
 * it only logs what would be re-rendered. A server that renders pages passes its own publisher.
 */
export function loggingPublisher(log: FastifyBaseLogger): ContentPublisher {
  return {
    publish: (pages) => {
      log.info(
        { pages: 'everyPage' in pages ? 'every page' : pages.paths },
        'content changed: no pages to re-render yet (static site build)',
      );
      return Promise.resolve();
    },
  };
}
