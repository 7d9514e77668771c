export interface SitemapContent {
  title: string;
  intro: string;
  back: string;
}

export const sitemapPage = {
  title: 'Sitemap',
  intro: 'Every page of the website in one place, grouped so you can find what you need quickly.',
  back: 'Back to Home',
} as const satisfies SitemapContent;
