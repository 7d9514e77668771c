import {
  sendMessageFormTexts,
  contactServiceOptions,
  type MessageFormContent,
} from './messageForms.js';
import { addressLine, siteConfig } from './site.js';

export type ContactChannel = { label: string; value: string; href?: string };
export type SocialLink = { network: string; label: string; href: string };

export type ContactContent = {
  hero: { eyebrow: string; title: string; lead: string };
  info: {
    heading: string;
    channels: ContactChannel[];
    hours: { label: string; value: string };
    socialHeading: string;
    social: SocialLink[];
  };
  form: MessageFormContent<'company'>;
  expect: { heading: string; items: { title: string; text: string }[] };
  back: { label: string; to: string };
};

export const socialLinks: SocialLink[] = [
  { network: 'instagram', label: 'Instagram', href: siteConfig.social.instagram },
  { network: 'x', label: 'X', href: siteConfig.social.x },
  { network: 'youtube', label: 'YouTube', href: siteConfig.social.youtube },
  { network: 'facebook', label: 'Facebook', href: siteConfig.social.facebook },
];

export const contact = {
  hero: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    lead: 'Planning a song, an album or a music video? Tell us about it. A producer, not a bot, reads every message.',
  },
  info: {
    heading: 'Contact Information',
    channels: [
      { label: 'Email', value: siteConfig.email, href: `mailto:${siteConfig.email}` },
      { label: 'Phone', value: siteConfig.phone, href: siteConfig.phoneHref },
      { label: 'Studio', value: addressLine() },
    ],
    hours: { label: 'Hours', value: siteConfig.hours },
    socialHeading: 'Follow Us',
    social: socialLinks,
  },
  form: {
    heading: 'Send Us a Message',
    intro: 'Fields marked * are required.',
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      company: 'Company/Artist Name',
      service: 'Service Interest',
      message: 'Message',
    },
    servicePlaceholder: 'Select a service',
    services: contactServiceOptions,
    texts: sendMessageFormTexts,
  },
  expect: {
    heading: 'What to Expect',
    items: [
      {
        title: 'A reply within 24 hours',
        text: 'A member of our team answers every message within one working day.',
      },
      {
        title: 'A free consultation',
        text: 'A short call to understand your project, your timeline and your budget.',
      },
      {
        title: 'A clear proposal',
        text: 'A written plan and quote with no hidden costs, before any session is booked.',
      },
    ],
  },
  back: { label: 'Back to Home', to: '/' },
} satisfies ContactContent;
