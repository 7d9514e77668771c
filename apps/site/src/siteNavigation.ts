import type { FooterSectionId } from '@studio/content/siteWords';
import type { SitePath } from './routeTable';

// Where the route table's pages are linked from: the nav bar, its mobile menu and the footer.
// Each path is checked against the table by type, so no link can lead to a 404.

/** Top navigation: in the bar from 1024 px, and first in the mobile menu. */
export const navPaths = [
  '/about',
  '/music',
  '/video',
  '/newsroom',
] as const satisfies readonly SitePath[];
/** Shown only in the mobile menu, after the main links. */
export const menuOnlyPaths = ['/contact', '/support'] as const satisfies readonly SitePath[];

/** Links to the admin app (another single-page app on the same origin: a full page load). */
export const adminAccessHref = '/super-admin/login';

/**
 * Footer sections: every link either a route of this table or the admin app. Their titles are
 * the site's words (`footer.sections` by id).
 */
export const footerSections = [
  { id: 'help', paths: ['/help', '/support', '/faq'], admin: true },
  { id: 'music', paths: ['/tracks', '/new-release', '/music', '/video'] },
  { id: 'company', paths: ['/company', '/leadership', '/careers', '/contact'] },
  { id: 'legal', paths: ['/terms', '/privacy', '/cookies', '/cookie-settings', '/legal'] },
  { id: 'explore', paths: ['/site'] },
] as const satisfies readonly {
  id: FooterSectionId;
  paths: readonly SitePath[];
  admin?: boolean;
}[];
