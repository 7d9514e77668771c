import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isFile } from '../static/builds.js';

/**
 * A `ContentSource` of @studio/content: opaque to the API (its types compile the site's
 * content modules), handed through to the site's renderer, which reads it.
 */
export type SiteContent = object;

/** The options of the site's `renderSite` (apps/site/src/publish/renderSite.server.ts). */
export interface RenderSiteOptions {
  root: string;
  origin: string;
  content?: SiteContent | undefined;
  paths: readonly string[] | 'all';
}

export interface RenderSiteReport {
  pages: string[];
  removed: string[];
  files: string[];
}

/** Renders pages into a site directory: the site's server build, bound to its renderer. */
export type SiteRenderer = (options: RenderSiteOptions) => Promise<RenderSiteReport>;

interface ServerBuildModule {
  entry: { module: { renderSite?: unknown } };
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
  if (!isServerBuild(build) || typeof build.entry.module.renderSite !== 'function') return null;
  const renderSite = build.entry.module.renderSite as (
    serverBuild: unknown,
    options: RenderSiteOptions,
  ) => Promise<RenderSiteReport>;
  return (options) => renderSite(build, options);
}

/** The origin a site directory's URLs were written for (its site.json), or null. */
export async function builtOrigin(siteRoot: string): Promise<string | null> {
  try {
    const parsed = JSON.parse(await readFile(join(siteRoot, 'site.json'), 'utf8')) as unknown;
    return typeof parsed === 'object' &&
      parsed !== null &&
      'origin' in parsed &&
      typeof parsed.origin === 'string'
      ? parsed.origin
      : null;
  } catch {
    return null;
  }
}
