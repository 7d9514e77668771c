import type { RichTextDocument } from '@studio/contracts';
import type { SiteImage } from './images.js';

export const newsCategories = [
  'All',
  'Music',
  'Video',
  'Production',
  'Artists',
  'Projects',
  'Events',
] as const;
export type NewsCategory = Exclude<(typeof newsCategories)[number], 'All'>;

export type Article = {
  /** Its slug: the article's page is `articlePathOf(id)` (@studio/contracts/site-pages). */
  id: string;
  /**
   * The story's key in every language: the store entry's id (a translation's is its source's), or
   * the default story's English slug; absent, its `id`. Pages find a story's translation by it.
   */
  key?: string;
  title: string;
  subtitle: string;
  /** The teaser shown on the newsroom's cards (and searched). */
  text: string;
  /** As shown, e.g. `August 26, 2024`. */
  date: string;
  /** ISO date for structured data and feeds. */
  isoDate: string;
  category: NewsCategory | 'Studio';
  image: SiteImage;
  author: string;
  /** Lexical's serialized editor state, drawn through the allow-list of `@studio/contracts`. */
  body: RichTextDocument;
  /** Whether the newsroom may feature it (stored as the tag `featured`). */
  featured: boolean;
  /** Its page's search and share overrides, where the editor set them. */
  seo?: ArticleSeo;
};

/** What an article's page head uses instead of its own fields. */
export type ArticleSeo = {
  title?: string;
  description?: string;
  image?: SiteImage;
  /** Search engines are asked not to list the page; the sitemap leaves it out. */
  noindex?: boolean;
};

const SHOWN_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An article's ISO date as readers see it: `2024-08-26` → `August 26, 2024`. */
export const displayDate = (isoDate: string): string =>
  SHOWN_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** The newsroom's articles as pages read them. */
export interface ArticleCollection {
  /** Every published article, newest first. */
  all: readonly Article[];
  /** The article any unknown slug shows: the studio introducing itself. */
  general: Article;
}
