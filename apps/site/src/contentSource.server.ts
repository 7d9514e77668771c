import type { PublishedContent } from '@studio/contracts';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localizedPath,
  splitLocale,
  type Locale,
} from '@studio/contracts/locales';
import type { Article } from '@studio/content/articles';
import { articlePath } from '@studio/content/newsroom';
import { defaultSiteContent, storeSiteContent, type SiteContent } from '@studio/content/languages';
import type { ContentSource, PageContents, PageKey } from '@studio/content/source';
import type { SiteWords } from '@studio/content/siteWords';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { publicOrigin } from '../publicOrigin';
import { pickWords, type WordGroup } from './i18n/siteWords';

declare module 'react-router' {
  interface AppLoadContext {
    /** Where loaders read content: set by the server that renders the pages. */
    content?: ContentSource;
    /** Where the other languages' pages read theirs (the default content's without). */
    translations?: Partial<Record<Locale, ContentSource>>;
    /** The origin the pages are served on (no trailing slash): canonical and share URLs. */
    origin?: string;
    /** Set for a draft's preview only: when its link expires (ISO); the page shows a bar. */
    preview?: { expiresAt: string };
  }
}

/**
 * The content source a loader reads, in the page's language. The API's renderer passes its own in
 * the load context; React Router's prerender passes none, and a build without a server renders
 * the default content. A `.server` module: loaders are removed from the client bundles, and this
 * with them.
 */
export function contentSource(
  context: AppLoadContext | undefined,
  locale: Locale = DEFAULT_LOCALE,
): ContentSource {
  if (locale === DEFAULT_LOCALE) return context?.content ?? defaultSiteContent[locale];
  return context?.translations?.[locale] ?? defaultSiteContent[locale];
}

/** The language of the page a request asks for (its address's prefix). */
export const localeOf = (request: Request): Locale =>
  splitLocale(new URL(request.url).pathname).locale;

/**
 * Every route's loader: what the route reads from the content its page is rendered with, in the
 * page's language, `export const loader = contentLoader(async (content) => …)`.
 */
export function contentLoader<T>(
  read: (content: ContentSource, args: LoaderFunctionArgs) => Promise<T>,
) {
  return (args: LoaderFunctionArgs): Promise<T> =>
    read(contentSource(args.context, localeOf(args.request)), args);
}

/**
 * The loader of a route that shows one fixed page's content: `export const loader =
 * pageLoader('faq')`, with the groups of the site's words only that page shows as `words`
 * (`pageLoader('faq', ['faq'])`).
 */
export function pageLoader<K extends PageKey>(
  key: K,
): (args: LoaderFunctionArgs) => Promise<PageContents[K]>;
export function pageLoader<K extends PageKey, G extends WordGroup>(
  key: K,
  words: readonly G[],
): (args: LoaderFunctionArgs) => Promise<PageContents[K] & { words: Pick<SiteWords, G> }>;
export function pageLoader<K extends PageKey>(key: K, words?: readonly WordGroup[]) {
  return contentLoader(async (content) => {
    const page = await content.page(key);
    return words ? { ...page, words: await wordsFor(content, words) } : page;
  });
}

/**
 * Some groups of the site's words in the content's language, for a loader to send with its page
 * (`words`, read by `useWords`): the root sends the shell's (`SHELL_WORDS`), a route the ones
 * only its page shows.
 */
export async function wordsFor<G extends WordGroup>(
  content: ContentSource,
  groups: readonly G[],
): Promise<Pick<SiteWords, G>> {
  return pickWords(await content.words(), groups);
}

/**
 * What the run-time renderer renders from, in every language: the content store's published
 * content the API read, else the default content.
 */
export function renderedContent(options: { store?: PublishedContent | undefined }): SiteContent {
  return options.store ? storeSiteContent(options.store) : defaultSiteContent;
}

/** The load context of pages rendered from `content` for `origin`. */
export const loadContext = (content: SiteContent, origin: string) => ({
  content: content.en,
  translations: content,
  origin,
});

/** The origin pages name in their heads: the renderer's, else PUBLIC_ORIGIN (the prerender's). */
export function siteOrigin(context: AppLoadContext | undefined): string {
  return context?.origin ?? publicOrigin();
}

/**
 * An article's page in each language it is published in, by language (its own included): the
 * stories with the same key (the store entry's id; a translation carries its source's).
 */
export async function articleAlternates(
  context: AppLoadContext | undefined,
  article: Article,
): Promise<Partial<Record<Locale, string>>> {
  const key = article.key ?? article.id;
  const found = await Promise.all(
    LOCALES.map(async (locale) => {
      const { all } = await contentSource(context, locale).articles();
      const story = all.find((candidate) => (candidate.key ?? candidate.id) === key);
      return story ? [[locale, localizedPath(locale, articlePath(story))] as const] : [];
    }),
  );
  return Object.fromEntries(found.flat());
}
