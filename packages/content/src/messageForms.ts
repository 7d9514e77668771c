import { CONTACT_SERVICES, MessageTexts, SUPPORT_SERVICES } from '@studio/contracts';
import { siteConfig } from './site.js';

type ContactService = (typeof CONTACT_SERVICES)[number];
type SupportService = (typeof SUPPORT_SERVICES)[number];

const serviceLabels: Record<ContactService | SupportService, string> = {
  'music-production': 'Music Production',
  'video-production': 'Video Production',
  'mixing-mastering': 'Mixing & Mastering',
  'artist-development': 'Artist Development',
  distribution: 'Music Distribution',
  consultation: 'Consultation',
  'technical-support': 'Technical Support',
  billing: 'Billing & Payments',
  other: 'Other',
};

/** The texts of a message form: its button, and what it says after sending. */
export type MessageFormTexts = {
  submit: string;
  sending: string;
  /** Shown when the API accepted the message. */
  success: string;
  /** Shown when the API refused some fields (each field shows its own error too). */
  invalid: string;
  /** Shown when the send failed (network, server, rate limit); names the studio's email. */
  failure: string;
};

export type ServiceOption = { value: string; label: string };

export const contactServiceOptions: ServiceOption[] = CONTACT_SERVICES.map((value) => ({
  value,
  label: serviceLabels[value],
}));

export const supportServiceOptions: ServiceOption[] = SUPPORT_SERVICES.map((value) => ({
  value,
  label: serviceLabels[value],
}));

const failure = `We couldn't send your message. Please try again in a moment, or email us at ${siteConfig.email}.`;
const invalid =
  'Some details need another look. Please correct the highlighted fields and send again.';

export const contactFormTexts: MessageFormTexts = {
  submit: 'Send Message',
  sending: 'Sending...',
  success: MessageTexts.contactThanks,
  invalid,
  failure,
};

export const supportFormTexts: MessageFormTexts = {
  submit: 'Send Message',
  sending: 'Sending...',
  success: MessageTexts.contactThanks,
  invalid,
  failure,
};

export const earlyAccessFormTexts: MessageFormTexts = {
  submit: 'Notify Me',
  sending: 'Signing Up...',
  success: MessageTexts.earlyAccessThanks,
  invalid: 'Please check your email address and try again.',
  failure: `We couldn't sign you up just now. Please try again in a moment, or email us at ${siteConfig.email}.`,
};
