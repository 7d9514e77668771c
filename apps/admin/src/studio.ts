// The studio's default identity: the default-content package's, which the site reads too. What the
// admin shows by name is the stored identity's (`useStudioName`); this is its fallback.
export { siteConfig as studio } from '@studio/content/site';

import { siteConfig } from '@studio/content/site';

/** The document title of an admin screen, named after the studio (the stored identity's name). */
export function screenTitle(title: string, studioName: string = siteConfig.name): string {
  return `${title} | ${studioName}`;
}
