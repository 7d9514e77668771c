import type { Locale } from '@studio/contracts/locales';
import type { PublishedContent, WebsiteTranslation } from '@studio/contracts';
import { allArticles, generalArticle } from './articleStories.js';
import type { Article, ArticleCollection } from './articles.js';
import { defaultContentSource, defaultPages } from './defaultSource.js';
import {
  hindiArticleOf,
  hindiArticles,
  hindiConsentNotice,
  hindiIdentity,
  hindiPageDescriptions,
  hindiPages,
  hindiStudioIdentity,
} from './hi/index.js';
import { hindiErrorPages } from './hi/errors.js';
import {
  hindiListingDescriptions,
  hindiNewsroom,
  hindiSearchPage,
  hindiSitemapPage,
} from './hi/listings.js';
import { hindiSiteWords } from './hi/siteWords.js';
import type { SiteWords } from './siteWords.js';
import { latestMedia } from './latestMedia.js';
import type { PageDescriptions } from './pageDescriptions.js';
import { siteConfig, type StudioIdentity } from './site.js';
import type { ContentSource, PageContents } from './source.js';
import { articlesFromStore } from './storeArticles.js';
import {
  identityOf,
  languagePages,
  storeContentSource,
  type LanguagePages,
} from './storeSource.js';

/*
 * The site's content in each language (issue 41): one content source per language of `LOCALES`.
 * The default language's is the content every page had before; another language's holds only
 * what is written in it, and the site serves a page in a language only where that language has
 * its words (see the route table's translations), so nothing falls back to another language.
 */

/** One content source per language. */
export type SiteContent = Readonly<Record<Locale, ContentSource>>;

/** Home's Latest Content in Hindi: the players' notice, labels and messages. */
const hindiLatestLabels = { track: 'नया गीत', video: 'आधिकारिक वीडियो' };

const hindiLatestMedia: PageContents['latestMedia'] = {
  ...latestMedia,
  notice: hindiConsentNotice('स्ट्रीमिंग और वीडियो सेवाओं'),
  track: latestMedia.track && {
    ...latestMedia.track,
    title: 'राधा श्याम सलोने को',
    subtitle: `मीरा जोशी · ${hindiLatestLabels.track}`,
  },
  video: latestMedia.video && {
    ...latestMedia.video,
    title: 'छठ के गीत (घाट से लाइव)',
    subtitle: `सुनीता देवी और सरगम कोरस · ${hindiLatestLabels.video}`,
  },
  videoLoading: 'वीडियो लोड हो रहा है...',
  videoError: 'वीडियो लोड नहीं हो सका। कृपया पेज को फिर से लोड करें।',
};

/**
 * The descriptions of the pages written in Hindi, by their default-language path. A page with
 * none here has no Hindi page.
 */
export const hindiDescriptions = {
  ...hindiPageDescriptions,
  ...hindiListingDescriptions,
};

/**
 * Every page's content in Hindi, as pages read it: the Hindi pages, and for pages with no Hindi
 * words the default language's, which the site never renders under `/hi/` (only the pages with
 * a Hindi description are routed there).
 */
export const hindiDefaultPages: PageContents = {
  ...defaultPages,
  ...hindiPages,
  errors: hindiErrorPages,
  latestMedia: hindiLatestMedia,
  newsroom: hindiNewsroom,
  search: hindiSearchPage,
  sitemap: hindiSitemapPage,
  // Only the Hindi pages' descriptions: no English description ships with a Hindi page.
  descriptions: hindiDescriptions as unknown as PageDescriptions,
};

/** The Hindi words of the English `article`, if it is translated. */
const inHindi = (article: Article): Article | null => {
  const translation = hindiArticles.find(({ source }) => source === article.id);
  return translation ? hindiArticleOf(article, translation) : null;
};

/** The studio introducing itself in Hindi: what a Hindi page shows for an unknown story. */
const hindiGeneralArticle = inHindi(generalArticle) ?? generalArticle;

/** The default articles in Hindi: the translated stories, newest first as the English ones. */
export const hindiDefaultArticles: ArticleCollection = {
  all: allArticles.flatMap((article) => inHindi(article) ?? []),
  general: hindiGeneralArticle,
};

const HINDI_PAGES: LanguagePages = {
  pages: hindiDefaultPages,
  defaultName: hindiIdentity.name,
  contact: () => hindiPages.contact,
  latestLabels: hindiLatestLabels,
};

/** Each page's words in `locale` by route id (none in the default language: the route table's). */
export const routeWordsIn = (locale: Locale): SiteWords['routes'] =>
  locale === 'hi' ? hindiSiteWords.routes : {};

/** The default content in every language: what the static build renders. */
export const defaultSiteContent: SiteContent = {
  en: defaultContentSource,
  hi: {
    identity: () => Promise.resolve(hindiStudioIdentity),
    page: (key) => Promise.resolve(hindiDefaultPages[key]),
    articles: () => Promise.resolve(hindiDefaultArticles),
    words: () => Promise.resolve(hindiSiteWords),
  },
};

/** The identity in a language: the default one's with the language's words over it. */
function translatedIdentity(
  base: StudioIdentity,
  words: WebsiteTranslation | null,
): StudioIdentity {
  const { legalName: _registered, ...written } = words?.identity ?? {};
  return { ...base, ...hindiIdentity, ...written };
}

/**
 * The content store's published content in every language: the default language's as before;
 * Hindi's from its live translations and its settings' words over the Hindi default pages. A
 * language the store has nothing published in shows empty listings, never another language's.
 */
export function storeSiteContent(store: PublishedContent): SiteContent {
  const english = store.website ? identityOf(store.website.identity) : siteConfig;
  const hindi = store.translations?.hi;
  const identity = translatedIdentity(english, hindi?.website ?? null);
  const empty = Object.fromEntries(
    Object.keys(store.entries).map((type) => [type, []]),
  ) as unknown as PublishedContent['entries'];
  const entries = hindi?.entries ?? empty;
  const pages = languagePages(
    {
      entries,
      identity,
      copy: hindi?.website?.pages ?? {},
      launchAt: store.website?.launchAt ?? null,
    },
    HINDI_PAGES,
  );
  const articles = {
    ...articlesFromStore(entries.articles, identity.name, 'hi'),
    general: hindiGeneralArticle,
  };
  return {
    en: storeContentSource(store),
    hi: {
      identity: () => Promise.resolve(identity),
      page: (key) => Promise.resolve(pages[key]),
      articles: () => Promise.resolve(articles),
      words: () => Promise.resolve(hindiSiteWords),
    },
  };
}
