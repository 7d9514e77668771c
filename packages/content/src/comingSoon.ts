import { earlyAccessFormTexts, type MessageFormTexts } from './messageForms.js';
import { siteConfig } from './site.js';

export type ComingSoonContent = {
  eyebrow: string;
  title: string;
  lead: string;
  /** When the studio opens (ISO 8601), as Website Management sets it; null counts `launchInDays`. */
  launchAt: string | null;
  /** Without a launch date: days from the visitor's arrival to the launch the countdown shows. */
  launchInDays: number;
  countdown: {
    label: string;
    units: { days: string; hours: string; minutes: string; seconds: string };
    complete: string;
  };
  earlyAccess: { heading: string; text: string; emailLabel: string; texts: MessageFormTexts };
  back: { label: string; to: string };
};

export const comingSoon = {
  eyebrow: siteConfig.name,
  title: 'Something New Is Coming',
  lead: 'We are putting the finishing touches on a new home for our music, films and artists. Be the first to hear it.',
  launchAt: null,
  launchInDays: 30,
  countdown: {
    label: 'Time until launch',
    units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
    complete: 'We are live! Refresh the page to see what is new.',
  },
  earlyAccess: {
    heading: 'Get Early Access',
    text: 'Leave your email and we will tell you the moment we launch. No spam, just the news.',
    emailLabel: 'Email Address',
    texts: earlyAccessFormTexts,
  },
  back: { label: 'Back to Home', to: '/' },
} satisfies ComingSoonContent;
