import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  localizedPath,
  splitLocale,
  type Locale,
} from '@studio/contracts/locales';
import { isArticlePath } from '@studio/contracts/site-pages';
import { useLocation } from 'react-router';
import { routeFor, servesIn } from '../routeTable';

/** The language of the page shown: its address's prefix (`/hi/…` is Hindi). */
export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}

/**
 * Where a link written in the default language's terms (`/music`, `/article/<slug>`) leads on a
 * page in `locale`: the same page in that language when the language serves it, else the
 * default language's page. Anything else (an anchor, another origin, the admin) is unchanged.
 */
export function localHref(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  if (splitLocale(href).locale !== DEFAULT_LOCALE) return href;
  const [path = '/', rest = ''] = href.split(/(?=[?#])/, 2);
  const route = routeFor(path);
  // An article's link on a page in another language names that language's slug already.
  const served = isArticlePath(path)
    ? servesIn(route, locale)
    : route.path === path && servesIn(route, locale);
  return served ? `${localizedPath(locale, path)}${rest}` : href;
}

/** The language a site address is in (the default for anything that is not a page path). */
export const localeOfHref = (href: string): Locale =>
  splitLocale(href.split(/[?#]/)[0] ?? '/').locale;

/** The tag of `<html lang>` and `hreflang` for `locale`. */
export const tagOf = (locale: Locale): string => LOCALE_INFO[locale].tag;
