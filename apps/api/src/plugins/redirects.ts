import fp from 'fastify-plugin';
import { SECOND } from '../clock.js';
import { followRedirects, hopWith, readManualRedirects } from '../domain/redirects.js';
import { normalSitePath } from '@studio/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    redirects: {
      /**
       * Where a visit to `path` (%-escapes decoded) is sent: the end of its chain, or null when
       * it answers itself.
       */
      targetOf(path: string): Promise<string | null>;
      /** Called after a change on this instance: its next answer reads the table again. */
      changed(): void;
    };
  }
}

/**
 * How long an instance serves the manual redirects it read; another instance's change reaches it
 * within this time (by the injected clock). Former slugs are read per visit of an article path.
 */
export const REDIRECTS_REFRESH_MS = 2 * SECOND;

/** The redirects every instance serves from the database: manual ones and former article slugs. */
export default fp(
  async (app) => {
    let manual: { readAt: number; map: Map<string, string> } | null = null;
    let reading: Promise<Map<string, string>> | null = null;

    const manualRedirects = async (): Promise<Map<string, string>> => {
      const now = app.clock.now().getTime();
      if (manual && now - manual.readAt < REDIRECTS_REFRESH_MS) return manual.map;
      reading ??= readManualRedirects(app.db)
        .then((map) => {
          manual = { readAt: now, map };
          return map;
        })
        .finally(() => {
          reading = null;
        });
      return reading;
    };

    app.decorate('redirects', {
      targetOf: async (path: string) => {
        const key = normalSitePath(path);
        const map = await manualRedirects();
        const end = await followRedirects(
          key,
          hopWith(app.db, (from) => map.get(from)),
        );
        // A loop (an article renamed into one since) is not answered: the page shows as is.
        return end === 'loop' ? null : end;
      },
      changed: () => {
        manual = null;
      },
    });
  },
  { name: 'redirects', dependencies: ['config', 'db'], fastify: '5.x' },
);
