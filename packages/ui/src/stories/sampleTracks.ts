/**
 * Sample tracks of the studio for stories and docs: eight tracks, two in each of the recent,
 * popular, featured and exclusive tabs. Audio and covers are generated files served by
 * Storybook at /sample/audio and /sample/tracks (see assets/audio/README.md).
 */
import type { FilterTabsOption } from '../components/FilterTabs';

/** The studio's track library tabs; `all` shows every track. */
export const sampleTrackFilters: FilterTabsOption[] = [
  { value: 'all', label: 'All Tracks' },
  { value: 'recent', label: 'Recent Releases' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'featured', label: 'Featured' },
  { value: 'exclusive', label: 'Exclusive' },
];

/** The studio's texts around the track library. */
export const sampleTrackListTexts = {
  searchPlaceholder: 'Search tracks, artists, or genres...',
  emptyText: 'Try a different search, or show every track in the library.',
};

export type SampleTrack = {
  id: string;
  title: string;
  artist: string;
  description: string;
  genre: string;
  duration: string;
  coverArt: string;
  previewUrl: string;
  fallbackUrl: string;
  filter: 'recent' | 'popular' | 'featured' | 'exclusive';
  featured: boolean;
};

const track = (
  id: number,
  title: string,
  artist: string,
  genre: string,
  duration: string,
  filter: SampleTrack['filter'],
  description: string,
): SampleTrack => ({
  id: String(id),
  title,
  artist,
  description,
  genre,
  duration,
  coverArt: `/sample/tracks/cover-${id}.svg`,
  previewUrl: `/sample/audio/track-${id}.wav`,
  fallbackUrl: `/sample/audio/fallback-${((id - 1) % 3) + 1}.wav`,
  filter,
  featured: filter === 'featured',
});

export const sampleTracks: SampleTrack[] = [
  track(
    1,
    'As It Was',
    'Aarav Mehta',
    'Pop',
    '2:47',
    'featured',
    'The studio’s featured single, produced and mixed in-house.',
  ),
  track(
    2,
    'Radha Shyam Salone Ko',
    'Meera Joshi',
    'Bhakti Song',
    '4:12',
    'recent',
    'A devotional song recorded with a live harmonium and tabla.',
  ),
  track(
    3,
    'Monsoon Letters',
    'The Saptak Collective',
    'Indie Folk',
    '3:35',
    'popular',
    'Acoustic guitars and field recordings of the first rain.',
  ),
  track(
    4,
    'Chhath Ke Geet',
    'Sunita Devi & Saptak Choir',
    'Chhath Puja',
    '5:08',
    'exclusive',
    'Traditional songs for Chhath, arranged for choir.',
  ),
  track(
    5,
    'Neon Ghats',
    'DJ Kabir',
    'Electronic',
    '3:21',
    'recent',
    'A late-night club edit built on temple-bell samples.',
  ),
  track(
    6,
    'Vande Bharat Sunrise',
    'Rohan Verma',
    'Desh Bhakti',
    '4:02',
    'popular',
    'A patriotic anthem with full orchestra.',
  ),
  track(
    7,
    'Midnight in Varanasi',
    'Ananya Rao',
    'Lo-fi',
    '2:58',
    'featured',
    'Slow beats and sitar loops for the small hours.',
  ),
  track(
    8,
    'Studio Sessions: Live Take',
    'Saptak House Band',
    'Jazz Fusion',
    '6:14',
    'exclusive',
    'Recorded live to tape in Studio A, one take.',
  ),
];

/** A track with very long text, for overflow stories. */
export const longTitleTrack: SampleTrack = {
  ...track(
    3,
    'Monsoon Letters (Extended Orchestral Reprise featuring the Example Strings and Friends, Live at the Studio)',
    'The Saptak Collective with Meera Joshi, Aarav Mehta and the Saptak Youth Choir',
    'Indie Folk / Orchestral Crossover',
    '11:42',
    'exclusive',
    'The long version.',
  ),
  id: 'long',
};
