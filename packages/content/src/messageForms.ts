import {
  CONTACT_SERVICES,
  MessageTexts,
  SERVICE_LABELS,
  SUPPORT_SERVICES,
} from '@studio/contracts';
import { siteConfig } from './site.js';

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
  label: SERVICE_LABELS[value],
}));

export const supportServiceOptions: ServiceOption[] = SUPPORT_SERVICES.map((value) => ({
  value,
  label: SERVICE_LABELS[value],
}));

/** The contact and support forms' content; `Extra` names the field only that form has. */
export type MessageFormContent<Extra extends string> = {
  heading: string;
  intro: string;
  labels: Record<'name' | 'email' | 'phone' | 'service' | 'message' | Extra, string>;
  servicePlaceholder: string;
  services: ServiceOption[];
  texts: MessageFormTexts;
};

const failure = `We couldn't send your message. Please try again in a moment, or email us at ${siteConfig.email}.`;
const invalid =
  'Some details need another look. Please correct the highlighted fields and send again.';

/** What the contact and support forms say: both send a message and get the same thanks. */
export const sendMessageFormTexts: MessageFormTexts = {
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
