import type { MusicRecording } from 'schema-dts';
import { imageUrl } from '@studio/content/images';
import { isoDuration } from '@studio/content/media';
import type { SiteTrack } from '@studio/content/tracks';
import { absoluteUrl } from '../head/meta';

/** A track as schema.org MusicRecording, with its preview clip as the audio. */
export function musicRecording(track: SiteTrack, origin: string): MusicRecording {
  return {
    '@type': 'MusicRecording',
    name: track.title,
    byArtist: { '@type': 'MusicGroup', name: track.artist },
    genre: track.genre,
    duration: isoDuration(track.duration),
    datePublished: track.released,
    image: absoluteUrl(origin, imageUrl(track.cover)),
    description: track.description,
    url: track.streamingUrl,
    audio: {
      '@type': 'AudioObject',
      contentUrl: absoluteUrl(origin, track.previewUrl),
      encodingFormat: 'audio/webm',
      description: 'Preview clip',
    },
  };
}
