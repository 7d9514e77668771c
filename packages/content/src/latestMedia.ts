import { artImage, consentNotice, embedPlayer, type EmbedPlayer } from './media.js';

export type LatestMediaContent = {
  notice: string;
  /** Absent when no release of its kind is published. */
  track: EmbedPlayer | null;
  video: EmbedPlayer | null;
  videoLoading: string;
  videoError: string;
};

/** The slugs of the releases Home's Latest Content shows, and what it says about each. */
export const latestMediaPicks = {
  track: { release: 'radha-shyam-salone-ko', label: 'New single' },
  video: { release: 'chhath-ke-geet-live-at-the-ghat', label: 'Official video' },
} as const;

export const LATEST_TRACK_ID = 'latest-track';
export const LATEST_VIDEO_ID = 'latest-video';

/** Home's Latest Content: the newest track and video, through the consent facades. */
export const latestMedia = {
  notice: consentNotice('the streaming and video services'),
  track: embedPlayer('spotify', LATEST_TRACK_ID, {
    title: 'Radha Shyam Salone Ko',
    subtitle: `Meera Joshi · ${latestMediaPicks.track.label}`,
    platformId: '3sK8wGT43QFpWrvNQsrQya',
    poster: artImage(
      'cover-radha-shyam-salone-ko',
      960,
      960,
      'A peacock feather in blue and gold over a violet dusk',
    ),
  }),
  video: embedPlayer('youtube', LATEST_VIDEO_ID, {
    title: 'Chhath Ke Geet (Live at the Ghat)',
    subtitle: `Sunita Devi & Sargam Choir · ${latestMediaPicks.video.label}`,
    platformId: 'Ch7aTh2Ug1Y',
    poster: artImage(
      'video-chhath-ke-geet',
      1600,
      900,
      'A golden sunrise reflected on river water with floating lamps',
    ),
  }),
  videoLoading: 'Loading video...',
  videoError: 'Video failed to load. Please refresh the page.',
} satisfies LatestMediaContent;
