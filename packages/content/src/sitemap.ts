export interface SitemapContent {
  title: string;
  intro: string;
  back: string;
  /**
   * The groups' titles in this language, by the route table's group id; without, the route
   * table's (the default language's) titles.
   */
  groupTitles?: Readonly<Record<string, string>>;
}

export const sitemapPage = {
  title: 'Sitemap',
  intro: 'Every page of the website in one place, grouped so you can find what you need quickly.',
  back: 'Back to Home',
} as const satisfies SitemapContent;
