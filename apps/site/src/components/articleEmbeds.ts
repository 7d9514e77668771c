import type { RichTextEmbed } from '@studio/ui';
import {
  TRACK_PLAYER_ALLOW,
  TRACK_PLAYER_HEIGHT,
  VIDEO_PLAYER_ALLOW,
  VIDEO_PLAYER_HEIGHT,
  streamingTrackEmbed,
  videoEmbed,
} from '@studio/content/media';
import type { EmbedHost } from '../routeTable';

// The players an article body may embed, shared by the page (a facade) and the feeds (a link).

/** Each platform an article may embed: its player, its own page for the item, and its frame. */
const PLAYERS: Record<
  EmbedHost,
  {
    service: string;
    player: (id: string) => string;
    page: (id: string) => string;
    allow: string;
    height: number;
  }
> = {
  youtube: {
    service: 'the video platform',
    player: videoEmbed,
    page: (id) => `https://www.youtube.com/watch?v=${id}`,
    allow: VIDEO_PLAYER_ALLOW,
    height: VIDEO_PLAYER_HEIGHT,
  },
  spotify: {
    service: 'the streaming service',
    player: streamingTrackEmbed,
    page: (id) => `https://open.spotify.com/track/${id}`,
    allow: TRACK_PLAYER_ALLOW,
    height: TRACK_PLAYER_HEIGHT,
  },
};

// The store checks ids too; the page does again, since an id becomes part of a frame's address.
const PLATFORM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The platform of an embed in an article body, or null for one the site does not know. */
export function playerOf({ provider, id }: RichTextEmbed) {
  return Object.hasOwn(PLAYERS, provider) && PLATFORM_ID.test(id)
    ? PLAYERS[provider as EmbedHost]
    : null;
}
