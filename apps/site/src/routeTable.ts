/**
 * Every public route, once. The route config (`routes.ts`), the prerender list, the nav bar, the
 * footer, the sitemap page, sitemap.xml, robots.txt, the search index and each page's head tags
 * are all read from this table, so a link can never lead to a page that does not exist. The pages'
 * descriptions are content (`@studio/content/pageDescriptions`, edited in Website Management).
 * Pure data: it is read at build time by Node as well as by the pages.
 */
import { ARTICLE_ROUTE } from '@studio/contracts/site-pages';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@studio/contracts/locales';

/** Groups of the sitemap page, in display order. */
export const sitemapGroups = [
  { id: 'main', title: 'Main Pages' },
  { id: 'music', title: 'Music & Content' },
  { id: 'support', title: 'Support & Help' },
  { id: 'legal', title: 'Legal & Privacy' },
  { id: 'additional', title: 'Additional Pages' },
] as const;
export type SitemapGroup = (typeof sitemapGroups)[number]['id'];

/** Third parties a page may reach after the visitor's consent or click (its CSP allows them). */
export type EmbedHost = 'spotify' | 'youtube';

/** A route's words in a language other than the default. */
export interface RouteWords {
  title: string;
  label?: string;
  keywords: readonly string[];
}

export interface SiteRoute {
  /** Stable route id. */
  id: string;
  /** URL path (`/` for home; `:param` segments for dynamic routes). */
  path: string;
  /** Route module, relative to `src/`. */
  file: string;
  /** Page title; the head shows "{title} | {studio}", or the studio's name alone for Home. */
  title: string;
  /** Link text in the nav, footer and sitemap when shorter than the title. */
  label?: string;
  keywords: readonly string[];
  /** Error pages, search results and coming soon: `noindex, nofollow`, not in sitemap.xml or search. */
  noindex?: boolean;
  /** The parent path in the breadcrumb trail (default: Home). */
  parent?: string;
  sitemapGroup?: SitemapGroup;
  embeds?: readonly EmbedHost[];
  /**
   * The path of the route this page duplicates: its canonical URL, and only that one is in
   * sitemap.xml (the page still answers at its own path).
   */
  canonical?: string;
  /**
   * The route's words in each other language it is written in: only those languages serve it
   * (under their prefix, `/hi/music`); its content there is the language's own (issue 41).
   */
  translations?: Partial<Record<Locale, RouteWords>>;
}

export const siteRoutes = [
  {
    id: 'home',
    path: '/',
    file: 'routes/home.tsx',
    title: 'Home',
    keywords: [
      'music production',
      'film production',
      'record label',
      'recording studio',
      'music videos',
    ],
    sitemapGroup: 'main',
    embeds: ['spotify', 'youtube'],
    translations: {
      hi: {
        title: 'होम',
        keywords: ['संगीत प्रोडक्शन', 'फ़िल्म प्रोडक्शन', 'रिकॉर्ड लेबल', 'रिकॉर्डिंग स्टूडियो', 'भक्ति संगीत'],
      },
    },
  },
  {
    id: 'about',
    path: '/about',
    file: 'routes/about.tsx',
    title: 'About Us',
    label: 'About',
    keywords: ['about', 'studio team', 'our story', 'mission', 'values'],
    sitemapGroup: 'main',
    translations: {
      hi: {
        title: 'हमारे बारे में',
        label: 'परिचय',
        keywords: ['परिचय', 'स्टूडियो की टीम', 'हमारी कहानी'],
      },
    },
  },
  {
    id: 'company',
    path: '/company',
    file: 'routes/company.tsx',
    title: 'Company',
    keywords: ['company', 'services', 'record label', 'production company'],
    sitemapGroup: 'main',
  },
  {
    id: 'careers',
    path: '/careers',
    file: 'routes/careers.tsx',
    title: 'Careers',
    keywords: ['careers', 'jobs', 'audio engineer jobs', 'video production jobs'],
    sitemapGroup: 'additional',
  },
  {
    id: 'leadership',
    path: '/leadership',
    file: 'routes/leadership.tsx',
    title: 'Leadership',
    keywords: ['leadership', 'executive team', 'advisory board'],
    sitemapGroup: 'additional',
  },
  {
    id: 'contact',
    path: '/contact',
    file: 'routes/contact.tsx',
    title: 'Contact Us',
    label: 'Contact',
    keywords: ['contact', 'book a session', 'studio booking', 'get a quote'],
    sitemapGroup: 'main',
    translations: {
      hi: { title: 'संपर्क करें', label: 'संपर्क', keywords: ['संपर्क', 'सेशन बुक करें', 'कोटेशन'] },
    },
  },
  {
    id: 'music',
    path: '/music',
    file: 'routes/music.tsx',
    title: 'Music',
    keywords: ['music', 'new releases', 'playlists', 'artists', 'streaming'],
    sitemapGroup: 'music',
    embeds: ['spotify'],
    translations: { hi: { title: 'संगीत', keywords: ['संगीत', 'नई रिलीज़', 'प्लेलिस्ट', 'कलाकार'] } },
  },
  {
    id: 'video',
    path: '/video',
    file: 'routes/video.tsx',
    title: 'Video',
    keywords: ['music videos', 'live performances', 'behind the scenes', 'tutorials'],
    sitemapGroup: 'music',
    embeds: ['youtube'],
    translations: {
      hi: { title: 'वीडियो', keywords: ['म्यूज़िक वीडियो', 'लाइव प्रस्तुतियाँ', 'पर्दे के पीछे'] },
    },
  },
  {
    id: 'tracks',
    path: '/tracks',
    file: 'routes/tracks.tsx',
    title: 'Track Library',
    keywords: ['track library', 'music catalogue', 'previews', 'songs'],
    parent: '/music',
    sitemapGroup: 'music',
    translations: { hi: { title: 'ट्रैक लाइब्रेरी', keywords: ['ट्रैक लाइब्रेरी', 'गीत', 'झलक'] } },
  },
  {
    id: 'new-release',
    path: '/new-release',
    file: 'routes/new-release.tsx',
    title: 'New Release',
    keywords: ['new release', 'As It Was', 'latest single', 'recent releases'],
    parent: '/music',
    sitemapGroup: 'music',
  },
  {
    id: 'newsroom',
    path: '/newsroom',
    file: 'routes/newsroom.tsx',
    title: 'Newsroom',
    keywords: ['news', 'press', 'announcements', 'releases', 'events'],
    sitemapGroup: 'music',
    translations: { hi: { title: 'न्यूज़रूम', keywords: ['ख़बरें', 'घोषणाएँ', 'रिलीज़', 'कार्यक्रम'] } },
  },
  {
    id: 'article',
    path: ARTICLE_ROUTE,
    file: 'routes/article.tsx',
    title: 'Article',
    keywords: ['news', 'article'],
    parent: '/newsroom',
    // An article's body may embed a video or a track.
    embeds: ['spotify', 'youtube'],
    translations: { hi: { title: 'लेख', keywords: ['ख़बर', 'लेख'] } },
  },
  {
    id: 'faq',
    path: '/faq',
    file: 'routes/faq.tsx',
    title: 'Frequently Asked Questions',
    label: 'FAQ',
    keywords: ['faq', 'questions', 'booking', 'payments', 'production timeline'],
    sitemapGroup: 'support',
    translations: {
      hi: {
        title: 'अक्सर पूछे जाने वाले सवाल',
        label: 'सवाल-जवाब',
        keywords: ['सवाल-जवाब', 'बुकिंग', 'भुगतान'],
      },
    },
  },
  {
    id: 'help',
    path: '/help',
    file: 'routes/help.tsx',
    title: 'Help Center',
    label: 'Help Center',
    keywords: ['help', 'support', 'guides', 'getting started'],
    sitemapGroup: 'support',
  },
  {
    id: 'support',
    path: '/support',
    file: 'routes/support.tsx',
    title: 'Support',
    keywords: ['support', 'customer support', 'contact support'],
    sitemapGroup: 'support',
  },
  {
    id: 'contact-support',
    path: '/contact-support',
    file: 'routes/contact-support.tsx',
    title: 'Contact Support',
    keywords: ['contact support', 'support request', 'technical support', 'billing'],
    sitemapGroup: 'support',
    canonical: '/support',
  },
  {
    id: 'privacy',
    path: '/privacy',
    file: 'routes/privacy.tsx',
    title: 'Privacy Policy',
    label: 'Privacy',
    keywords: ['privacy policy', 'personal data', 'data protection'],
    sitemapGroup: 'legal',
  },
  {
    id: 'terms',
    path: '/terms',
    file: 'routes/terms.tsx',
    title: 'Terms of Use',
    label: 'Terms',
    keywords: ['terms of use', 'terms and conditions'],
    sitemapGroup: 'legal',
  },
  {
    id: 'cookies',
    path: '/cookies',
    file: 'routes/cookies.tsx',
    title: 'Cookie Policy',
    label: 'Cookies',
    keywords: ['cookie policy', 'cookies'],
    sitemapGroup: 'legal',
  },
  {
    id: 'cookie-settings',
    path: '/cookie-settings',
    file: 'routes/cookie-settings.tsx',
    title: 'Cookie Settings',
    keywords: ['cookie settings', 'consent', 'privacy choices'],
    sitemapGroup: 'legal',
  },
  {
    id: 'legal',
    path: '/legal',
    file: 'routes/legal.tsx',
    title: 'Legal Information',
    label: 'Legal',
    keywords: ['legal information', 'imprint', 'company details'],
    sitemapGroup: 'legal',
  },
  {
    id: 'search',
    path: '/search',
    file: 'routes/search.tsx',
    title: 'Search',
    keywords: ['search'],
    noindex: true,
    sitemapGroup: 'additional',
    translations: { hi: { title: 'खोजें', keywords: ['खोज'] } },
  },
  {
    id: 'site',
    path: '/site',
    file: 'routes/sitemap.tsx',
    title: 'Sitemap',
    keywords: ['sitemap', 'all pages'],
    sitemapGroup: 'additional',
  },
  {
    id: 'sitemap',
    path: '/sitemap',
    file: 'routes/sitemap.tsx',
    title: 'Sitemap',
    keywords: ['sitemap', 'all pages'],
  },
  {
    id: 'coming-soon',
    path: '/coming-soon',
    file: 'routes/coming-soon.tsx',
    title: 'Coming Soon',
    keywords: ['coming soon', 'launch', 'early access'],
    noindex: true,
    sitemapGroup: 'additional',
  },
  {
    id: 'error',
    path: '/error',
    file: 'routes/error.tsx',
    title: 'Error',
    keywords: [],
    noindex: true,
  },
  {
    id: 'error-500',
    path: '/500',
    file: 'routes/status-error.tsx',
    title: 'Server Error',
    keywords: [],
    noindex: true,
  },
  {
    id: 'error-403',
    path: '/403',
    file: 'routes/status-error.tsx',
    title: 'Access Denied',
    keywords: [],
    noindex: true,
  },
  {
    id: 'error-401',
    path: '/401',
    file: 'routes/status-error.tsx',
    title: 'Sign-in Required',
    keywords: [],
    noindex: true,
  },
] as const satisfies readonly SiteRoute[];

export type SitePath = (typeof siteRoutes)[number]['path'];

/** The 404 page: rendered for any path that is not a route (and prerendered as 404.html). */
export const notFoundRoute: SiteRoute = {
  id: 'not-found',
  path: '*',
  file: 'routes/not-found.tsx',
  title: 'Page Not Found',
  keywords: [],
  noindex: true,
};

/** The route a concrete path belongs to (dynamic segments match anything), or the 404 route. */
export function routeFor(pathname: string): SiteRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (siteRoutes as readonly SiteRoute[]).find((route) => {
      if (!route.path.includes(':')) return route.path === path;
      const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
      return pattern.test(path);
    }) ?? notFoundRoute
  );
}

/** A route's words in `locale` (the default language's are the route's own), or null. */
export function wordsIn(route: SiteRoute, locale: Locale): RouteWords | null {
  if (locale === DEFAULT_LOCALE) return route;
  return route.translations?.[locale] ?? null;
}

/** A route's link text (in `locale`, when it is written in it). */
export const labelOf = (route: SiteRoute, locale: Locale = DEFAULT_LOCALE): string => {
  const words = wordsIn(route, locale) ?? route;
  return words.label ?? words.title;
};

/** A route's title (in `locale`, when it is written in it). */
export const titleOf = (route: SiteRoute, locale: Locale = DEFAULT_LOCALE): string =>
  (wordsIn(route, locale) ?? route).title;

/** Whether `locale` serves `route` (every route in the default language). */
export const servesIn = (route: SiteRoute, locale: Locale): boolean =>
  wordsIn(route, locale) !== null;

/**
 * Static paths to prerender (dynamic routes add theirs: see react-router.config.ts), in the
 * default language, or in `locale` under its prefix (`/hi/music`).
 */
export function staticPaths(locale: Locale = DEFAULT_LOCALE): string[] {
  return (siteRoutes as readonly SiteRoute[])
    .filter((route) => !route.path.includes(':') && servesIn(route, locale))
    .map((route) => localizedPath(locale, route.path));
}
