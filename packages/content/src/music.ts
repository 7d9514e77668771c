import type { SiteImage } from './images.js';
import { artImage, consentNotice, type CategoryCard, type EmbedPlayer } from './media.js';
import { musicPlayerOf, releases } from './releases.js';
import { siteConfig } from './site.js';

export type MusicContent = {
  hero: { eyebrow: string; heading: string; lead: string; image: SiteImage };
  startListening: { label: string; href: string };
  players: { heading: string; intro: string; notice: string; items: EmbedPlayer[] };
  categories: { heading: string; items: CategoryCard[] };
};

export const music = {
  hero: {
    eyebrow: 'Music',
    heading: 'Music That Moves the Soul',
    lead: `From bhakti songs recorded around one microphone to orchestral anthems and late-night lo-fi: everything ${siteConfig.name} writes, records and releases.`,
    image: artImage(
      'music-hero',
      1600,
      900,
      'Concentric sound rings in saffron and violet spreading from a glowing centre',
    ),
  },
  startListening: { label: 'Start Listening', href: siteConfig.streamingAlbumUrl },
  players: {
    heading: 'Now Playing',
    intro: 'Three songs from our label, straight from the streaming service.',
    notice: consentNotice('the streaming service'),
    items: releases.flatMap((release) => musicPlayerOf(release) ?? []),
  },
  categories: {
    heading: 'Explore Our Music',
    items: [
      {
        title: 'Latest Releases',
        description: 'The newest songs from our label, with a preview of each.',
        link: { label: 'See new releases', to: '/new-release' },
      },
      {
        title: 'Featured Playlists',
        description: 'Bhakti mornings, patriotic anthems and songs for late study nights.',
        link: { label: 'Open the playlists', href: siteConfig.streamingAlbumUrl },
      },
      {
        title: 'Artist Spotlight',
        description: 'The singers, players and producers behind our sound, in their own words.',
        link: { label: 'Read artist stories', to: '/newsroom' },
      },
      {
        title: 'Genre Explorer',
        description:
          'Bhakti, Desh Bhakti, Chhath, pop, folk, lo-fi and film score: search them all.',
        link: { label: 'Browse the track library', to: '/tracks' },
      },
    ],
  },
} satisfies MusicContent;
