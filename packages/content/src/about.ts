import type { PersonCard } from './display.js';
import type { SiteImage } from './images.js';
import type { Feature } from './home.js';
import { siteConfig } from './site.js';
import { coreTeam, founder } from './team.js';

export type AboutContent = {
  hero: { eyebrow: string; title: string; lead: string; image: SiteImage };
  founder: { heading: string; name: string; role: string; paragraphs: string[]; quote: string };
  story: { heading: string; paragraphs: string[] };
  mission: { heading: string; text: string };
  numbers: { heading: string; items: { value: string; label: string }[] };
  values: { heading: string; items: Feature[] };
  journey: { heading: string; milestones: { year: string; title: string; text: string }[] };
  lookingForward: { heading: string; paragraphs: string[] };
  team: {
    heading: string;
    intro: string;
    members: PersonCard[];
    experience: string;
    viewFullTeam: { label: string; to: string };
  };
  back: { label: string; to: string };
};

const { stats } = siteConfig;

export const about = {
  hero: {
    eyebrow: 'Our Story',
    title: `About ${siteConfig.name}`,
    lead: `A music and film production studio and record label founded in ${siteConfig.founded}, making songs and stories that carry the sound of home to listeners everywhere.`,
    image: {
      name: 'about-studio',
      width: 1920,
      height: 1080,
      widths: [480, 960, 1600],
      alt: 'A recording room at dusk: a tanpura, a microphone and warm light on wooden panels',
    },
  },
  founder: {
    heading: 'Meet the Founder',
    name: founder.name,
    role: founder.role,
    paragraphs: [
      `${founder.name} grew up between temple bhajans on Sunday mornings and film soundtracks on the radio. After years as a session keyboard player and mixing engineer, he started ${siteConfig.name} to give devotional and regional music the production values it deserves.`,
      'He believes a song is finished only when it sounds honest: every breath of the singer kept, every instrument given room, and nothing added that the song does not need.',
    ],
    quote: 'We do not chase trends. We record what people will still want to hear in twenty years.',
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      `${siteConfig.name} began in ${siteConfig.founded} as a single room in ${siteConfig.address.city} where Indian artists abroad could record in their own languages with engineers who understood their music.`,
      'Word travelled through families, temples and community halls. Singers brought their parents, poets brought their notebooks, and within two years we added a film unit so that every song could have a story told on screen as well.',
      `Today we are a full studio and record label with ${stats.artists} artists on our roster and ${stats.projects} projects released, from single devotional tracks to full albums and music videos filmed across two continents.`,
    ],
  },
  mission: {
    heading: 'Our Mission',
    text: 'To record, produce and share music rooted in tradition with the craft of a modern studio, and to give every artist who walks in a team that treats their song as if it were our own.',
  },
  numbers: {
    heading: 'By the Numbers',
    items: [
      { value: stats.projects, label: 'Projects released' },
      { value: stats.artists, label: 'Artists recorded' },
      { value: stats.years, label: 'Years of music' },
      { value: stats.satisfaction, label: 'Client satisfaction' },
    ],
  },
  values: {
    heading: 'Our Values',
    items: [
      {
        icon: 'spark',
        title: 'Excellence',
        description:
          'We take the extra take, the extra mix pass and the extra day of colour grading when the song needs it.',
      },
      {
        icon: 'waveform',
        title: 'Innovation',
        description:
          'Spatial audio, hybrid orchestras and new ways to film old stories: we bring new tools to timeless music.',
      },
      {
        icon: 'people',
        title: 'Collaboration',
        description:
          'Artists stay in the room for every decision. The best ideas come from the singer as often as from the producer.',
      },
      {
        icon: 'heart',
        title: 'Authenticity',
        description:
          'We keep languages, dialects and instruments true to their roots instead of polishing them into something generic.',
      },
      {
        icon: 'globe',
        title: 'Community',
        description:
          'Free recording days for temple choirs and school groups, and workshops for young engineers every season.',
      },
      {
        icon: 'leaf',
        title: 'Sustainability',
        description:
          'Solar power on the studio roof, rented rather than bought gear for shoots, and digital-first releases.',
      },
    ],
  },
  journey: {
    heading: 'Our Journey',
    milestones: [
      {
        year: '2018',
        title: 'The first room',
        text: `${founder.name} opens ${siteConfig.name} with one live room and records its first devotional album.`,
      },
      {
        year: '2019',
        title: 'A record label',
        text: 'We start releasing music under our own label and sign our first ten artists.',
      },
      {
        year: '2020',
        title: 'Remote sessions',
        text: 'When travel stops, we produce albums with singers recording from home studios we helped them set up.',
      },
      {
        year: '2021',
        title: 'The film unit',
        text: 'Our first music videos, filmed on the banks of the Ganga for a Chhath Puja collection.',
      },
      {
        year: '2022',
        title: '100 releases in a year',
        text: 'A new mixing suite with Dolby Atmos and a second live room double what we can record.',
      },
      {
        year: '2023',
        title: 'Around the world',
        text: `Our channel passes ${stats.subscribers} subscribers and our songs reach listeners in over 40 countries.`,
      },
    ],
  },
  lookingForward: {
    heading: 'Looking Forward',
    paragraphs: [
      'Next we are building a scoring stage for film and series work, and an artist programme that takes new voices from their first demo to their first album.',
      'Whatever we add, the promise stays the same: honest songs, made with care, for people who love them.',
    ],
  },
  team: {
    heading: 'Meet Our Team',
    intro: 'The people behind the sound and the screen.',
    members: coreTeam,
    experience: `Part of the ${siteConfig.name} family since the early days, with years of experience across hundreds of recordings and productions.`,
    viewFullTeam: { label: 'View Full Team', to: '/leadership' },
  },
  back: { label: 'Back to Home', to: '/' },
} satisfies AboutContent;
