import type { FilterOption } from './display.js';
import { imageUrl, type SiteImage } from './images.js';
import { objectPositionOf } from '@studio/contracts';
import { artImage } from './media.js';
import { siteConfig } from './site.js';

export type TrackFilter = 'recent' | 'popular' | 'featured' | 'exclusive';

/** A track of the library, with the preview clip the site ships (Opus, then AAC). */
export type SiteTrack = {
  /** The track's slug: stable across the default content and the content store. */
  id: string;
  title: string;
  artist: string;
  description: string;
  genre: string;
  /** The full song's length, `m:ss`. */
  duration: string;
  cover: SiteImage;
  /** The cover as drawn in a row: a small same-origin WebP. */
  coverArt: string;
  /** The list thumbnail at 1× and 2× (see THUMBNAIL_WIDTHS in scripts/generate-images.mjs). */
  coverSrcSet: string;
  coverAlt: string;
  /** The cover's focal point as `object-position`, for the row's square crop (library covers). */
  coverPosition?: string;
  /** Where the full song streams. */
  streamingUrl: string;
  previewUrl: string;
  fallbackUrl: string;
  /** The preview clip's length. */
  previewSeconds: number;
  filter: TrackFilter;
  featured: boolean;
  /** Release date, ISO (structured data). */
  released: string;
};

export type TrackLibraryContent = {
  eyebrow: string;
  heading: string;
  intro: string;
  filters: FilterOption[];
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  resetLabel: string;
  /** Shown on the row whose preview cannot play. */
  previewError: string;
  back: { label: string; to: string };
  tracks: SiteTrack[];
};

/** What a track is made of; the rest of a SiteTrack is drawn from it. */
export type TrackFields = Omit<
  SiteTrack,
  'coverArt' | 'coverSrcSet' | 'coverAlt' | 'coverPosition'
>;

/** A track with its list thumbnails (the cover's 64 and 128 px WebP) and the cover's alt text. */
export function siteTrack(fields: TrackFields): SiteTrack {
  const { cover } = fields;
  // A cover from the media library has no thumbnail widths: its smallest WebP stands in.
  const small = cover.files ? imageUrl(cover, 64) : `/images/${cover.name}-64.webp`;
  const large = cover.files ? imageUrl(cover, 128) : `/images/${cover.name}-128.webp`;
  return {
    ...fields,
    coverArt: small,
    coverSrcSet: small === large ? small : `${small} 1x, ${large} 2x`,
    coverAlt: `Cover art of ${fields.title}: ${fields.cover.alt}`,
    // The row crops the cover square: a library cover's focal point stays in it.
    ...(cover.focal ? { coverPosition: objectPositionOf(cover) } : {}),
  };
}

function track(
  clip: number,
  slug: string,
  previewSeconds: number,
  fields: Omit<
    TrackFields,
    'id' | 'cover' | 'previewUrl' | 'fallbackUrl' | 'previewSeconds' | 'featured'
  > & { coverDescription: string },
): SiteTrack {
  const { coverDescription, ...rest } = fields;
  return siteTrack({
    ...rest,
    id: slug,
    cover: artImage(`cover-${slug}`, 960, 960, coverDescription),
    previewUrl: `/audio/track-${clip}.webm`,
    fallbackUrl: `/audio/track-${clip}.m4a`,
    previewSeconds,
    featured: fields.filter === 'featured',
  });
}

const album = siteConfig.streamingAlbumUrl;

/** The eight tracks of the library, each with its own preview clip. */
export const tracks: SiteTrack[] = [
  track(1, 'as-it-was', 18.1, {
    title: 'As It Was',
    artist: 'Aarav Mehta',
    genre: 'Pop',
    duration: '2:47',
    filter: 'featured',
    released: '2024-06-14',
    streamingUrl: album,
    description:
      'Our featured single: a bright, bittersweet pop song about the town you leave and the one that stays with you, produced, mixed and mastered in Studio A.',
    coverDescription: 'a saffron sun setting behind concentric sound rings',
  }),
  track(2, 'radha-shyam-salone-ko', 18.9, {
    title: 'Radha Shyam Salone Ko',
    artist: 'Meera Joshi',
    genre: 'Bhakti Song',
    duration: '4:12',
    filter: 'recent',
    released: '2024-08-26',
    streamingUrl: album,
    description:
      'A devotional song for Janmashtami, recorded live around one microphone with harmonium, tabla and a choir of twelve voices.',
    coverDescription: 'a peacock feather in blue and gold over a violet dusk',
  }),
  track(3, 'monsoon-letters', 15.7, {
    title: 'Monsoon Letters',
    artist: 'The Sargam Collective',
    genre: 'Indie Folk',
    duration: '3:35',
    filter: 'popular',
    released: '2023-07-08',
    streamingUrl: album,
    description:
      'Acoustic guitars, a cello and field recordings of the first rain, written in one afternoon when the power went out.',
    coverDescription: 'raindrops falling as teal lines across a grey-blue sky',
  }),
  track(4, 'chhath-ke-geet', 20.5, {
    title: 'Chhath Ke Geet',
    artist: 'Sunita Devi & Sargam Choir',
    genre: 'Chhath Puja',
    duration: '5:08',
    filter: 'exclusive',
    released: '2024-11-05',
    streamingUrl: album,
    description:
      'Traditional songs of Chhath, sung at the riverbank at dawn and arranged for choir, dholak and flute. Heard first here.',
    coverDescription: 'a golden sunrise reflected on rippling river water',
  }),
  track(5, 'neon-ghats', 18.3, {
    title: 'Neon Ghats',
    artist: 'DJ Kabir',
    genre: 'Electronic',
    duration: '3:21',
    filter: 'recent',
    released: '2024-09-20',
    streamingUrl: album,
    description:
      'A late-night club track built on temple bells and a shehnai loop, for the hour when the river lights come on.',
    coverDescription: 'magenta and cyan light stripes over dark steps leading to water',
  }),
  track(6, 'vande-bharat-sunrise', 18.1, {
    title: 'Vande Bharat Sunrise',
    artist: 'Rohan Verma',
    genre: 'Desh Bhakti',
    duration: '4:02',
    filter: 'popular',
    released: '2023-08-15',
    streamingUrl: album,
    description:
      'A patriotic anthem for full orchestra and a children’s choir, recorded for Independence Day and played at school assemblies ever since.',
    coverDescription: 'saffron, white and green rays rising from the horizon',
  }),
  track(7, 'midnight-in-varanasi', 18.9, {
    title: 'Midnight in Varanasi',
    artist: 'Ananya Rao',
    genre: 'Lo-fi',
    duration: '2:58',
    filter: 'featured',
    released: '2024-03-02',
    streamingUrl: album,
    description:
      'A slow lo-fi sitar piece with tape hiss and soft rain, made for late study sessions and quiet trains.',
    coverDescription: 'a crescent moon over a dark river with floating lamps',
  }),
  track(8, 'safar-the-journey', 16.5, {
    title: 'Safar – The Journey',
    artist: 'Ishaan Kapoor',
    genre: 'Film Score',
    duration: '3:44',
    filter: 'exclusive',
    released: '2024-10-11',
    streamingUrl: album,
    description:
      'The main theme of our short film Safar: strings, santoor and a lonely bansuri that follows the road home.',
    coverDescription: 'a winding road drawn in amber light across violet hills',
  }),
];

export const trackLibrary = {
  eyebrow: 'Track Library',
  heading: 'Listen to Our Tracks',
  intro: `Preview every song ${siteConfig.name} has recorded, produced and released: filter by what is new, popular, featured or only here, or search for a title, an artist or a genre.`,
  filters: [
    { value: 'all', label: 'All Tracks' },
    { value: 'recent', label: 'Recent Releases' },
    { value: 'popular', label: 'Most Popular' },
    { value: 'featured', label: 'Featured' },
    { value: 'exclusive', label: 'Exclusive' },
  ],
  searchLabel: 'Search tracks',
  searchPlaceholder: 'Search tracks, artists, or genres...',
  emptyText: 'Try another title, artist or genre, or show every track in the library.',
  resetLabel: 'Show all tracks',
  previewError: 'Audio preview not available for this track',
  back: { label: 'Back to Music', to: '/music' },
  tracks,
} satisfies TrackLibraryContent;
