import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '@studio/contracts/locales';
import { hindiDefaultArticles } from '@studio/content/languages';
import { articlePath } from '@studio/content/newsroom';
import { staticPaths } from './routeTable';
/** Concrete paths of the dynamic routes, prerendered one page each. */
export { articlePaths } from '@studio/content/articleStories';

/** Every page of the other languages: the routes written in each and its translated articles. */
export function translatedPaths(): string[] {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => [
    ...staticPaths(locale),
    ...(locale === 'hi' ? hindiDefaultArticles.all : []).map((article) =>
      localizedPath(locale, articlePath(article)),
    ),
  ]);
}

/**
 * The address a language's 404 page is rendered at (`/404`, `/hi/404`): no route's, so the 404
 * route answers it in that language. Its file is the language's 404 file (`notFoundFileOf`).
 */
export const notFoundRenderPathOf = (locale: Locale): string => localizedPath(locale, '/404');
