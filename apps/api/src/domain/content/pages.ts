import {
  FIXED_PAGES,
  LISTINGS,
  DEFAULT_LOCALE,
  entryPath,
  isLocale,
  localizedPath,
  type ContentType,
  type FixedPage,
} from '@studio/contracts';
import type { PageSelection } from './publisher.js';

/**
 * The pages an entry's change touches: its page at each slug it had or has, and its listings,
 * at the addresses of the entry's language (a translation's change touches only its language).
 */
export function pagesOfEntry(
  type: ContentType,
  slugs: (string | null | undefined)[],
  locale: string = DEFAULT_LOCALE,
): { paths: string[] } {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const own = [...new Set(slugs)].flatMap((slug) => {
    const path = slug ? entryPath(type, slug) : null;
    return path ? [path] : [];
  });
  return { paths: [...own, ...LISTINGS[type]].map((path) => localizedPath(language, path)) };
}

/**
 * The pages a website settings change touches: every page when the identity changed (its name,
 * contacts and links are in every page's header, footer and head), else the pages whose copy or
 * launch date changed.
 */
export function pagesOfWebsite(changed: {
  identity: boolean;
  launchAt: boolean;
  pages: FixedPage[];
}): PageSelection | null {
  if (changed.identity) return { everyPage: true };
  const paths = changed.pages.map((page) => FIXED_PAGES[page]);
  if (changed.launchAt) paths.push(FIXED_PAGES['coming-soon']);
  return paths.length > 0 ? { paths: [...new Set(paths)] } : null;
}
