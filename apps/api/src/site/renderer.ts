import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
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
  /** Renders one page in memory; null when the content has no page at that path. */
  preview(options: RenderPreviewOptions): Promise<RenderedPreview>;
  /** A digest of the server build: pages rendered by another build are not these. */
  build: string;
}

interface ServerBuildModule {
  entry: { module: { renderSite?: unknown; renderPreview?: unknown } };
}

const isServerBuild = (value: unknown): value is ServerBuildModule =>
  typeof value === 'object' &&
  value !== null &&
  'entry' in value &&
  typeof (value as { entry: unknown }).entry === 'object' &&
  typeof (value as ServerBuildModule).entry?.module === 'object';

/** The site's server build beside its client build (`dist/server/index.js` of `dist/client`). */
export const serverBuildOf = (siteDist: string): string =>
  join(siteDist, '..', 'server', 'index.js');

/**
 * Loads the site's server build and answers its renderer, or null when the build has none (a
 * build without `ssr`, or no build): the site is then served as built.
 */
export async function loadSiteRenderer(siteDist: string): Promise<SiteRenderer | null> {
  const file = serverBuildOf(siteDist);
  if (!(await isFile(file))) return null;
  const build: unknown = await import(pathToFileURL(file).href);
  if (!isServerBuild(build)) return null;
  const { renderSite, renderPreview } = build.entry.module;
  if (typeof renderSite !== 'function' || typeof renderPreview !== 'function') return null;
  const digest = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
  return {
    render: (options) =>
      (renderSite as (b: unknown, o: RenderSiteOptions) => Promise<RenderSiteReport>)(
        build,
        options,
      ),
    preview: (options) =>
      (renderPreview as (b: unknown, o: RenderPreviewOptions) => Promise<RenderedPreview>)(
        build,
        options,
      ),
    build: digest,
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
