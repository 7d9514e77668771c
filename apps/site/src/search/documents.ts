import { faq } from '@studio/content/faq';
import { help } from '@studio/content/help';
import { richTextPlainText } from '@studio/contracts';
import type { Article } from '@studio/content/articles';
import { pageDescriptions } from '@studio/content/pageDescriptions';
import { allArticles } from '@studio/content/articleStories';
import { articlePath } from '@studio/content/newsroom';
import { trackLibrary, type SiteTrack } from '@studio/content/tracks';
import type { ContentSource } from '@studio/content/source';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@studio/contracts/locales';
import { routeWordsIn } from '@studio/content/languages';
import { routeFor, servesIn, siteRoutes, titleOf, type SiteRoute } from '../routeTable';
import type { SearchDocument, SearchListingEntry } from './searchDocument';

/** Pages a visitor can land on: indexable, static, and listed once (/sitemap repeats /site). */
export function isSearchablePage(route: SiteRoute): boolean {
  return !route.noindex && !route.path.includes(':') && route.id !== 'sitemap';
}

export interface SearchSources {
  /** The language of the index: its pages' words and addresses (the default language's if none). */
  locale?: Locale;
  routes: readonly SiteRoute[];
  /** Each page's description, by route path. */
  descriptions: Readonly<Record<string, string>>;
  faqItems: readonly { id: string; question: string; answer: string }[];
  helpTopics: readonly { id: string; title: string; description: string }[];
  articles?: readonly Pick<Article, 'id' | 'title' | 'text' | 'body'>[];
  tracks?: readonly Pick<SiteTrack, 'id' | 'title' | 'artist' | 'genre' | 'description'>[];
}

/** The track library filtered to one track (its search box reads `q`), in `locale`. */
export const trackSearchUrl = (title: string, locale: Locale = DEFAULT_LOCALE) =>
  `${localizedPath(locale, '/tracks')}?q=${encodeURIComponent(title)}`;

/**
 * The index of one language: its pages (those written in it, in its words) and the entries of
 * the pages it serves (FAQ answers, help topics, tracks), each at its address in that language;
 * the entries of a page it does not serve are left out, so no other language's words appear.
 */
export function buildSearchDocuments({
  locale = DEFAULT_LOCALE,
  routes,
  descriptions,
  faqItems,
  helpTopics,
  articles = [],
  tracks = [],
}: SearchSources): SearchDocument[] {
  const local = (path: string) => localizedPath(locale, path);
  const served = (path: string) => servesIn(routeFor(path), locale);
  return [
    ...routes
      .filter((route) => isSearchablePage(route) && servesIn(route, locale))
      .map((route): SearchDocument => ({
        id: `page:${route.id}`,
        type: 'page',
        title: titleOf(route, routeWordsIn(locale)),
        description: descriptions[route.path] ?? '',
        url: local(route.path),
      })),
    ...articles.map((article): SearchDocument => ({
      id: `article:${article.id}`,
      type: 'article',
      title: article.title,
      description: article.text,
      body: richTextPlainText(article.body),
      url: local(articlePath(article)),
    })),
    ...(served('/help') ? helpTopics : []).map((topic): SearchDocument => ({
      id: `help:${topic.id}`,
      type: 'help',
      title: topic.title,
      description: topic.description,
      url: `${local('/help')}#${topic.id}`,
    })),
    ...(served('/faq') ? faqItems : []).map((item): SearchDocument => ({
      id: `faq:${item.id}`,
      type: 'faq',
      title: item.question,
      description: item.answer,
      url: `${local('/faq')}#${item.id}`,
    })),
    ...(served('/tracks') ? tracks : []).map((track): SearchDocument => ({
      id: `track:${track.id}`,
      type: 'track',
      title: track.title,
      description: `${track.artist} · ${track.genre}. ${track.description}`,
      url: trackSearchUrl(track.title, locale),
    })),
  ];
}

/** The whole site's index: what the /search page loads and the build writes to search-index.json. */
export function siteSearchDocuments(): SearchDocument[] {
  return buildSearchDocuments({
    routes: siteRoutes,
    descriptions: pageDescriptions,
    faqItems: faq.items,
    helpTopics: help.topics,
    articles: allArticles,
    tracks: trackLibrary.tracks,
  });
}

/**
 * The index of the content a source holds in `locale`: what the /search loader lists and the
 * renderer writes to that language's index file.
 */
export async function searchDocumentsFrom(
  content: ContentSource,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SearchDocument[]> {
  const [descriptions, faqPage, helpPage, articles, library] = await Promise.all([
    content.page('descriptions'),
    content.page('faq'),
    content.page('help'),
    content.articles(),
    content.page('trackLibrary'),
  ]);
  return buildSearchDocuments({
    locale,
    routes: siteRoutes,
    descriptions,
    faqItems: faqPage.items,
    helpTopics: helpPage.topics,
    articles: articles.all,
    tracks: library.tracks,
  });
}

/**
 * The index without the articles' bodies: what the search page lists and matches titles and
 * descriptions in (its bodies come with the index file when a query needs them).
 */
export async function searchListingFrom(
  content: ContentSource,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SearchListingEntry[]> {
  return (await searchDocumentsFrom(content, locale)).map(({ body: _body, ...entry }) => entry);
}
