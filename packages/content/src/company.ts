import type { Feature } from './home.js';
import { addressLine, siteConfig } from './site.js';

export type CompanyContent = {
  hero: { eyebrow: string; title: string; lead: string };
  overview: { heading: string; paragraphs: string[] };
  services: { heading: string; intro: string; items: Feature[] };
  label: { heading: string; paragraphs: string[] };
  facts: { heading: string; items: { term: string; value: string }[] };
  numbers: { value: string; label: string }[];
  more: { heading: string; links: { label: string; to: string; text: string }[] };
  back: { label: string; to: string };
};

const { stats } = siteConfig;

export const company = {
  hero: {
    eyebrow: 'Company',
    title: `The ${siteConfig.name} Company`,
    lead: 'A production studio and a record label under one roof: we record the song, film its story and bring it to listeners around the world.',
  },
  overview: {
    heading: 'Who We Are',
    paragraphs: [
      `${siteConfig.name} was founded in ${siteConfig.founded} to give devotional, folk and independent Indian music the care of a world-class studio. What started as one recording room is now a company of engineers, producers, directors, designers and label staff.`,
      'We work with established singers and first-time artists alike, with temples and community choirs, and with brands and filmmakers who need original music. Every project, large or small, gets the same team and the same attention.',
    ],
  },
  services: {
    heading: 'What We Do',
    intro: 'Everything a release needs, from the first idea to the day it goes live.',
    items: [
      {
        icon: 'waveform',
        title: 'Recording',
        description:
          'Two treated live rooms and a vocal booth for voices, classical instruments, bands and choirs.',
      },
      {
        icon: 'spark',
        title: 'Mixing & Mastering',
        description:
          'Stereo and Dolby Atmos mixes, and masters for streaming, radio, film and vinyl.',
      },
      {
        icon: 'globe',
        title: 'Music Video Production',
        description:
          'Concept, shoot, edit and colour, on our stage or on location wherever the song belongs.',
      },
      {
        icon: 'heart',
        title: 'Creative Direction',
        description:
          'Artwork, visual identity and campaign ideas that carry one story across every release.',
      },
      {
        icon: 'people',
        title: 'Artist Development',
        description: 'Songwriting sessions, vocal coaching and release planning for new voices.',
      },
      {
        icon: 'leaf',
        title: 'Music Distribution',
        description:
          'Release to every major streaming service, with royalties reported to artists every month.',
      },
    ],
  },
  label: {
    heading: siteConfig.labelName,
    paragraphs: [
      `Our label releases the music we believe in: ${stats.projects} projects by ${stats.artists} artists so far, from bhajans and Chhath songs to patriotic anthems and film singles.`,
      'Artists keep ownership of their songs. We share the costs of production and promotion, and the rewards, openly.',
    ],
  },
  facts: {
    heading: 'Company Facts',
    items: [
      { term: 'Founded', value: String(siteConfig.founded) },
      { term: 'Headquarters', value: addressLine() },
      { term: 'Studio hours', value: siteConfig.hours },
      { term: 'Email', value: siteConfig.email },
      { term: 'Phone', value: siteConfig.phone },
    ],
  },
  numbers: [
    { value: stats.projects, label: 'Projects' },
    { value: stats.artists, label: 'Artists' },
    { value: stats.years, label: 'Years' },
    { value: stats.satisfaction, label: 'Satisfaction' },
  ],
  more: {
    heading: 'Get to Know Us',
    links: [
      { label: 'Our Leadership', to: '/leadership', text: 'Meet the people who run the studio.' },
      { label: 'Careers', to: '/careers', text: 'See our open positions and how to apply.' },
      { label: 'Contact Us', to: '/contact', text: 'Tell us about your project.' },
    ],
  },
  back: { label: 'Back to Home', to: '/' },
} satisfies CompanyContent;
