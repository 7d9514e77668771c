import type { SiteImage } from './images.js';
import {
  artImage,
  TRACK_PLAYER_ALLOW,
  TRACK_PLAYER_HEIGHT,
  consentNotice,
  streamingTrackEmbed,
  type CategoryCard,
  type EmbedPlayer,
} from './media.js';
import { siteConfig } from './site.js';

export type MusicContent = {
  hero: { eyebrow: string; heading: string; lead: string; image: SiteImage };
  startListening: { label: string; href: string };
  players: { heading: string; intro: string; notice: string; items: EmbedPlayer[] };
  categories: { heading: string; items: CategoryCard[] };
};

const player = (
  id: string,
  title: string,
  subtitle: string,
  spotifyId: string,
  poster: string,
  alt: string,
): EmbedPlayer => ({
  id,
  title,
  subtitle,
  src: streamingTrackEmbed(spotifyId),
  allow: TRACK_PLAYER_ALLOW,
  height: TRACK_PLAYER_HEIGHT,
  poster: artImage(poster, 960, 960, alt),
});

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
    items: [
      player(
        'radha-shyam',
        'Radha Shyam Salone Ko',
        'Meera Joshi · Bhakti Song',
        '3sK8wGT43QFpWrvNQsrQya',
        'cover-radha-shyam-salone-ko',
        'A peacock feather in blue and gold over a violet dusk',
      ),
      player(
        'as-it-was',
        'As It Was',
        'Aarav Mehta · Pop',
        '4LRPiXqCikLlN15c3yImP7',
        'cover-as-it-was',
        'A saffron sun setting behind concentric sound rings',
      ),
      player(
        'vande-bharat',
        'Vande Bharat Sunrise',
        'Rohan Verma · Desh Bhakti',
        '1zNXBlDg0qKZjVjRvcPh7W',
        'cover-vande-bharat-sunrise',
        'Saffron, white and green rays rising from the horizon',
      ),
    ],
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
