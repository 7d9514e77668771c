import { localizedPath } from '@studio/contracts/locales';
import { notFoundLocaleOf } from '@studio/contracts/site-pages';

/** Every page's 1200×630 share image, generated at build from its title and the studio's mark. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * `/` → `/share/home.png`, an article's page → `/share/article-<slug>.png` (`slugFileNames` of
 * @studio/contracts), a language's 404 page (`*`, `/hi/*`) → `/share/not-found.png`,
 * `/share/hi-not-found.png`.
 */
export function shareImagePath(pathname: string): string {
  const notFoundIn = notFoundLocaleOf(pathname);
  if (notFoundIn) return shareImagePath(localizedPath(notFoundIn, '/not-found'));
  const name = pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `/share/${name === '' ? 'home' : name}.png`;
}
