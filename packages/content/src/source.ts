import type { AboutContent } from './about.js';
import type { ArticleCollection } from './articles.js';
import type { CareersContent } from './careers.js';
import type { ComingSoonContent } from './comingSoon.js';
import type { CompanyContent } from './company.js';
import type { ContactContent } from './contact.js';
import type { CookieSettingsContent } from './cookieSettings.js';
import type { ErrorPageContent, StatusErrorPath } from './errors.js';
import type { FaqContent } from './faq.js';
import type { HelpContent } from './help.js';
import type { HomeContent } from './home.js';
import type { LatestMediaContent } from './latestMedia.js';
import type { LeadershipContent } from './leadership.js';
import type { LegalDocument } from './legal.js';
import type { MusicContent } from './music.js';
import type { NewReleaseContent } from './newRelease.js';
import type { NewsroomContent } from './newsroom.js';
import type { PageDescriptions } from './pageDescriptions.js';
import type { SearchPageContent } from './search.js';
import type { StudioIdentity } from './site.js';
import type { SitemapContent } from './sitemap.js';
import type { SiteWords } from './siteWords.js';
import type { SupportContent } from './support.js';
import type { TrackLibraryContent } from './tracks.js';
import type { VideoContent } from './video.js';

/** The error pages' words: the generic one, each status page's and the 404's. */
export interface ErrorPagesContent {
  generic: ErrorPageContent;
  status: Record<StatusErrorPath, ErrorPageContent>;
  notFound: ErrorPageContent;
  errorIdLabel: string;
}

/** The content of each fixed page of the site, by the page it fills. */
export interface PageContents {
  about: AboutContent;
  careers: CareersContent;
  comingSoon: ComingSoonContent;
  company: CompanyContent;
  contact: ContactContent;
  cookieSettings: CookieSettingsContent;
  /** Every page's search and social description, by path. */
  descriptions: PageDescriptions;
  errors: ErrorPagesContent;
  faq: FaqContent;
  help: HelpContent;
  home: HomeContent;
  latestMedia: LatestMediaContent;
  leadership: LeadershipContent;
  cookiePolicy: LegalDocument;
  legalInformation: LegalDocument;
  privacyPolicy: LegalDocument;
  termsOfUse: LegalDocument;
  music: MusicContent;
  newRelease: NewReleaseContent;
  newsroom: NewsroomContent;
  search: SearchPageContent;
  sitemap: SitemapContent;
  support: SupportContent;
  trackLibrary: TrackLibraryContent;
  video: VideoContent;
}

export type PageKey = keyof PageContents;

/**
 * Where the site's loaders read content. They receive one from the server that renders them
 * (React Router's load context) and never import content modules, so the same pages render the
 * default content at build time and the content store at run time.
 */
export interface ContentSource {
  /** The studio's identity: name, contacts, address, social links. */
  identity(): Promise<StudioIdentity>;
  page<K extends PageKey>(key: K): Promise<PageContents[K]>;
  articles(): Promise<ArticleCollection>;
  /** The site's own words (shell, forms, interactions) in the source's language. */
  words(): Promise<SiteWords>;
}
