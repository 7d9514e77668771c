import fp from 'fastify-plugin';
import { DevPublishAnswer, DevPublishRequest } from '@studio/contracts';
import type { PageSelection } from '../domain/content/publisher.js';
import { loadSiteBuild, type SiteBuild } from '../static/builds.js';
import { cloneTree, nextGeneration, removeGenerations } from '../site/generations.js';
import { builtOrigin, loadSiteRenderer, type SiteContent } from '../site/renderer.js';
import { createSitePublisher, type SitePublisher } from '../site/publisher.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site directory served now: the build, or the latest rendered generation. */
    siteFiles: { current(): SiteBuild | null };
    /** Re-renders pages here and on every instance; null when the site build has no renderer. */
    sitePublisher: SitePublisher | null;
    /** Settles once the start-up render (another origin than the build's) has swapped in. */
    siteReady: Promise<void>;
  }
}

export interface SiteRendererOptions {
  /** Where the pages read content; the site's default content without one. */
  content?: SiteContent | undefined;
}

/**
 * The run-time renderer (ADR 0007): renders pages with the site's server build into a new
 * generation of the site directory (a hard-linked copy of the served one under DATA_DIR/site),
 * then serves that generation. At start it renders every page when the server's PUBLIC_ORIGIN
 * is not the build's; `publish` renders what content changes touch, here and on the other
 * instances. Development servers get `POST /api/dev/publish` to try it.
 */
export default fp<SiteRendererOptions>(
  async (app, options) => {
    const { config } = app;
    let site = await loadSiteBuild(config.siteDist);
    app.decorate('siteFiles', { current: () => site });
    const renderer = site ? await loadSiteRenderer(config.siteDist) : null;

    const render = async (pages: PageSelection): Promise<void> => {
      if (!site || !renderer) return;
      const generation = nextGeneration(config.dataDir);
      await cloneTree(site.root, generation);
      await renderer({
        root: generation,
        origin: config.publicOrigin,
        content: options.content,
        paths: 'everyPage' in pages ? 'all' : pages.paths,
      });
      const rendered = await loadSiteBuild(generation);
      if (!rendered) throw new Error(`rendered site in ${generation} has no index.html`);
      site = rendered;
      await removeGenerations(config.dataDir, generation);
    };

    const publisher = renderer
      ? await createSitePublisher({ render, database: app.database, log: app.log })
      : null;
    app.decorate('sitePublisher', publisher);
    if (!renderer && site)
      app.log.info('the site build has no server renderer: pages are served as built');

    const startUp = async () => {
      await removeGenerations(config.dataDir, null);
      if (!site || !publisher) return;
      const origin = await builtOrigin(site.root);
      if (origin === config.publicOrigin) return;
      app.log.info(
        { built: origin, origin: config.publicOrigin },
        'rendering the site for this origin',
      );
      await publisher.renderHere({ everyPage: true });
    };
    const ready = startUp().catch((error: unknown) => {
      app.log.error({ err: error }, 'rendering the site at start failed: serving the build');
    });
    app.decorate('siteReady', ready);

    if (!config.isProduction && publisher) {
      app.post(
        '/api/dev/publish',
        { schema: { hide: true, body: DevPublishRequest, response: { 200: DevPublishAnswer } } },
        async (request) => {
          const { paths } = request.body as DevPublishRequest;
          await publisher.publish({ paths });
          return { success: true as const, pages: paths };
        },
      );
    }

    app.addHook('onClose', async () => {
      await ready;
      await publisher?.close();
    });
  },
  { name: 'site-renderer', dependencies: ['config', 'db'], fastify: '5.x' },
);
