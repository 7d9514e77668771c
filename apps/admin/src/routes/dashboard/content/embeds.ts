import type { EditorEmbed } from '@studio/ui/editor';

const YOUTUBE =
  /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/;
const YOUTUBE_NOCOOKIE =
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})(?:[?#].*)?$/;
const SPOTIFY_TRACK =
  /^https:\/\/open\.spotify\.com\/(?:embed\/)?track\/([A-Za-z0-9]{1,64})(?:[?#].*)?$/;

/**
 * The players the site embeds behind its consent facade (`EMBED_PROVIDERS` of the contracts):
 * a YouTube video or a Spotify track, recognised in the address a person pastes.
 */
export function parseEmbed(url: string): EditorEmbed | null {
  const trimmed = url.trim();
  const video = YOUTUBE.exec(trimmed)?.[1] ?? YOUTUBE_NOCOOKIE.exec(trimmed)?.[1];
  if (video) return { provider: 'youtube', id: video, title: 'YouTube video' };
  const track = SPOTIFY_TRACK.exec(trimmed)?.[1];
  if (track) return { provider: 'spotify', id: track, title: 'Spotify track' };
  return null;
}
