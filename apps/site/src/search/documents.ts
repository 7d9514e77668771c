import { faq } from '@studio/content/faq';
import { help } from '@studio/content/help';
import { richTextPlainText } from '@studio/contracts';
import type { Article } from '@studio/content/articles';
import { pageDescriptions } from '@studio/content/pageDescriptions';
import { allArticles } from '@studio/content/articleStories';
import { articlePath } from '@studio/content/newsroom';
import { trackLibrary, type SiteTrack } from '@studio/content/tracks';
import type { ContentSource } from '@studio/content/source';
import { siteRoutes, type SiteRoute } from '../routeTable';
import type { SearchDocument, SearchListingEntry } from './searchDocument';

/** Pages a visitor can land on: indexable, static, and listed once (/sitemap repeats /site). */
export function isSearchablePage(route: SiteRoute): boolean {
  return !route.noindex && !route.path.includes(':') && route.id !== 'sitemap';
}

export interface SearchSources {
  routes: readonly SiteRoute[];
  /** Each page's description, by route path. */
  descriptions: Readonly<Record<string, string>>;
  faqItems: readonly { id: string; question: string; answer: string }[];
  helpTopics: readonly { id: string; title: string; description: string }[];
  articles?: readonly Pick<Article, 'id' | 'title' | 'text' | 'body'>[];
  tracks?: readonly Pick<SiteTrack, 'id' | 'title' | 'artist' | 'genre' | 'description'>[];
}

/** The track library filtered to one track (its search box reads `q`). */
export const trackSearchUrl = (title: string) => `/tracks?q=${encodeURIComponent(title)}`;

export function buildSearchDocuments({
  routes,
  descriptions,
  faqItems,
  helpTopics,
  articles = [],
  tracks = [],
}: SearchSources): SearchDocument[] {
  return [
    ...routes.filter(isSearchablePage).map((route): SearchDocument => ({
      id: `page:${route.id}`,
      type: 'page',
      title: route.title,
      description: descriptions[route.path] ?? '',
      url: route.path,
    })),
    ...articles.map((article): SearchDocument => ({
      id: `article:${article.id}`,
      type: 'article',
      title: article.title,
      description: article.text,
      body: richTextPlainText(article.body),
      url: articlePath(article),
    })),
    ...helpTopics.map((topic): SearchDocument => ({
      id: `help:${topic.id}`,
      type: 'help',
      title: topic.title,
      description: topic.description,
      url: `/help#${topic.id}`,
    })),
    ...faqItems.map((item): SearchDocument => ({
      id: `faq:${item.id}`,
      type: 'faq',
      title: item.question,
      description: item.answer,
      url: `/faq#${item.id}`,
    })),
    ...tracks.map((track): SearchDocument => ({
      id: `track:${track.id}`,
      type: 'track',
      title: track.title,
      description: `${track.artist} · ${track.genre}. ${track.description}`,
      url: trackSearchUrl(track.title),
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

/** The index of the content a source holds: what the /search loader and the renderer write. */
export async function searchDocumentsFrom(content: ContentSource): Promise<SearchDocument[]> {
  const [descriptions, faqPage, helpPage, articles, library] = await Promise.all([
    content.page('descriptions'),
    content.page('faq'),
    content.page('help'),
    content.articles(),
    content.page('trackLibrary'),
  ]);
  return buildSearchDocuments({
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
export async function searchListingFrom(content: ContentSource): Promise<SearchListingEntry[]> {
  return (await searchDocumentsFrom(content)).map(({ body: _body, ...entry }) => entry);
}
