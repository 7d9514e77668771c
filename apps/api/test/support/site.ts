// The same commit's site build (apps/site/dist: `npx turbo run build --filter=@studio/site`),
// its renderer, its default content, and a temporary content source that changes one article.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRepoRoot } from '../../src/paths.js';
import {
  builtOrigin,
  loadSiteRenderer,
  serverBuildOf,
  type SiteRenderer,
} from '../../src/site/renderer.js';

export const siteDist = join(findRepoRoot(), 'apps/site/dist/client');

interface Article {
  title: string;
  subtitle: string;
  [key: string]: unknown;
}

/** The parts of @studio/content's ContentSource the tests change. */
export interface Source {
  identity(): Promise<unknown>;
  page(key: string): Promise<unknown>;
  articles(): Promise<{ all: readonly Article[]; general: Article }>;
}

export interface BuiltSite {
  render: SiteRenderer['render'];
  defaults: Source;
  origin: string;
}

export async function builtSite(): Promise<BuiltSite> {
  const renderer = await loadSiteRenderer(siteDist);
  if (!renderer)
    throw new Error(`no site server build at ${serverBuildOf(siteDist)}: build the site`);
  const build = (await import(pathToFileURL(serverBuildOf(siteDist)).href)) as {
    entry: { module: { defaultContentSource: Source } };
  };
  const origin = await builtOrigin(siteDist);
  if (!origin) throw new Error(`the site build in ${siteDist} names no origin (site.json)`);
  return { render: renderer.render, defaults: build.entry.module.defaultContentSource, origin };
}

export const CHANGED = {
  title: 'Monsoon Sessions Announced',
  subtitle: 'A new series',
  path: '/article/monsoon-sessions-announced',
  intro: 'Stories from the monsoon.',
  /** The retitled article's address before (the default content's newest article). */
  formerPath: '/article/sargam-studios-opens-a-second-production-suite',
} as const;

/**
 * The default content, but (while `changed()` says so) with its newest article retitled and the
 * newsroom's intro rewritten: what an editor's publish would change.
 */
export function changingContent(defaults: Source, changed: () => boolean): Source {
  return {
    identity: () => defaults.identity(),
    page: async (key) => {
      const page = await defaults.page(key);
      return changed() && key === 'newsroom' ? { ...(page as object), intro: CHANGED.intro } : page;
    },
    articles: async () => {
      const articles = await defaults.articles();
      const [first, ...rest] = articles.all;
      if (!changed() || !first) return articles;
      return {
        // An article's id is its slug, which the store changes with the title.
        all: [
          {
            ...first,
            id: CHANGED.path.replace('/article/', ''),
            title: CHANGED.title,
            subtitle: CHANGED.subtitle,
          },
          ...rest,
        ],
        general: articles.general,
      };
    },
  };
}

/** The CSP hash sources of a page's inline scripts (JSON-LD is data, not script). */
export const inlineScriptHashes = (html: string): string[] =>
  [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter((match) => !/\bsrc\s*=|application\/ld\+json/i.test(match[1] ?? ''))
        .map(
          (match) =>
            `'sha256-${createHash('sha256')
              .update(match[2] ?? '')
              .digest('base64')}'`,
        ),
    ),
  ].sort();
