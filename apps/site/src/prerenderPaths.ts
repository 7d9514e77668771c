import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@studio/contracts/locales';
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
