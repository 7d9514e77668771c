import type { SiteImage } from './images.js';

/** A third-party player shown through the facade: nothing loads from `src` before consent or a click. */
export type EmbedPlayer = {
  id: string;
  title: string;
  subtitle: string;
  /** The player page framed after consent or a click. */
  src: string;
  /** The frame's permissions policy. */
  allow: string;
  height: number;
  /** Same-origin poster of the facade. */
  poster: SiteImage;
};

/** A category card: a heading, a line and where it leads (inside the site or out, in a new tab). */
export type CategoryCard = {
  title: string;
  description: string;
  link: { label: string; to: string } | { label: string; href: string };
};

/** The permissions a streaming track player asks for. */
export const TRACK_PLAYER_ALLOW =
  'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture';
export const TRACK_PLAYER_HEIGHT = 352;
export const VIDEO_PLAYER_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
export const VIDEO_PLAYER_HEIGHT = 315;

/** The streaming service's track player page for a track id. */
export const streamingTrackEmbed = (trackId: string) =>
  `https://open.spotify.com/embed/track/${trackId}?utm_source=generator&theme=0`;

/** The privacy-enhanced video player: autoplay on, related videos off, modest branding on. */
export const videoEmbed = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0&modestbranding=1`;

/** The public oEmbed endpoint of the video platform for a video id. */
export const videoOembedUrl = (videoId: string) =>
  `https://www.youtube.com/oembed?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${videoId}`)}&format=json`;

/** The sentence under a facade: what a click loads. */
export const consentNotice = (service: string) =>
  `Plays from ${service}, which may set its own cookies. Accept marketing cookies to load players automatically.`;

const PLAYERS = {
  spotify: { src: streamingTrackEmbed, allow: TRACK_PLAYER_ALLOW, height: TRACK_PLAYER_HEIGHT },
  youtube: { src: videoEmbed, allow: VIDEO_PLAYER_ALLOW, height: VIDEO_PLAYER_HEIGHT },
} as const;

/** A song's (`spotify`) or a video's (`youtube`) player behind the facade, by the platform's id. */
export const embedPlayer = (
  platform: keyof typeof PLAYERS,
  id: string,
  fields: { title: string; subtitle: string; platformId: string; poster: SiteImage },
): EmbedPlayer => {
  const player = PLAYERS[platform];
  return {
    id,
    title: fields.title,
    subtitle: fields.subtitle,
    src: player.src(fields.platformId),
    allow: player.allow,
    height: player.height,
    poster: fields.poster,
  };
};

/** The widths scripts/generate-images.mjs renders for an artwork of this width. */
const RENDERED_WIDTHS = [480, 960, 1600];

/** An artwork of `art/<name>.svg` as a SiteImage. */
export function artImage(name: string, width: number, height: number, alt: string): SiteImage {
  const widths = RENDERED_WIDTHS.filter((candidate) => candidate < width);
  return { name, width, height, alt, widths: width > 1600 ? widths : [...widths, width] };
}

/** `m:ss` as an ISO 8601 duration (structured data), e.g. `2:47` → `PT2M47S`. */
export function isoDuration(minutesSeconds: string): string {
  const [minutes = '0', seconds = '0'] = minutesSeconds.split(':');
  return `PT${Number(minutes)}M${Number(seconds)}S`;
}
