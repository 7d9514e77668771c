import {
  sendMessageFormTexts,
  contactServiceOptions,
  type MessageFormContent,
} from './messageForms.js';
import { addressLine, siteConfig, type StudioIdentity } from './site.js';

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

const NETWORK_LABELS = { instagram: 'Instagram', x: 'X', youtube: 'YouTube', facebook: 'Facebook' };

/** The studio's social profiles it has, in the order the page lists them. */
export const socialLinksOf = (identity: StudioIdentity): SocialLink[] =>
  (['instagram', 'x', 'youtube', 'facebook'] as const).flatMap((network) => {
    const href = identity.social[network];
    return href ? [{ network, label: NETWORK_LABELS[network], href }] : [];
  });

/** The contact page of a studio: its channels and profiles come from its identity. */
export const contactPage = (identity: StudioIdentity): ContactContent => ({
  hero: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    lead: 'Planning a song, an album or a music video? Tell us about it. A producer, not a bot, reads every message.',
  },
  info: {
    heading: 'Contact Information',
    channels: [
      { label: 'Email', value: identity.email, href: `mailto:${identity.email}` },
      { label: 'Phone', value: identity.phone, href: identity.phoneHref },
      { label: 'Studio', value: addressLine(identity.address) },
    ],
    hours: { label: 'Hours', value: identity.hours },
    socialHeading: 'Follow Us',
    social: socialLinksOf(identity),
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
});

export const contact = contactPage(siteConfig);
