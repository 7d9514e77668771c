import { rename, rm } from 'node:fs/promises';
import fp from 'fastify-plugin';
import {
  DevPublishAnswer,
  DevPublishRequest,
  type PublishedContent,
  type RenderedPreview,
  type SiteRenderState,
} from '@studio/contracts';
import { contentFingerprint, readSiteContent } from '../domain/content/published.js';
import type { PageSelection } from '../domain/content/publisher.js';
import { entryIdOfSlug } from '../domain/content/store/index.js';
import { ARTICLE_PATH } from './content.js';
import { loadSiteBuild, type SiteBuild } from '../static/builds.js';
import {
  cloneTree,
  latestGeneration,
  nextGeneration,
  removeGenerations,
  sharesAssets,
  UNFINISHED,
} from '../site/generations.js';
import { loadSiteRenderer, siteManifest } from '../site/renderer.js';
import { createSiteProblems, type PageFailure, type SiteProblems } from '../site/problems.js';
import { createRenderTimes, type RenderTimes } from '../site/render-times.js';
import { createSitePublisher, type SitePublisher } from '../site/publisher.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site directory served now: the build, or the latest rendered generation. */
    siteFiles: { current(): SiteBuild | null };
    /** Re-renders pages here and on every instance; null when the site build has no renderer. */
    sitePublisher: SitePublisher | null;
    /** The pages this instance could not update (shown to staff), retried by the next publish. */
    siteProblems: SiteProblems;
    /** Each page's last render on this instance: how long it took, when, whether it failed. */
    siteRenderTimes: RenderTimes;
    /** A super admin's "Render the site again" on this instance: one at a time. */
    siteRenderAgain: SiteRenderAgain;
    /** Settles once the start-up render (when the served site is not the store's) has swapped in. */
    siteReady: Promise<void>;
    /**
     * Renders one page from `store` in memory (a draft's preview), never into the served site;
     * null when the content has no page at `path`. Null itself without a site renderer.
     */
    renderSitePage:
      ((store: PublishedContent, path: string, expiresAt: Date) => Promise<RenderedPreview>) | null;
  }
}

export interface SiteRenderAgain {
  /** Whether it can run (a renderer), runs now, and how the last one ended. */
  state(): SiteRenderState;
  /**
   * Starts rendering every page on this instance and answers at once: 'running' when one asked
   * this way runs already (nothing starts), 'unavailable' without a renderer.
   */
  start(): 'started' | 'running' | 'unavailable';
  /** Settles once the render asked this way has ended, failed or not (at once when none runs). */
  settled(): Promise<void>;
}

/**
 * The run-time renderer (ADR 0007): renders pages with the site's server build, from the content
 * store's published content read afresh for each render, into a new generation of the site
 * directory (a hard-linked copy of the served one under DATA_DIR/site), then serves that
 * generation, and draws the share images whose card changed in it after. At start it serves the last generation when it was rendered for this origin, this
 * build and this content (the fingerprint in its site.json), and renders every page otherwise,
 * serving the last generation (the build only when there is none) until that render is done;
 * `publish` renders what content changes touch, here and on the other instances. A page that
 * fails to render is logged with its entry, listed in `siteProblems` and rendered again by the
 * next publish; the others are served all the same. A render that fails as a whole leaves the
 * served generation in place and removes its own. Development servers get `POST /api/dev/publish`.
 */
export default fp(
  async (app) => {
    const { config } = app;
    let site = await loadSiteBuild(config.siteDist);
    /** The build itself: its assets are the ones this server's renders refer to. */
    const build = site;
    /**
     * Whether the served site holds this build's files: the build, a generation a render of this
     * process made, or a last run's made from this very build. One an older build left (an
     * upgrade) has other asset files than the pages rendered now refer to.
     */
    let servedIsThisBuild = true;
    app.decorate('siteFiles', { current: () => site });
    const renderer = site ? await loadSiteRenderer(config.siteDist) : null;

    /** The store's content now and its fingerprint. */
    const snapshot = async () => {
      const store = await readSiteContent(app.db);
      const fingerprint = renderer ? contentFingerprint(store, renderer.build) : undefined;
      return { store, fingerprint };
    };

    const problems = createSiteProblems();
    app.decorate('siteProblems', problems);
    const renderTimes = createRenderTimes();
    app.decorate('siteRenderTimes', renderTimes);

    /** A failed page with the entry it shows (an article's), logged for the operator. */
    const failureOf = async (failure: { path: string; reason: string }): Promise<PageFailure> => {
      const slug = ARTICLE_PATH.exec(failure.path)?.[1];
      const entryId = slug ? await entryIdOfSlug(app.db, 'articles', slug) : null;
      app.log.error(
        { page: failure.path, entry: entryId, reason: failure.reason },
        'a page of the site could not be updated: it serves its last render',
      );
      return { ...failure, entryId };
    };

    const render = async (pages: PageSelection, superseded: () => boolean): Promise<void> => {
      if (!site || !renderer) return;
      const { store, fingerprint } = await snapshot();
      const generation = nextGeneration(config.dataDir);
      const unfinished = `${generation}${UNFINISHED}`;
      // A last run's generation of another build is not copied: every page is rendered on a
      // copy of the build (its assets, its share images), so no page names a file it lacks.
      const fromBuild = !servedIsThisBuild && build !== null;
      // The pages that failed last time are tried again.
      const paths =
        'everyPage' in pages || fromBuild
          ? 'all'
          : [...new Set([...pages.paths, ...problems.pages()])];
      try {
        await cloneTree(fromBuild ? build.root : site.root, unfinished);
        const report = await renderer.render({
          root: unfinished,
          origin: config.publicOrigin,
          store,
          fingerprint,
          paths,
          deferShareImages: true,
        });
        await rename(unfinished, generation);
        const rendered = await loadSiteBuild(generation);
        if (!rendered) throw new Error(`rendered site in ${generation} has no index.html`);
        site = rendered;
        servedIsThisBuild = true;
        // Served: the share images whose card changed are drawn in it now, until a newer
        // publish waits (its render draws the rest).
        const stop = new Int32Array(new SharedArrayBuffer(4));
        const watch = setInterval(() => {
          if (superseded()) Atomics.store(stop, 0, 1);
        }, 20);
        const images = await renderer
          .drawShareImages({
            root: generation,
            origin: config.publicOrigin,
            fingerprint: report.failed.length === 0 ? fingerprint : undefined,
            stop,
          })
          .finally(() => clearInterval(watch));
        report.failed.push(...images.failed);
        const now = app.clock.now();
        problems.rendered(paths, await Promise.all(report.failed.map(failureOf)), now);
        renderTimes.rendered(report.timings, new Set(report.failed.map((f) => f.path)), now);
      } catch (error) {
        await rm(unfinished, { recursive: true, force: true });
        problems.failed(error instanceof Error ? error.message : String(error), app.clock.now());
        throw error;
      }
      await removeGenerations(config.dataDir, generation);
    };

    const publisher = renderer
      ? await createSitePublisher({ render, database: app.database, log: app.log })
      : null;
    app.decorate('sitePublisher', publisher);
    app.decorate(
      'renderSitePage',
      renderer
        ? (store: PublishedContent, path: string, expiresAt: Date) =>
            renderer.preview({
              origin: config.publicOrigin,
              store,
              path,
              expiresAt: expiresAt.toISOString(),
            })
        : null,
    );
    if (!renderer && site)
      app.log.info('the site build has no server renderer: pages are served as built');

    // "Render the site again" (System Settings): every page, on this instance only (each renders
    // its own copy; a publish is what reaches the others). In the background: rendering every
    // page takes longer than a request may wait; the card asks for the state until it is done.
    let again: Promise<void> | null = null;
    let lastAgain: SiteRenderState['last'] = null;
    const renderAgain: SiteRenderAgain = {
      state: () => ({ available: publisher !== null, running: again !== null, last: lastAgain }),
      start: () => {
        if (!publisher) return 'unavailable';
        if (again) return 'running';
        const started = performance.now();
        const ended = (failedPages: number | null) => {
          lastAgain = {
            finishedAt: app.clock.now().toISOString(),
            durationMs: Math.round(performance.now() - started),
            failedPages,
          };
          again = null;
        };
        again = publisher.renderHere({ everyPage: true }).then(
          // Every page was asked: the pages listed as problems now are the ones that failed.
          () => ended(problems.pages().length),
          (error: unknown) => {
            ended(null);
            app.log.error({ err: error }, 'rendering the site again failed');
          },
        );
        return 'started';
      },
      settled: async () => {
        await again;
      },
    };
    app.decorate('siteRenderAgain', renderAgain);

    /** The last run's generation, when it shows what this start would render. */
    const keptGeneration = async (fingerprint: string | undefined) => {
      const previous = await latestGeneration(config.dataDir);
      if (!previous || !fingerprint) return null;
      const manifest = await siteManifest(previous);
      if (manifest.origin !== config.publicOrigin || manifest.fingerprint !== fingerprint)
        return null;
      // Rendered by this build but not on a copy of it (an earlier version's render after an
      // upgrade): it lacks the files its pages load, and is rendered again.
      if (!build || !(await sharesAssets(previous, build.root))) return null;
      return loadSiteBuild(previous);
    };

    const startUp = async () => {
      if (!site || !publisher) {
        await removeGenerations(config.dataDir, null);
        return;
      }
      const { fingerprint } = await snapshot();
      const kept = await keptGeneration(fingerprint);
      if (kept) {
        await removeGenerations(config.dataDir, kept.root);
        site = kept;
        app.log.info('serving the site rendered for this origin and content by the last run');
        return;
      }
      // Until the render below is done (or if it fails), the last run's generation is served:
      // the store's content as last rendered. The build only for an install that never rendered.
      const previous = await latestGeneration(config.dataDir);
      const last = previous ? await loadSiteBuild(previous) : null;
      await removeGenerations(config.dataDir, last?.root ?? null);
      if (last) {
        site = last;
        servedIsThisBuild = build !== null && (await sharesAssets(last.root, build.root));
      }
      // The build shows the default content: the store's content may be the same, but proving
      // it costs a render, so the first start renders (and later starts keep its generation).
      const served = await siteManifest(site.root);
      app.log.info(
        { served: served.origin, origin: config.publicOrigin, from: last ? 'last run' : 'build' },
        'rendering the site for this origin and the content store',
      );
      await publisher.renderHere({ everyPage: true });
    };
    // The first render starts once every plugin has loaded: rendering pages is CPU work that,
    // begun earlier, slowed the remaining plugins past their load timeout on a busy machine.
    let begin = () => {};
    let begun = false;
    const ready = new Promise<void>((resolve) => {
      begin = resolve;
    })
      .then(startUp)
      .catch((error: unknown) => {
        const served =
          site && site.root !== config.siteDist ? 'the last rendered site' : 'the build';
        app.log.error({ err: error }, `rendering the site at start failed: serving ${served}`);
      });
    app.decorate('siteReady', ready);
    app.addHook('onReady', async () => {
      begun = true;
      begin();
    });

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
      if (begun) await ready;
      await renderAgain.settled();
      await publisher?.close();
      await renderer?.close();
    });
  },
  { name: 'site-renderer', dependencies: ['config', 'db'], fastify: '5.x' },
);
