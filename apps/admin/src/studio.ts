// The studio's identity has one home, the default-content package; the site reads the same object.
export { siteConfig as studio } from '@studio/content/site';

import { siteConfig } from '@studio/content/site';

/** The document title of an admin screen. */
export function screenTitle(title: string): string {
  return `${title} | ${siteConfig.name}`;
}
