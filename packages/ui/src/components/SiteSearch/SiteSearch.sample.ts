import type { SiteSearchItem } from './SiteSearch';

/** A studio's pages and services, for stories and tests. */
export const sampleSearchItems: SiteSearchItem[] = [
  {
    id: 'music-production',
    title: 'Music Production',
    description: 'From the first demo to the final master, produced in our Mumbai rooms.',
    type: 'Service',
    href: '/music',
  },
  {
    id: 'video-production',
    title: 'Video Production',
    description: 'Music videos, live sessions and short films, shot and graded in house.',
    type: 'Service',
    href: '/video',
  },
  {
    id: 'mixing-mastering',
    title: 'Mixing & Mastering',
    description: 'Balanced mixes and loud, clean masters ready for every streaming service.',
    type: 'Service',
    href: '/contact',
  },
  {
    id: 'artist-development',
    title: 'Artist Development',
    description: 'Songwriting, vocal coaching and release planning for new voices.',
    type: 'Service',
    href: '/about',
  },
  {
    id: 'track-library',
    title: 'Track Library',
    description: 'Preview our latest devotional, patriotic and film releases.',
    type: 'Music',
    href: '/tracks',
  },
  {
    id: 'new-release',
    title: 'New Release',
    description: 'Listen to the newest single before it reaches the streaming services.',
    type: 'Music',
    href: '/new-release',
  },
  {
    id: 'about',
    title: 'About the Studio',
    description: 'Who we are, how we work, and the team behind every session.',
    type: 'Page',
    href: '/about',
  },
  {
    id: 'contact',
    title: 'Contact Us',
    description: 'Book a session or ask about a project; we answer within 24 hours.',
    type: 'Page',
    href: '/contact',
  },
];

export const sampleSuggestions = ['Music Production', 'Mixing', 'Video', 'Contact'];

/** Case-insensitive substring match on title or description, as the site's own index does. */
export function searchSample(query: string): SiteSearchItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return sampleSearchItems.filter((item) =>
    [item.title, item.description ?? ''].some((field) => field.toLowerCase().includes(needle)),
  );
}
