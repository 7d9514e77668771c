/** Every page's 1200×630 share image, generated at build from its title and the studio's mark. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `/` → `/share/home.png`, an article's page → `/share/article-<slug>.png` (`slugFileNames` of @studio/contracts), 404 → `/share/not-found.png`. */
export function shareImagePath(pathname: string): string {
  if (pathname === '*') return '/share/not-found.png';
  const name = pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `/share/${name === '' ? 'home' : name}.png`;
}
