import { siteConfig } from './site.js';
import { slugify } from './slug.js';

export const faqCategories = [
  { value: 'all', label: 'All' },
  { value: 'music-production', label: 'Music Production' },
  { value: 'video-production', label: 'Video Production' },
  { value: 'billing', label: 'Billing' },
  { value: 'technical', label: 'Technical' },
  { value: 'general', label: 'General' },
] as const;

export type FaqCategory = Exclude<(typeof faqCategories)[number]['value'], 'all'>;

export interface FaqItem {
  /** The question's slug: the item's anchor on the FAQ page (`/faq#{id}`). */
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export interface FaqContent {
  eyebrow: string;
  title: string;
  intro: string;
  searchLabel: string;
  searchPlaceholder: string;
  filterLabel: string;
  categories: readonly { value: string; label: string }[];
  noMatch: string;
  items: readonly FaqItem[];
  stillHaveQuestions: { title: string; text: string; action: string };
  back: string;
}

export const faq = {
  eyebrow: 'Support & Help',
  title: 'Frequently Asked Questions',
  intro: `Straight answers about booking, production timelines, payments and the technical side of working with ${siteConfig.name}.`,
  searchLabel: 'Search questions',
  searchPlaceholder: 'Search questions and answers...',
  filterLabel: 'Filter questions by topic',
  categories: faqCategories,
  noMatch: 'No questions match your search. Try another word or pick a different topic.',
  items: (
    [
      {
        category: 'music-production',
        question: 'How do I book a recording session?',
        answer:
          'Send us your project through the contact form or call the studio, tell us what you want to record and when, and we confirm a slot by email. Please book recording sessions at least 2 weeks ahead so we can plan the room, the engineer and any session musicians you need.',
      },
      {
        category: 'music-production',
        question: 'What should I bring to my first session?',
        answer:
          'Bring your instruments, lyrics, reference tracks and any demos or stems you already have. We provide microphones, monitoring, headphones and backline; if you need a specific amplifier or keyboard, tell us when you book and we will have it ready.',
      },
      {
        category: 'music-production',
        question: 'Can you mix or master a song I recorded somewhere else?',
        answer:
          'Yes. Send us the multitrack stems (WAV, 24-bit, all starting at the same point) for mixing, or the final stereo mix for mastering. You get a first version to review and two rounds of revisions are included.',
      },
      {
        category: 'video-production',
        question: 'How long does a music video take to produce?',
        answer:
          'A simple video, such as a performance shoot in one location, usually takes 1-2 weeks from the shoot to the final cut. Complex productions with several locations, a cast, choreography or visual effects take 4-8 weeks, including pre-production.',
      },
      {
        category: 'video-production',
        question: 'Do you help with the concept and script of a video?',
        answer:
          'Our creative direction team develops the idea with you: treatment, storyboard, locations, styling and shot list. You approve each step before we shoot, so there are no surprises on set.',
      },
      {
        category: 'billing',
        question: 'How does payment work?',
        answer:
          'Payment is typically 50% upfront to reserve your dates and 50% on completion, before the final files are delivered. We accept bank transfer and card payments and send an itemised invoice for every project.',
      },
      {
        category: 'billing',
        question: 'What is your cancellation policy?',
        answer:
          'You can cancel or move a session free of charge with at least 48 hours notice. Cancellations made later than that may incur late fees, because the studio and crew were reserved for you.',
      },
      {
        category: 'technical',
        question: 'In which formats do you deliver the final files?',
        answer:
          'Masters come as 24-bit WAV at the session sample rate plus 16-bit/44.1 kHz WAV and high-quality MP3 for distribution; videos as ProRes masters and H.264 files ready for streaming platforms. Stems are included on request.',
      },
      {
        category: 'technical',
        question: 'How quickly does support answer?',
        answer: `Our support team answers within 24 hours, Monday to Friday. Write to ${siteConfig.email} or use the support form, and include your project name so we can find your files straight away.`,
      },
      {
        category: 'general',
        question: 'Who do you work with?',
        answer: `Since ${siteConfig.founded} we have worked with independent artists, bands, labels, brands and filmmakers, on devotional and folk music as much as pop and film scores. First-time artists are just as welcome as established ones.`,
      },
    ] as const
  ).map((item) => ({ id: slugify(item.question), ...item })),
  stillHaveQuestions: {
    title: 'Still have questions?',
    text: 'Our team is happy to help with anything the answers above do not cover.',
    action: 'Contact Support',
  },
  back: 'Back to Home',
} as const satisfies FaqContent;
