import type { SiteImage } from './images.js';
import {
  artImage,
  VIDEO_PLAYER_ALLOW,
  VIDEO_PLAYER_HEIGHT,
  consentNotice,
  videoEmbed,
  videoOembedUrl,
  type CategoryCard,
} from './media.js';
import { siteConfig } from './site.js';

export type FeaturedVideo = {
  /** The video platform's id. */
  id: string;
  title: string;
  artist: string;
  description: string;
  genre: 'Bhakti Song' | 'Desh Bhakti' | 'Chhath Puja';
  /** `m:ss`. */
  duration: string;
  /** ISO date (structured data). */
  uploaded: string;
  youtubeUrl: string;
  vimeoUrl: string;
  instagramUrl: string;
  embedUrl: string;
  oembedUrl: string;
  thumbnail: SiteImage;
};

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

const video = (
  fields: Omit<FeaturedVideo, 'youtubeUrl' | 'embedUrl' | 'oembedUrl' | 'thumbnail'> & {
    thumbnail: string;
    thumbnailAlt: string;
  },
): FeaturedVideo => {
  const { thumbnail, thumbnailAlt, ...rest } = fields;
  return {
    ...rest,
    youtubeUrl: `https://www.youtube.com/watch?v=${fields.id}`,
    embedUrl: videoEmbed(fields.id),
    oembedUrl: videoOembedUrl(fields.id),
    thumbnail: artImage(thumbnail, 1600, 900, thumbnailAlt),
  };
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
    items: [
      video({
        id: 'q3Xk7LmRb2E',
        title: 'Radha Shyam Salone Ko (Official Lyric Video)',
        artist: 'Meera Joshi',
        description:
          'Meera Joshi sings our Janmashtami bhajan live with harmonium, tabla and a choir of twelve, filmed in one evening by lamplight in the studio.',
        genre: 'Bhakti Song',
        duration: '4:18',
        uploaded: '2024-08-30',
        vimeoUrl: 'https://vimeo.com/sargamstudios/radha-shyam-salone-ko',
        instagramUrl: `${siteConfig.social.instagram}/reel/radha-shyam-salone-ko`,
        thumbnail: 'video-radha-shyam',
        thumbnailAlt: 'A peacock feather over warm lamplight',
      }),
      video({
        id: 'Dk9mPz4VhQw',
        title: 'Desh Ki Mitti (Official Music Video)',
        artist: 'Rohan Verma',
        description:
          'Filmed over three sunrises in the wheat fields of Haryana with the families who farm them: a song for the soil that feeds a country.',
        genre: 'Desh Bhakti',
        duration: '5:02',
        uploaded: '2025-01-26',
        vimeoUrl: 'https://vimeo.com/sargamstudios/desh-ki-mitti',
        instagramUrl: `${siteConfig.social.instagram}/reel/desh-ki-mitti`,
        thumbnail: 'video-desh-ki-mitti',
        thumbnailAlt: 'Golden wheat fields under a rising sun',
      }),
      video({
        id: 'Ch7aTh2Ug1Y',
        title: 'Chhath Ke Geet (Live at the Ghat)',
        artist: 'Sunita Devi & Sargam Choir',
        description:
          'Traditional Chhath songs sung at dawn on the riverbank, recorded and filmed where they belong, with the water, the bells and the families.',
        genre: 'Chhath Puja',
        duration: '6:40',
        uploaded: '2024-11-07',
        vimeoUrl: 'https://vimeo.com/sargamstudios/chhath-ke-geet',
        instagramUrl: `${siteConfig.social.instagram}/reel/chhath-ke-geet`,
        thumbnail: 'video-chhath-ke-geet',
        thumbnailAlt: 'A golden sunrise reflected on river water with floating lamps',
      }),
    ],
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

/** Cuts a description at `limit` characters and adds an ellipsis; shorter text stays whole. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}
