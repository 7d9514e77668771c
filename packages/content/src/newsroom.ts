import { articlePathOf } from '@studio/contracts/site-pages';
import type { Article, ArticleCollection } from './articles.js';
import { siteConfig } from './site.js';
import { slugify } from './slug.js';

// The listing and the article page's rules; the stories themselves live in articleStories, so
// the pages' code carries no article bodies.

export type NewsroomContent = {
  eyebrow: string;
  heading: string;
  intro: string;
  featuredLabel: string;
  readMore: string;
  searchLabel: string;
  searchPlaceholder: string;
  categoriesLabel: string;
  latestHeading: string;
  loadMore: string;
  showLess: string;
  initialCount: number;
  /** `{query}` is replaced by the search text. */
  noResults: string;
  noResultsInCategory: string;
  noResultsHint: string;
  feeds: { heading: string; text: string; rss: string; atom: string };
};

export const newsroom = {
  eyebrow: 'Newsroom',
  heading: 'News & Stories',
  intro: `Releases, productions, artists and events: the latest from ${siteConfig.name}, told by the people who make it.`,
  featuredLabel: 'Featured Story',
  readMore: 'Read More',
  searchLabel: 'Search news',
  searchPlaceholder: 'Search news...',
  categoriesLabel: 'Filter news by category',
  latestHeading: 'Latest News',
  loadMore: 'Load More Stories',
  showLess: 'Show Less Stories',
  initialCount: 6,
  noResults: 'No stories found for "{query}"',
  noResultsInCategory: 'No stories in this category yet',
  noResultsHint: 'Try another word or category.',
  feeds: {
    heading: 'Follow the newsroom',
    text: 'Get every new story in your feed reader.',
    rss: 'RSS feed',
    atom: 'Atom feed',
  },
} satisfies NewsroomContent;

/** Where the feeds are written and linked (site-relative). */
export const FEED_PATHS = { rss: '/newsroom/rss.xml', atom: '/newsroom/atom.xml' } as const;

export const articlePath = (article: Pick<Article, 'id'>) => articlePathOf(article.id);

/** The title of the article any unknown slug shows, the studio introducing itself. */
export const GENERAL_ARTICLE_TITLE = `Inside ${siteConfig.name}`;

/** The path whose prerendered page the server answers for any unknown article slug. */
export const GENERAL_ARTICLE_PATH = articlePath({ id: slugify(GENERAL_ARTICLE_TITLE) });

/** What the newsroom lists: the newest article marked featured (else the newest) above the rest. */
export function newsroomStories({ all }: Pick<ArticleCollection, 'all'>): {
  featured: Article | null;
  stories: Article[];
} {
  const featured = all.find((article) => article.featured) ?? all[0] ?? null;
  return { featured, stories: all.filter((article) => article !== featured) };
}

/** Whether a story matches a category chip: its title contains the word. */
export function matchesCategory(article: Article, category: string): boolean {
  return category === 'All' || article.title.toLowerCase().includes(category.toLowerCase());
}

/** Whether a story matches the search: its title or teaser contains the query. */
export function matchesQuery(article: Article, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || `${article.title}\n${article.text}`.toLowerCase().includes(needle);
}

export type ArticlePage = {
  article: Article;
  slug: string;
  /** Whether the slug matched no story and the general article is shown. */
  isGeneral: boolean;
  /** Whether the slug is no article's, not even the general one's: the page says it is not here. */
  isUnknown: boolean;
  related: Array<
    Pick<Article, 'id' | 'title' | 'text' | 'image' | 'date' | 'category'> & { to: string }
  >;
};

/** The article a slug selects (the general article when none matches) with its two related stories. */
export function articleForSlug(
  { all, general }: ArticleCollection,
  slug: string | undefined,
): ArticlePage {
  const index = all.findIndex((article) => article.id === slug);
  const article = index >= 0 ? all[index]! : general;
  const start = index >= 0 ? index : -1;
  const related = [1, 2].flatMap((step) => {
    const story = all[(start + step + all.length) % all.length];
    return story && story !== article ? [story] : [];
  });
  return {
    article,
    slug: article.id,
    isGeneral: index < 0,
    isUnknown: index < 0 && slug !== general.id,
    related: related.map(({ id, title, text, image, date, category }) => ({
      id,
      title,
      text,
      image,
      date,
      category,
      to: articlePath({ id }),
    })),
  };
}
