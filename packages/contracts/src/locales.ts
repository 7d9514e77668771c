/*
 * The site's languages and where each one's pages live, without schemas: the site's pages, the
 * API and the feeds import this entry (`@studio/contracts/locales`). English is the default and
 * keeps today's addresses; every other language lives under its own prefix (`/hi/…`). Adding a
 * language starts here (docs/i18n.md).
 */

/** Every language the site is written in, the default first. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the unprefixed addresses, and the `x-default` of every page. */
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The language's name in English (the admin app's words). */
  name: string;
  /** The language's name in itself, as the language switcher shows it. */
  nativeName: string;
  /** The `Intl` locale for numbers, dates and plurals (`hi-IN`: lakh grouping, Hindi months). */
  intl: string;
  /** The BCP 47 tag of `<html lang>`, `hreflang` and the feeds' `<language>`. */
  tag: string;
  /** The path prefix of its pages: '' for the default language, `/hi` for Hindi. */
  prefix: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { name: 'English', nativeName: 'English', intl: 'en-US', tag: 'en', prefix: '' },
  hi: { name: 'Hindi', nativeName: 'हिन्दी', intl: 'hi-IN', tag: 'hi', prefix: '/hi' },
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The address of a page (given as its default-language path, `/music`) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * The language of an address and the page's path in the default language's terms:
 * `/hi/music` → hi, `/music`; `/hi` and `/hi/` → hi, `/`; `/music` → en, `/music`.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path };
}
