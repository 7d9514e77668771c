import type { SiteImage } from './images.js';
import {
  artImage,
  VIDEO_PLAYER_ALLOW,
  VIDEO_PLAYER_HEIGHT,
  consentNotice,
  type CategoryCard,
} from './media.js';
import { featuredVideoOf, releases, type FeaturedVideo } from './releases.js';
import { siteConfig } from './site.js';

export type VideoContent = {
  hero: { eyebrow: string; heading: string; lead: string; image: SiteImage };
  startWatching: { label: string; href: string };
  featured: {
    heading: string;
    intro: string;
    notice: string;
    /** The card menu's button; its accessible name adds the video's title. */
    menuLabel: string;
    playHere: string;
    youtube: string;
    vimeo: string;
    instagram: string;
    close: string;
    play: string;
    items: FeaturedVideo[];
  };
  categories: { heading: string; items: CategoryCard[] };
  /** Longest description shown on a card before it is cut with an ellipsis. */
  descriptionLimit: number;
  player: { allow: string; height: number };
};

export const videoPage = {
  hero: {
    eyebrow: 'Video',
    heading: 'Stories Told in Sound and Light',
    lead: `Music videos, live sessions and the making of both: films by ${siteConfig.name}, shot with the same care we give every song.`,
    image: artImage(
      'video-hero',
      1600,
      900,
      'A film strip curving through beams of saffron and violet light',
    ),
  },
  startWatching: { label: 'Start Watching', href: siteConfig.videoChannelUrl },
  featured: {
    heading: 'Featured Videos',
    intro: 'Our newest films. Play one here, or open it on the platform you prefer.',
    notice: consentNotice('the video platform'),
    menuLabel: 'More ways to watch',
    playHere: 'Play Here',
    youtube: 'YouTube',
    vimeo: 'Vimeo',
    instagram: 'Instagram',
    close: 'Close {title}',
    play: 'Play {title}',
    items: releases.flatMap((release) => featuredVideoOf(release) ?? []),
  },
  categories: {
    heading: 'Browse by Category',
    items: [
      {
        title: 'Music Videos',
        description: 'Official videos of our releases, from devotional to patriotic.',
        link: { label: 'Watch music videos', href: siteConfig.videoChannelUrl },
      },
      {
        title: 'Live Performances',
        description: 'Bhakti Sandhya evenings and live sessions from the studio floor.',
        link: { label: 'Watch live performances', href: siteConfig.videoChannelUrl },
      },
      {
        title: 'Behind the Scenes',
        description: 'How our songs are recorded and our videos are shot.',
        link: { label: 'Read the stories', to: '/newsroom' },
      },
      {
        title: 'Tutorials',
        description: 'Our engineers and directors share how they mix, shoot and edit.',
        link: { label: 'Watch tutorials', href: siteConfig.videoChannelUrl },
      },
    ],
  },
  descriptionLimit: 100,
  player: { allow: VIDEO_PLAYER_ALLOW, height: VIDEO_PLAYER_HEIGHT },
} satisfies VideoContent;
