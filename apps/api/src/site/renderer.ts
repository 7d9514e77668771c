import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  DrawnShareImages,
  DrawShareImagesOptions,
  RenderPreviewOptions,
  RenderSiteOptions,
  RenderSiteReport,
  RenderedPreview,
} from '@studio/contracts';
import { isFile } from '../static/builds.js';

/** The site's server build, bound to its renderers. */
export interface SiteRenderer {
  /** Renders pages into a site directory. */
  render(options: RenderSiteOptions): Promise<RenderSiteReport>;
  /** Draws the share images a render queued (`deferShareImages`) in a served directory. */
  drawShareImages(options: DrawShareImagesOptions): Promise<DrawnShareImages>;
  /** Renders one page in memory; null when the content has no page at that path. */
  preview(options: RenderPreviewOptions): Promise<RenderedPreview>;
  /** A digest of the server build: pages rendered by another build are not these. */
  build: string;
  /** Stops the render thread (a later render starts it again). */
  close(): Promise<void>;
}

/** The site's server build beside its client build (`dist/server/index.js` of `dist/client`). */
export const serverBuildOf = (siteDist: string): string =>
  join(siteDist, '..', 'server', 'index.js');

/**
 * The thread the site's server build runs in: it loads the build, checks that it has both
 * renderers and its share images' drawing, then answers `{ id, method, options }` with `{ id, value }` or `{ id, error }`.
 * Inline (not a file beside this one) so that it runs alike from `dist` and from the sources
 * under test.
 */
const RENDER_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.url).then((build) => {
  const module = build && typeof build.entry === 'object' ? build.entry.module : undefined;
  const renderers = module && { render: module.renderSite, preview: module.renderPreview, draw: module.drawSiteShareImages };
  if (!renderers || Object.values(renderers).some((renderer) => typeof renderer !== 'function')) {
    parentPort.postMessage({ ready: false });
    return;
  }
  parentPort.on('message', ({ id, method, options }) => {
    Promise.resolve()
      .then(() => renderers[method](build, options))
      .then(
        (value) => parentPort.postMessage({ id, value }),
        (error) => parentPort.postMessage({
          id,
          error: { message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined },
        }),
      );
  });
  parentPort.postMessage({ ready: true });
}, (error) => {
  parentPort.postMessage({ ready: false, error: { message: String(error && error.message || error), stack: error && error.stack } });
});
`;

type Method = 'render' | 'preview' | 'draw';
interface Failure {
  message: string;
  stack?: string;
}
type Answer = { id: number; value: unknown } | { id: number; error: Failure };
type Start = { ready: boolean; error?: Failure };

const errorOf = (failure: Failure): Error =>
  Object.assign(new Error(failure.message), failure.stack ? { stack: failure.stack } : {});

/**
 * The server build in a worker thread of its own. React's streaming renderer runs each render
 * inside an AsyncLocalStorage, and once one has run, Node (20) keeps its async hooks on for the
 * whole thread: every promise, timer and socket of every later request then pays for them
 * (about a sixth of a small API answer's CPU, docs/benchmarks.md). In a thread of its own the
 * hooks stay there, and a render no longer holds up the requests being answered. The thread
 * keeps the process alive only while a render is asked; it starts again after a crash.
 */
function renderThread(url: string) {
  let worker: Worker | null = null;
  let started: Promise<boolean> | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  const start = (): Promise<boolean> => {
    const thread = new Worker(RENDER_THREAD, {
      eval: true,
      workerData: { url },
      // The pages are production pages in every mode: React's and React Router's production
      // builds (picked by NODE_ENV when the thread loads them) render the same HTML at about
      // two thirds of the CPU of their development builds, which a development or test server
      // would otherwise pay for every page of every render.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    worker = thread;
    thread.unref();
    const ready = new Promise<boolean>((resolve, reject) => {
      thread.once('message', (message: Start) => {
        if (message.error) reject(errorOf(message.error));
        else resolve(message.ready);
        thread.on('message', (answer: Answer) => {
          const call = pending.get(answer.id);
          if (!call) return;
          pending.delete(answer.id);
          if (pending.size === 0) thread.unref();
          if ('error' in answer) call.reject(errorOf(answer.error));
          else call.resolve(answer.value);
        });
      });
      const ended = (error: Error) => {
        if (worker !== thread) return;
        worker = null;
        started = null;
        reject(error);
        for (const call of pending.values()) call.reject(error);
        pending.clear();
      };
      thread.once('error', ended);
      thread.once('exit', (code) => ended(new Error(`the site's render thread exited (${code})`)));
    });
    started = ready;
    return ready;
  };

  const call = async <T>(method: Method, options: unknown): Promise<T> => {
    await (started ?? start());
    const thread = worker;
    if (!thread) throw new Error("the site's render thread is not running");
    const id = nextId++;
    const answer = new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject });
    });
    if (pending.size === 1) thread.ref();
    thread.postMessage({ id, method, options });
    return (await answer) as T;
  };

  const close = async (): Promise<void> => {
    const thread = worker;
    worker = null;
    started = null;
    await thread?.terminate();
  };

  return { start, call, close };
}

/**
 * Loads the site's server build (in a thread of its own, see renderThread) and answers its
 * renderer, or null when the build has none (a build without `ssr`, or no build): the site is
 * then served as built.
 */
export async function loadSiteRenderer(siteDist: string): Promise<SiteRenderer | null> {
  const file = serverBuildOf(siteDist);
  if (!(await isFile(file))) return null;
  const thread = renderThread(pathToFileURL(file).href);
  if (!(await thread.start())) {
    await thread.close();
    return null;
  }
  const digest = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
  return {
    render: (options) => thread.call<RenderSiteReport>('render', options),
    drawShareImages: (options) => thread.call<DrawnShareImages>('draw', options),
    preview: (options) => thread.call<RenderedPreview>('preview', options),
    build: digest,
    close: thread.close,
  };
}

/** What a site directory was rendered for (its site.json). */
export interface SiteManifest {
  origin: string | null;
  /** The content fingerprint of a run-time render; null for the static build. */
  fingerprint: string | null;
}

/** A site directory's site.json; all null when it has none. */
export async function siteManifest(siteRoot: string): Promise<SiteManifest> {
  try {
    const parsed = JSON.parse(await readFile(join(siteRoot, 'site.json'), 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return { origin: null, fingerprint: null };
    const { origin, fingerprint } = parsed as Record<string, unknown>;
    return {
      origin: typeof origin === 'string' ? origin : null,
      fingerprint: typeof fingerprint === 'string' ? fingerprint : null,
    };
  } catch {
    return { origin: null, fingerprint: null };
  }
}

/** The origin a site directory's URLs were written for (its site.json), or null. */
export async function builtOrigin(siteRoot: string): Promise<string | null> {
  return (await siteManifest(siteRoot)).origin;
}
