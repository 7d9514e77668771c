import {
  sendMessageFormTexts,
  supportServiceOptions,
  type MessageFormContent,
} from './messageForms.js';
import { addressLine, siteConfig, type StudioIdentity } from './site.js';

export type SupportChannel = {
  id: 'email' | 'phone' | 'location' | 'chat';
  title: string;
  text: string;
  /** What the card offers: a link (mailto:, tel:, a map) or, for chat, a button. */
  action: { label: string; href?: string };
};

export type SupportContent = {
  hero: { eyebrow: string; title: string; lead: string };
  channels: { heading: string; items: SupportChannel[]; chatStarted: string };
  form: MessageFormContent<'subject'>;
  back: { label: string; to: string };
};

/** The support page of a studio: its ways to reach the team come from its identity. */
export const supportPage = (identity: StudioIdentity): SupportContent => ({
  hero: {
    eyebrow: 'Support',
    title: 'Contact Support',
    lead: 'Questions about a booking, a release, a payment or your account? Reach us the way that suits you, and we will reply within 24 hours.',
  },
  channels: {
    heading: 'Ways to Reach Us',
    items: [
      {
        id: 'email',
        title: 'Email Support',
        text: 'Write to us any time. We answer within 24 hours.',
        action: { label: identity.supportEmail, href: `mailto:${identity.supportEmail}` },
      },
      {
        id: 'phone',
        title: 'Phone Support',
        text: identity.hours,
        action: { label: identity.phone, href: identity.phoneHref },
      },
      {
        id: 'location',
        title: 'Studio Location',
        text: addressLine(identity.address),
        action: {
          label: 'Get directions',
          href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine(identity.address))}`,
        },
      },
      {
        id: 'chat',
        title: 'Live Chat',
        text: `Chat with our team during studio hours, ${identity.hours}.`,
        action: { label: 'Start Chat' },
      },
    ],
    chatStarted: `We asked the live chat to open. If no chat window appears, our chat team is offline right now: please email ${identity.supportEmail} or call ${identity.phone} instead.`,
  },
  form: {
    heading: 'Send a Support Request',
    intro: 'Fields marked * are required.',
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      subject: 'Subject',
      service: 'Service Type',
      message: 'Message',
    },
    servicePlaceholder: 'Select a service',
    services: supportServiceOptions,
    texts: sendMessageFormTexts,
  },
  back: { label: 'Back to Home', to: '/' },
});

export const support = supportPage(siteConfig);
