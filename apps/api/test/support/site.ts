// The same commit's site build (apps/site/dist: `npx turbo run build --filter=@studio/site`),
// its renderer, and the article a content change retitles.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/paths.js';
import {
  builtOrigin,
  loadSiteRenderer,
  serverBuildOf,
  type SiteRenderer,
} from '../../src/site/renderer.js';

export const siteDist = join(findRepoRoot(), 'apps/site/dist/client');

export interface BuiltSite {
  render: SiteRenderer['render'];
  drawShareImages: SiteRenderer['drawShareImages'];
  origin: string;
}

export async function builtSite(): Promise<BuiltSite> {
  const renderer = await loadSiteRenderer(siteDist);
  if (!renderer)
    throw new Error(`no site server build at ${serverBuildOf(siteDist)}: build the site`);
  const origin = await builtOrigin(siteDist);
  if (!origin) throw new Error(`the site build in ${siteDist} names no origin (site.json)`);
  return { render: renderer.render, drawShareImages: renderer.drawShareImages, origin };
}

export const CHANGED = {
  title: 'Monsoon Sessions Announced',
  subtitle: 'A new series',
  path: '/article/monsoon-sessions-announced',
  /** The retitled article's address before (the default content's newest article). */
  formerPath: '/article/sargam-studios-opens-a-second-production-suite',
} as const;

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
