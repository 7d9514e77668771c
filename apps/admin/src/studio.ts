// The studio's identity has one home, the site config; the admin app reads the same object.
export { siteConfig as studio } from '../../site/src/content/site';

import { siteConfig } from '../../site/src/content/site';

/** The document title of an admin screen. */
export function screenTitle(title: string): string {
  return `${title} | ${siteConfig.name}`;
}
