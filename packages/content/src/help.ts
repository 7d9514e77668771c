import type { SitePath } from './paths.js';
import { siteConfig } from './site.js';

export interface HelpTopic {
  /** Stable id: also the topic's anchor on the help page (`/help#{id}`). */
  id: string;
  title: string;
  description: string;
  /** Where to read on: pages of the route table, so a link can never lead to a 404. */
  links: readonly { label: string; to: SitePath }[];
}

export interface HelpQuestion {
  id: string;
  question: string;
  answer: string;
}

export interface HelpContent {
  eyebrow: string;
  title: string;
  intro: string;
  searchLabel: string;
  searchPlaceholder: string;
  topicsTitle: string;
  questionsTitle: string;
  topics: readonly HelpTopic[];
  questions: readonly HelpQuestion[];
  noTopics: string;
  noQuestions: string;
  stillNeedHelp: { title: string; text: string; action: string };
  back: string;
}

export const help = {
  eyebrow: 'Support & Help',
  title: 'Help Center',
  intro: `Everything you need to work with ${siteConfig.name}: how a project starts, how production runs, how billing works and where to get help.`,
  searchLabel: 'Search help topics and questions',
  searchPlaceholder: 'Search for help...',
  topicsTitle: 'Browse by topic',
  questionsTitle: 'Popular questions',
  topics: [
    {
      id: 'getting-started',
      title: 'Getting Started',
      description:
        'How a project with us begins: your first enquiry, the planning call, a quote and booking your dates.',
      links: [
        { label: 'Tell us about your project', to: '/contact' },
        { label: 'Common questions', to: '/faq' },
      ],
    },
    {
      id: 'music-production',
      title: 'Music Production',
      description:
        'Recording, arrangement, mixing and mastering: what happens in each stage and what to prepare for your session.',
      links: [
        { label: 'Listen to our releases', to: '/music' },
        { label: 'Browse the track library', to: '/tracks' },
      ],
    },
    {
      id: 'video-production',
      title: 'Video Production',
      description:
        'Music videos and short films from concept to final cut: treatments, shoot days, editing and colour.',
      links: [{ label: 'Watch our videos', to: '/video' }],
    },
    {
      id: 'billing-payments',
      title: 'Billing & Payments',
      description:
        'Quotes, deposits, invoices and cancellations: 50% upfront, 50% on completion, and 48 hours notice to move a session.',
      links: [
        { label: 'Payment questions', to: '/faq' },
        { label: 'Terms of use', to: '/terms' },
      ],
    },
    {
      id: 'account-settings',
      title: 'Account & Settings',
      description:
        'Your data and your choices on this website: cookie settings, privacy and how to ask us to update or delete your details.',
      links: [
        { label: 'Cookie settings', to: '/cookie-settings' },
        { label: 'Privacy policy', to: '/privacy' },
      ],
    },
    {
      id: 'technical-support',
      title: 'Technical Support',
      description:
        'File formats, stems, delivery links and playback problems: our support team answers within 24 hours.',
      links: [{ label: 'Contact support', to: '/contact-support' }],
    },
  ],
  questions: [
    {
      id: 'how-to-start',
      question: 'How do I start a project with the studio?',
      answer:
        'Write to us with a short description of your project, your timeline and any references. We reply with questions or a quote, then schedule a planning call before anything is booked.',
    },
    {
      id: 'how-far-ahead',
      question: 'How far ahead should I book?',
      answer:
        'Book recording sessions at least 2 weeks ahead. Video productions need more lead time: 1-2 weeks for a simple shoot, 4-8 weeks for a complex one.',
    },
    {
      id: 'deposit',
      question: 'Do I pay everything upfront?',
      answer:
        'No. Payment is typically 50% upfront to reserve your dates and 50% on completion, before we deliver the final files.',
    },
    {
      id: 'reschedule',
      question: 'Can I move or cancel my session?',
      answer:
        'Yes, free of charge with at least 48 hours notice. Later cancellations may incur late fees because the room and crew were held for you.',
    },
    {
      id: 'receive-files',
      question: 'How do I receive my finished files?',
      answer:
        'We send a secure download link with your masters, stems on request, and the video files in the formats you need for streaming platforms and social media.',
    },
    {
      id: 'support-hours',
      question: 'When will support get back to me?',
      answer: `Within 24 hours on working days. Use the support form or write to ${siteConfig.email}.`,
    },
  ],
  noTopics: 'No topics match your search.',
  noQuestions: 'No questions match your search.',
  stillNeedHelp: {
    title: 'Still need help?',
    text: 'Our support team answers within 24 hours and will walk you through whatever you are stuck on.',
    action: 'Contact Support',
  },
  back: 'Back to Home',
} as const satisfies HelpContent;
