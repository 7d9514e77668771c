import type { PublishedContent } from '@studio/contracts';
import { defaultContentSource } from '@studio/content/defaultSource';
import type { ContentSource, PageKey } from '@studio/content/source';
import { storeContentSource } from '@studio/content/storeSource';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { publicOrigin } from '../publicOrigin';

declare module 'react-router' {
  interface AppLoadContext {
    /** Where loaders read content: set by the server that renders the pages. */
    content?: ContentSource;
    /** The origin the pages are served on (no trailing slash): canonical and share URLs. */
    origin?: string;
    /** Set for a draft's preview only: when its link expires (ISO); the page shows a bar. */
    preview?: { expiresAt: string };
  }
}

/**
 * The content source a loader reads. The API's renderer passes its own in the load context; React
 * Router's prerender passes none, and a build without a server renders the default content.
 * A `.server` module: loaders are removed from the client bundles, and this with them.
 */
export function contentSource(context: AppLoadContext | undefined): ContentSource {
  return context?.content ?? defaultContentSource;
}

/**
 * Every route's loader: what the route reads from the content its page is rendered with,
 * `export const loader = contentLoader(async (content) => …)`.
 */
export function contentLoader<T>(
  read: (content: ContentSource, args: LoaderFunctionArgs) => Promise<T>,
) {
  return (args: LoaderFunctionArgs): Promise<T> => read(contentSource(args.context), args);
}

/** The loader of a route that shows one fixed page's content: `export const loader = pageLoader('faq')`. */
export function pageLoader<K extends PageKey>(key: K) {
  return contentLoader((content) => content.page(key));
}

/**
 * What the run-time renderer renders from: the content store's published content the API read,
 * else the default content.
 */
export function renderedContent(options: { store?: PublishedContent | undefined }): ContentSource {
  return options.store ? storeContentSource(options.store) : defaultContentSource;
}

/** The origin pages name in their heads: the renderer's, else PUBLIC_ORIGIN (the prerender's). */
export function siteOrigin(context: AppLoadContext | undefined): string {
  return context?.origin ?? publicOrigin();
}
