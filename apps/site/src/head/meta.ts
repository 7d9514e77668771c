import type { MetaArgs, MetaDescriptor, MetaFunction } from 'react-router';
import type { BreadcrumbList, Organization, Thing, WithContext } from 'schema-dts';
import { pageDescriptions } from '@studio/content/pageDescriptions';
import { siteConfig, type StudioIdentity } from '@studio/content/site';
import { FEED_PATHS } from '@studio/content/newsroom';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localizedPath,
  splitLocale,
  type Locale,
} from '@studio/contracts/locales';
import { notFoundLocaleOf, notFoundPathOf } from '@studio/contracts/site-pages';
import {
  labelOf,
  notFoundRoute,
  routeFor,
  servesIn,
  titleOf,
  wordsIn,
  type RouteWordsMap,
  type SiteRoute,
} from '../routeTable';

/** Where the newsroom's feeds of `locale` are (`/hi/newsroom/rss.xml`). */
export const feedPathsOf = (locale: Locale): { rss: string; atom: string } => ({
  rss: localizedPath(locale, FEED_PATHS.rss),
  atom: localizedPath(locale, FEED_PATHS.atom),
});
import { SHARE_IMAGE_SIZE, shareImagePath } from './shareImage';

/** What every page's head reads: the origin, the studio's identity and each page's description. */
export interface SiteHead {
  /** The origin the page is served on, without a trailing slash. */
  origin: string;
  identity: StudioIdentity;
  /** Each page's description, by route path (`*` for the 404 page). */
  descriptions: Readonly<Record<string, string>>;
  /** The pages' words in the page's language (none in the default one: the route table's). */
  routeWords?: RouteWordsMap;
}

/** The root loader's data as the heads read it (see `root.tsx`). */
type RootData = {
  origin?: unknown;
  identity?: StudioIdentity;
  descriptions?: Record<string, string>;
  words?: { routes?: RouteWordsMap };
};

/** The head of the default content on `origin`: what pages without the root's data show. */
export const defaultSiteHead = (origin: string): SiteHead => ({
  origin,
  identity: siteConfig,
  descriptions: pageDescriptions,
});

/**
 * The head the root loader gives every page: the renderer's (or the prerender's) origin, and the
 * content source's identity and descriptions. Read from loader data, never compiled into the
 * client, so a page rendered for another origin or from the content store hydrates with the
 * same head.
 */
export function siteHeadOf(matches: MetaArgs['matches']): SiteHead {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const head = defaultSiteHead(typeof root?.origin === 'string' ? root.origin : '');
  return {
    ...head,
    identity: root?.identity ?? head.identity,
    descriptions: root?.descriptions ?? head.descriptions,
    routeWords: root?.words?.routes ?? {},
  };
}

export const absoluteUrl = (origin: string, path: string): string =>
  `${origin}${path === '/' ? '/' : path}`;

/** "{title} | {studio}", or the studio's name alone for Home (in any language). */
export function pageTitle(title: string, studio: string, isHome = title === 'Home'): string {
  return isHome ? studio : `${title} | ${studio}`;
}

/**
 * The addresses of a page in each language it is written in, by language (its own included): a
 * route's in every language that serves it, an article's from its data. One language alone: none.
 */
export type Alternates = Partial<Record<Locale, string>>;

export function alternatesOf(pathname: string, articleAlternates?: Alternates): Alternates {
  const { path } = splitLocale(pathname);
  const route = routeFor(path);
  if (route === notFoundRoute) return {};
  const found: Alternates = route.path.includes(':')
    ? (articleAlternates ?? {})
    : Object.fromEntries(
        LOCALES.filter((locale) => servesIn(route, locale)).map((locale) => [
          locale,
          localizedPath(locale, route.path),
        ]),
      );
  return Object.keys(found).length > 1 ? found : {};
}

export interface HeadOverrides {
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** The trail's last crumb when it differs from the title (e.g. an article's headline). */
  crumb?: string;
  /** Extra structured data for this page (FAQPage, NewsArticle, MusicRecording, ...). */
  jsonLd?: readonly Thing[];
  /** og:type, `website` by default (`article` on articles). */
  type?: 'website' | 'article' | 'music.song' | 'video.other';
  /** The title of search results and shared links, where it differs from the page's title. */
  metaTitle?: string;
  /** A share image chosen by an editor, instead of the page's generated one (absolute URL). */
  image?: { url: string; width: number; height: number; alt: string };
  /** An editor asked search engines not to list this page. */
  noindex?: boolean;
  /** An article's addresses in each language it is written in (see `alternatesOf`). */
  alternates?: Alternates;
}

/** The contact fields of the site config the organization lists when the config has them. */
interface StudioContacts {
  email: string;
  phone?: string;
  address?: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  social?: Readonly<Record<string, string>>;
}

/** The studio as structured data, on every page: who it is and every way to reach it. */
export function organizationJsonLd({ origin, identity }: SiteHead): WithContext<Organization> {
  const contacts: StudioContacts = identity;
  const { address } = contacts;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: identity.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    email: identity.email,
    ...(contacts.phone ? { telephone: contacts.phone } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            addressLocality: address.city,
            addressRegion: address.region,
            postalCode: address.postalCode,
            addressCountry: address.country,
          },
        }
      : {}),
    ...(contacts.social ? { sameAs: Object.values(contacts.social) } : {}),
    foundingDate: String(identity.founded),
    description: identity.description,
  };
}

function breadcrumbJsonLd(
  origin: string,
  route: SiteRoute,
  pathname: string,
  crumb: string,
  locale: Locale,
  routeWords: RouteWordsMap,
): WithContext<BreadcrumbList> {
  const trail: { name: string; path: string }[] = [];
  if (route.path !== '/') {
    trail.unshift({ name: crumb, path: pathname });
    let parent = route.parent ? routeFor(route.parent) : null;
    while (parent && parent.path !== '/') {
      trail.unshift({
        name: labelOf(parent, routeWords),
        path: localizedPath(locale, parent.path),
      });
      parent = parent.parent ? routeFor(parent.parent) : null;
    }
  }
  trail.unshift({ name: labelOf(routeFor('/'), routeWords), path: localizedPath(locale, '/') });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/**
 * Every head tag of one page, from the route table and the site's head (identity, descriptions):
 * title, description, keywords, canonical, robots, Open Graph and Twitter tags with the page's
 * generated share image, and JSON-LD (Organization and BreadcrumbList always, plus the page's own).
 */
export function headFor(
  site: SiteHead,
  pathname: string,
  overrides: HeadOverrides = {},
): MetaDescriptor[] {
  const { origin, identity } = site;
  const routeWords = site.routeWords ?? {};
  const { locale, path } = splitLocale(pathname);
  // A language's 404 page (`*`, `/hi/*`) has no address of its own.
  const notFound = notFoundLocaleOf(pathname) !== null;
  const found = notFound ? notFoundRoute : routeFor(path);
  const route = servesIn(found, locale) ? found : notFoundRoute;
  const title = pageTitle(
    overrides.metaTitle ?? overrides.title ?? titleOf(route, routeWords),
    identity.name,
    route.path === '/',
  );
  const description =
    overrides.description ?? site.descriptions[route.path] ?? identity.description;
  const keywords = overrides.keywords ?? wordsIn(route, routeWords).keywords;
  const ownPath = route.canonical ? localizedPath(locale, route.canonical) : pathname;
  const canonicalPath = notFound ? null : ownPath;
  const alternates = canonicalPath ? alternatesOf(pathname, overrides.alternates) : {};
  const feeds = feedPathsOf(locale);
  const image = overrides.image?.url ?? absoluteUrl(origin, shareImagePath(pathname));
  const imageSize = overrides.image ?? SHARE_IMAGE_SIZE;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    ...(keywords.length > 0 ? [{ name: 'keywords', content: keywords.join(', ') }] : []),
    ...(route.noindex || overrides.noindex
      ? [{ name: 'robots', content: 'noindex, nofollow' }]
      : []),
    // Kept on noindex pages too: the canonical says which address this is, robots whether to list it.
    ...(canonicalPath
      ? [{ tagName: 'link', rel: 'canonical', href: absoluteUrl(origin, canonicalPath) }]
      : []),
    // The page in each language it is written in, itself included, and the default language's
    // as `x-default`; a page in one language only lists none.
    ...Object.entries(alternates).map(([other, href]) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LOCALE_INFO[other as Locale].tag,
      href: absoluteUrl(origin, href),
    })),
    ...(alternates[DEFAULT_LOCALE]
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'x-default',
            href: absoluteUrl(origin, alternates[DEFAULT_LOCALE]),
          },
        ]
      : []),
    // The newsroom's feeds, announced on every page so feed readers find them from any page.
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${identity.name} ${labelOf(routeFor('/newsroom'), routeWords)} (RSS)`,
      href: feeds.rss,
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${identity.name} ${labelOf(routeFor('/newsroom'), routeWords)} (Atom)`,
      href: feeds.atom,
    },
    { property: 'og:site_name', content: identity.name },
    { property: 'og:locale', content: LOCALE_INFO[locale].intl.replace('-', '_') },
    { property: 'og:type', content: overrides.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(canonicalPath ? [{ property: 'og:url', content: absoluteUrl(origin, canonicalPath) }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(imageSize.width) },
    { property: 'og:image:height', content: String(imageSize.height) },
    { property: 'og:image:alt', content: overrides.image?.alt || title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': organizationJsonLd(site) },
    ...(canonicalPath
      ? [
          {
            'script:ld+json': breadcrumbJsonLd(
              origin,
              route,
              pathname,
              overrides.crumb ?? overrides.title ?? labelOf(route, routeWords),
              locale,
              routeWords,
            ),
          },
        ]
      : []),
    ...(overrides.jsonLd ?? []).map((thing) => ({
      'script:ld+json': { '@context': 'https://schema.org', ...(thing as object) },
    })),
  ];
  return tags;
}

/**
 * A route's `meta`: the head of its path (or of the path its arguments give) on the site's head,
 * with the overrides its data asks for: `export const meta = pageHead('/about')`.
 */
export function pageHead<Loader = unknown>(
  path: string | ((args: MetaArgs<Loader>) => string),
  overridesOf?: (args: MetaArgs<Loader>, site: SiteHead) => HeadOverrides,
): MetaFunction<Loader> {
  return (args) => {
    const site = siteHeadOf(args.matches);
    const pathname = typeof path === 'string' ? path : path(args);
    // Routes name their path in the default language; a page in another language is there, and
    // the 404 page (`*`) is its language's (`/hi/*`).
    const { locale } = splitLocale(args.location.pathname);
    const shown =
      pathname === '*' ? notFoundPathOf(locale) : localizedPath(locale, splitLocale(pathname).path);
    return headFor(site, shown, overridesOf?.(args, site));
  };
}
