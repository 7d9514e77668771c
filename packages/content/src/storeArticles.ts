import type { Article as StoredArticle, PublishedEntry } from '@studio/contracts';
import { DEFAULT_LOCALE, type Locale } from '@studio/contracts/locales';
import { allArticles, generalArticle } from './articleStories.js';
import { formatDate } from './intl.js';
import { displayDate, type Article, type ArticleCollection, type ArticleSeo } from './articles.js';
import { imageReferenceOf, siteImageOf } from './images.js';
import { siteConfig } from './site.js';
import type { SeedEntry } from './storeSeed.js';

/** The tag that lets the newsroom feature an article (see `newsroomStories`). */
export const FEATURED_TAG = 'featured';

/** An article of the default content as the store keeps it. */
function storedArticle(article: Article): StoredArticle {
  return {
    title: article.title,
    ...(article.subtitle ? { subtitle: article.subtitle } : {}),
    category: article.category,
    date: article.isoDate,
    author: article.author,
    summary: article.text,
    body: article.body,
    heroImage: imageReferenceOf(article.image),
    tags: article.featured ? [FEATURED_TAG] : [],
  };
}

/**
 * The default articles as the store's first entries. The general article is not among them: it
 * is what any unknown slug shows, so it stays fixed in the default content and cannot be
 * unpublished or renamed away.
 */
export function defaultArticleEntries(): SeedEntry[] {
  return allArticles.map((article) => ({ type: 'articles', data: storedArticle(article) }));
}

/** The byline the default articles are written under: the newsroom of the studio. */
export const newsroomAuthor = (studioName: string) => `${studioName} Newsroom`;

/**
 * An article's author as pages show it: the default content's newsroom byline is the newsroom of
 * the studio named now (it follows a rename); any other author as an editor wrote it.
 */
const authorOf = (author: string, studioName: string) =>
  author === newsroomAuthor(siteConfig.name) ? newsroomAuthor(studioName) : author;

function articleOf(
  { id, slug, data }: PublishedEntry<'articles'>,
  studioName: string,
  locale: Locale,
): Article {
  return {
    id: slug,
    key: id,
    title: data.title,
    subtitle: data.subtitle ?? '',
    text: data.summary,
    date: locale === DEFAULT_LOCALE ? displayDate(data.date) : formatDate(locale, data.date),
    isoDate: data.date,
    category: data.category,
    image: siteImageOf(data.heroImage),
    author: authorOf(data.author, studioName),
    body: data.body,
    featured: data.tags.some((tag) => tag.toLowerCase() === FEATURED_TAG),
    ...(data.seo ? { seo: seoOf(data.seo) } : {}),
  };
}

function seoOf(seo: NonNullable<StoredArticle['seo']>): ArticleSeo {
  return {
    ...(seo.metaTitle ? { title: seo.metaTitle } : {}),
    ...(seo.metaDescription ? { description: seo.metaDescription } : {}),
    ...(seo.shareImage ? { image: siteImageOf(seo.shareImage) } : {}),
    ...(seo.noindex ? { noindex: true } : {}),
  };
}

/**
 * The published articles as pages read them: newest first by the date they carry, then by when
 * they went live; the general article stays the default content's. The newsroom byline names
 * `studioName` (the stored identity's).
 */
export function articlesFromStore(
  entries: readonly PublishedEntry<'articles'>[],
  studioName: string = siteConfig.name,
  locale: Locale = DEFAULT_LOCALE,
): ArticleCollection {
  const newestFirst = [...entries].sort(
    (a, b) => b.data.date.localeCompare(a.data.date) || b.publishedAt.localeCompare(a.publishedAt),
  );
  return {
    all: newestFirst.map((entry) => articleOf(entry, studioName, locale)),
    general: { ...generalArticle, author: authorOf(generalArticle.author, studioName) },
  };
}
