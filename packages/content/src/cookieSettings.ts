import type { SitePath } from './paths.js';

/** The cookie categories a visitor chooses; `necessary` cannot be switched off. */
export type CookieCategoryId = 'necessary' | 'analytics' | 'marketing' | 'preferences';

export interface CookieCategory {
  id: CookieCategoryId;
  title: string;
  description: string;
}

export interface CookieSettingsContent {
  eyebrow: string;
  title: string;
  intro: string;
  categoriesLabel: string;
  /** Shown beside the category that cannot be switched off. */
  lockedLabel: string;
  categories: readonly CookieCategory[];
  save: string;
  reset: string;
  saved: string;
  resetDone: string;
  /** How long the confirmation stays visible. */
  confirmationMs: number;
  policyLink: { label: string; to: SitePath };
  back: string;
}

export const cookieSettings = {
  eyebrow: 'Legal & Privacy',
  title: 'Cookie Settings',
  intro:
    'Choose which cookies this website may use. Necessary cookies keep the site working and remember this choice; everything else is up to you and can be changed here at any time.',
  categoriesLabel: 'Cookie categories',
  lockedLabel: 'Always on',
  categories: [
    {
      id: 'necessary',
      title: 'Necessary',
      description:
        'Keep the website secure and remember your cookie choices. The site cannot work without them.',
    },
    {
      id: 'analytics',
      title: 'Analytics',
      description:
        'Help us understand, in aggregate, which pages are visited and how fast they load, so we can improve them.',
    },
    {
      id: 'marketing',
      title: 'Marketing',
      description:
        'Let embedded streaming and video players load automatically; those platforms may use them to measure plays and personalise content.',
    },
    {
      id: 'preferences',
      title: 'Preferences',
      description: 'Remember choices such as playback settings between visits.',
    },
  ],
  save: 'Save Preferences',
  reset: 'Reset to Default',
  saved: 'Cookie preferences saved successfully!',
  resetDone: 'Cookie preferences reset to default!',
  confirmationMs: 3000,
  policyLink: { label: 'Read our Cookie Policy', to: '/cookies' },
  back: 'Back to Home',
} as const satisfies CookieSettingsContent;
