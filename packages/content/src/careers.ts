import type { Feature } from './home.js';
import { siteConfig } from './site.js';

export type JobPosition = {
  id: string;
  title: string;
  location: string;
  type: string;
  description: string;
  requirements: string[];
};

export type CareersContent = {
  hero: { eyebrow: string; title: string; lead: string };
  benefits: { heading: string; items: Feature[] };
  culture: { heading: string; paragraphs: string[]; highlights: string[] };
  positions: { heading: string; intro: string; items: JobPosition[]; requirementsHeading: string };
  apply: {
    heading: string;
    steps: { title: string; text: string }[];
    button: string;
    alert: string;
    note: { text: string; email: string; after: string };
  };
  back: { label: string; to: string };
};

const city = `${siteConfig.address.city}, ${siteConfig.address.region}`;

export const careers = {
  hero: {
    eyebrow: 'Careers',
    title: `Work at ${siteConfig.name}`,
    lead: 'Join a small team that records, films and releases music people carry with them for years. We hire for craft, curiosity and kindness.',
  },
  benefits: {
    heading: 'Benefits',
    items: [
      {
        icon: 'heart',
        title: 'Health and family',
        description:
          'Medical, dental and vision cover for you and your family, and 16 weeks of paid parental leave.',
      },
      {
        icon: 'waveform',
        title: 'Studio time',
        description:
          'Book the live rooms for your own projects on weekends, with an engineer if you want one.',
      },
      {
        icon: 'spark',
        title: 'Learning budget',
        description:
          'A yearly budget for courses, conferences and gear, plus in-house masterclasses with our artists.',
      },
      {
        icon: 'leaf',
        title: 'Time to recharge',
        description:
          'Twenty paid days off, the studio closed between Diwali and New Year, and flexible hours around sessions.',
      },
    ],
  },
  culture: {
    heading: 'Our Culture',
    paragraphs: [
      'We are musicians, engineers, filmmakers and organisers who care about getting the details right. Sessions start on time, feedback is kind and direct, and everyone from the intern to the founder helps pack the van after a shoot.',
      'Most of our artists sing in Hindi, Bhojpuri, Awadhi and Punjabi. You do not need to speak them, only to listen carefully and respect the music.',
    ],
    highlights: [
      'Credits on every release you work on',
      'Monthly listening sessions where the whole team hears the new releases first',
      'Mentoring from senior engineers and directors',
    ],
  },
  positions: {
    heading: 'Open Positions',
    intro: 'Open a role to read what it involves and what we are looking for.',
    requirementsHeading: 'What we are looking for',
    items: [
      {
        id: 'senior-audio-engineer',
        title: 'Senior Audio Engineer',
        location: city,
        type: 'Full-time',
        description:
          'Lead recording and mixing sessions for our devotional, folk and film projects, and mentor two junior engineers.',
        requirements: [
          '5+ years recording and mixing vocals and acoustic instruments',
          'Fluency in Pro Tools and at least one other DAW',
          'Experience with Dolby Atmos mixing',
          'A portfolio of released work',
        ],
      },
      {
        id: 'video-production-specialist',
        title: 'Video Production Specialist',
        location: `${city} and on location`,
        type: 'Full-time',
        description:
          'Shoot and edit music videos, behind-the-scenes films and live sessions, from planning the shot list to delivering the final grade.',
        requirements: [
          '3+ years in music video or documentary production',
          'Cinema camera operation and lighting on small crews',
          'Editing and colour grading in DaVinci Resolve or Premiere Pro',
          'Willingness to travel for shoots',
        ],
      },
      {
        id: 'frontend-developer',
        title: 'Frontend Developer',
        location: 'Remote (US time zones)',
        type: 'Full-time',
        description:
          'Build and look after our website, release pages and the tools our artists use to follow their projects.',
        requirements: [
          '3+ years building accessible websites with React and TypeScript',
          'Care for performance on slow phones and networks',
          'Experience with design systems and component testing',
          'An ear for music is a bonus, not a requirement',
        ],
      },
      {
        id: 'artist-relations-manager',
        title: 'Artist Relations Manager',
        location: city,
        type: 'Full-time',
        description:
          'Be the first call for our artists: plan their releases with them, schedule sessions and shoots, and make sure they feel at home.',
        requirements: [
          '3+ years in artist management, A&R or label operations',
          'Excellent organisation and communication',
          'Knowledge of Indian devotional and regional music',
          'Hindi or Bhojpuri is a strong plus',
        ],
      },
      {
        id: 'marketing-coordinator',
        title: 'Marketing Coordinator',
        location: `${city} or remote`,
        type: 'Full-time',
        description:
          'Plan release campaigns across our channel and social accounts, write the copy, and measure what reaches listeners.',
        requirements: [
          '2+ years in music or entertainment marketing',
          'Experience running campaigns on video and social platforms',
          'Clear writing and a good eye for artwork and thumbnails',
          'Comfort with analytics dashboards',
        ],
      },
    ],
  },
  apply: {
    heading: 'How to Apply',
    steps: [
      { title: 'Choose a role', text: 'Open the position that fits you and press Apply Now.' },
      {
        title: 'Share your work',
        text: 'Send your CV and a portfolio, reel or links to projects you are proud of.',
      },
      {
        title: 'Initial review',
        text: 'Our team reviews every application and replies within 48 hours.',
      },
      {
        title: 'Meet the team',
        text: 'A conversation and a practical session in the studio, with a decision within 2 weeks.',
      },
    ],
    button: 'Apply Now',
    alert: 'Application form would open here',
    note: {
      text: 'No role that fits? Write to us at',
      email: siteConfig.careersEmail,
      after: 'and tell us what you would bring.',
    },
  },
  back: { label: 'Back to Home', to: '/' },
} satisfies CareersContent;
