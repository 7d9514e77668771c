import {
  artImage,
  TRACK_PLAYER_ALLOW,
  TRACK_PLAYER_HEIGHT,
  VIDEO_PLAYER_ALLOW,
  VIDEO_PLAYER_HEIGHT,
  consentNotice,
  streamingTrackEmbed,
  videoEmbed,
  type EmbedPlayer,
} from './media.js';

export type LatestMediaContent = {
  notice: string;
  track: EmbedPlayer;
  video: EmbedPlayer;
  videoLoading: string;
  videoError: string;
};

/** Home's Latest Content: the newest track and video, through the consent facades. */
export const latestMedia = {
  notice: consentNotice('the streaming and video services'),
  track: {
    id: 'latest-track',
    title: 'Radha Shyam Salone Ko',
    subtitle: 'Meera Joshi · New single',
    src: streamingTrackEmbed('3sK8wGT43QFpWrvNQsrQya'),
    allow: TRACK_PLAYER_ALLOW,
    height: TRACK_PLAYER_HEIGHT,
    poster: artImage(
      'cover-radha-shyam-salone-ko',
      960,
      960,
      'A peacock feather in blue and gold over a violet dusk',
    ),
  },
  video: {
    id: 'latest-video',
    title: 'Chhath Ke Geet (Live at the Ghat)',
    subtitle: 'Sunita Devi & Sargam Choir · Official video',
    src: videoEmbed('Ch7aTh2Ug1Y'),
    allow: VIDEO_PLAYER_ALLOW,
    height: VIDEO_PLAYER_HEIGHT,
    poster: artImage(
      'video-chhath-ke-geet',
      1600,
      900,
      'A golden sunrise reflected on river water with floating lamps',
    ),
  },
  videoLoading: 'Loading video...',
  videoError: 'Video failed to load. Please refresh the page.',
} satisfies LatestMediaContent;
