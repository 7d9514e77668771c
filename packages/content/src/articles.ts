import type { BadgeTone } from '@studio/ui';
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

/** A block of an article's body: written as data, drawn by the page and the feeds alike. */
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'quote'; text: string; cite: string }
  | { kind: 'list'; items: string[] };

export type Article = {
  id: string;
  title: string;
  subtitle: string;
  /** The teaser shown on the newsroom's cards (and searched). */
  text: string;
  /** As shown, e.g. `August 26, 2024`. */
  date: string;
  /** ISO date for structured data and feeds. */
  isoDate: string;
  category: NewsCategory | 'Studio';
  /** The badge tone of the category. */
  color: BadgeTone;
  image: SiteImage;
  author: string;
  body: ArticleBlock[];
};

/** The newsroom's articles as pages read them. */
export interface ArticleCollection {
  /** Every published article, newest first. */
  all: readonly Article[];
  /** The article any unknown slug shows: the studio introducing itself. */
  general: Article;
}
