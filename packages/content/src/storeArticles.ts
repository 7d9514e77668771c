import type { Article as StoredArticle, PublishedEntry } from '@studio/contracts';
import { DEFAULT_LOCALE, type Locale } from '@studio/contracts/locales';
import { allArticles, generalArticle } from './articleStories.js';
import { formatDate } from './intl.js';
import { displayDate, type Article, type ArticleCollection, type ArticleSeo } from './articles.js';
import { hindiArticles, hindiBylineOf } from './hi/articles.js';
import { imageReferenceOf, siteImageOf } from './images.js';
import { siteConfig } from './site.js';
import type { SeedEntry, SeedTranslation, TranslationData } from './storeSeed.js';

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
 * An article's Hindi translation as the store keeps it: the Hindi article's slug and words, its
 * byline in Hindi, and the featured tag where the English article has it (the newsroom's marker,
 * not a word readers see). None without a Hindi article or byline.
 */
function hindiTranslationOf(article: Article): SeedTranslation | undefined {
  const hindi = hindiArticles.find((translation) => translation.source === article.id);
  const author = hindiBylineOf(article.author);
  if (!hindi || !author) return undefined;
  const data: TranslationData<'articles'> = {
    title: hindi.title,
    ...(hindi.subtitle ? { subtitle: hindi.subtitle } : {}),
    author,
    summary: hindi.text,
    body: hindi.body,
    tags: article.featured ? [FEATURED_TAG] : [],
  };
  return { slug: hindi.slug, data };
}

/**
 * The default articles as the store's first entries, each with its Hindi translation where the
 * Hindi default content has one. The general article is not among them: it is what any unknown
 * slug shows, so it stays fixed in the default content and cannot be unpublished or renamed away
 * (nor is its Hindi translation stored).
 */
export function defaultArticleEntries(): SeedEntry[] {
  return allArticles.map((article) => {
    const hindi = hindiTranslationOf(article);
    return {
      type: 'articles',
      data: storedArticle(article),
      ...(hindi ? { translations: { hi: hindi } } : {}),
    };
  });
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
