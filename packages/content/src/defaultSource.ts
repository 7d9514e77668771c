import { about } from './about.js';
import { allArticles, generalArticle } from './articleStories.js';
import type { ArticleCollection } from './articles.js';
import { careers } from './careers.js';
import { comingSoon } from './comingSoon.js';
import { company } from './company.js';
import { contact } from './contact.js';
import { cookieSettings } from './cookieSettings.js';
import { errorIdLabel, genericError, notFound, statusErrors } from './errors.js';
import { faq } from './faq.js';
import { help } from './help.js';
import { home } from './home.js';
import { latestMedia } from './latestMedia.js';
import { leadership } from './leadership.js';
import { cookiePolicy, legalInformation, privacyPolicy, termsOfUse } from './legal.js';
import { music } from './music.js';
import { newRelease } from './newRelease.js';
import { newsroom } from './newsroom.js';
import { pageDescriptions } from './pageDescriptions.js';
import { searchPage } from './search.js';
import { siteConfig } from './site.js';
import { sitemapPage } from './sitemap.js';
import { siteWords } from './siteWords.js';
import type { ContentSource, PageContents } from './source.js';
import { support } from './support.js';
import { trackLibrary } from './tracks.js';
import { videoPage } from './video.js';

/** The default content of every page. */
export const defaultPages: PageContents = {
  about,
  careers,
  comingSoon,
  company,
  contact,
  cookieSettings,
  descriptions: pageDescriptions,
  errors: { generic: genericError, status: statusErrors, notFound, errorIdLabel },
  faq,
  help,
  home,
  latestMedia,
  leadership,
  cookiePolicy,
  legalInformation,
  privacyPolicy,
  termsOfUse,
  music,
  newRelease,
  newsroom,
  search: searchPage,
  sitemap: sitemapPage,
  support,
  trackLibrary,
  video: videoPage,
};

/** The default articles: what a fresh install publishes. */
export const defaultArticles: ArticleCollection = { all: allArticles, general: generalArticle };

/**
 * The default content as a content source: what the static build renders, and what the content
 * store is seeded with on its first start.
 */
export const defaultContentSource: ContentSource = {
  identity: () => Promise.resolve(siteConfig),
  page: (key) => Promise.resolve(defaultPages[key]),
  articles: () => Promise.resolve(defaultArticles),
  words: () => Promise.resolve(siteWords),
};
