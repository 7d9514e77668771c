import type { SocialLinks } from '@studio/contracts';
import { siteConfig } from './site.js';
import { director, founder, socialProfile } from './team.js';

export type Executive = {
  name: string;
  role: string;
  bio: string;
  /** Portrait URL; a first-letter tile shows when it is missing or fails. */
  image?: string;
  /** Where the portrait's round crop centres (`object-position`): a library image's focal point. */
  imagePosition?: string;
  stats: string[];
  social: SocialLinks;
};

export type Advisor = { name: string; role: string; bio: string };

export type LeadershipContent = {
  hero: { eyebrow: string; title: string; lead: string };
  executives: { heading: string; items: Executive[] };
  advisors: { heading: string; intro: string; items: Advisor[] };
  principles: { heading: string; items: { title: string; text: string }[] };
  networkNames: Record<keyof SocialLinks, string>;
  back: { label: string; to: string };
};

export const leadership = {
  hero: {
    eyebrow: 'Leadership',
    title: 'Our Leadership',
    lead: `The people who steer ${siteConfig.name}: musicians and builders who have spent their careers making music and film that lasts.`,
  },
  executives: {
    heading: 'Executive Team',
    items: [
      {
        name: founder.name,
        role: 'Founder & CEO',
        bio: `${founder.name} founded the studio in ${siteConfig.founded} and leads its creative direction and its label, producing many of our releases himself.`,
        image: founder.image,
        stats: [
          `${siteConfig.stats.projects} projects`,
          '15 years in music',
          '20+ albums produced',
        ],
        social: founder.social ?? {},
      },
      {
        name: 'Vikram Nair',
        role: 'Chief Technology Officer',
        bio: 'Vikram designed our studios’ signal chain and our release pipeline, and leads the team that builds our website and tools for artists.',
        image: '/images/team-vikram-480.webp',
        stats: ['2 studios built', '12 years in audio tech', 'Dolby Atmos certified'],
        social: {
          instagram: socialProfile.instagram('vikram.nair.audio'),
          x: socialProfile.x('vikramnairtech'),
          youtube: socialProfile.youtube('vikramnairaudio'),
        },
      },
      {
        name: director.name,
        role: 'Chief Creative Officer',
        bio: 'Ananya sets the look and story of every release, from the first mood board to the final cut of the music video.',
        image: director.image,
        stats: ['120+ music videos', '10 years directing', '8 festival selections'],
        social: director.social ?? {},
      },
      {
        name: 'Meera Kapoor',
        role: 'Chief Operating Officer',
        bio: 'Meera runs the studio day to day: schedules, budgets, artist contracts and the distribution deals that take our songs worldwide.',
        image: '/images/team-meera-480.webp',
        stats: [
          '40+ countries reached',
          '14 years in label ops',
          `${siteConfig.stats.satisfaction} on-time delivery`,
        ],
        social: {
          instagram: socialProfile.instagram('meera.kapoor.ops'),
          x: socialProfile.x('meerakapoorops'),
          facebook: socialProfile.facebook('meera.kapoor.studio'),
        },
      },
    ],
  },
  advisors: {
    heading: 'Advisory Board',
    intro: 'Four independent voices who help us make long-term decisions.',
    items: [
      {
        name: 'Pandit Hariprasad Joshi',
        role: 'Classical Music Advisor',
        bio: 'A Hindustani vocalist and teacher of forty years who guides our devotional and classical recordings.',
      },
      {
        name: 'Sarah Whitman',
        role: 'Music Business Advisor',
        bio: 'A former label executive who advises on distribution, licensing and artist contracts.',
      },
      {
        name: 'Dr. Arvind Rao',
        role: 'Technology Advisor',
        bio: 'A professor of audio engineering who helps us evaluate new recording and spatial audio technology.',
      },
      {
        name: 'Lakshmi Menon',
        role: 'Community Advisor',
        bio: 'A cultural organiser who connects the studio with temples, schools and community groups.',
      },
    ],
  },
  principles: {
    heading: 'Leadership Principles',
    items: [
      {
        title: 'The song comes first',
        text: 'Every decision starts with what serves the music and the artist, not the schedule or the trend.',
      },
      {
        title: 'Lead by example',
        text: 'Our leaders still sit behind the console and the camera. Nobody asks for work they would not do themselves.',
      },
      {
        title: 'Open doors',
        text: 'Anyone on the team, and any artist, can bring an idea or a concern straight to the leadership.',
      },
      {
        title: 'Think in decades',
        text: 'We build relationships, catalogues and studios meant to last, and choose long-term trust over quick wins.',
      },
    ],
  },
  networkNames: { instagram: 'Instagram', x: 'X', youtube: 'YouTube', facebook: 'Facebook' },
  back: { label: 'Back to Home', to: '/' },
} satisfies LeadershipContent;
