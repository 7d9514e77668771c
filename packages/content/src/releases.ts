import { isReleaseOut, type Release, type ReleaseUpcoming } from '@studio/contracts';
import { allArticles } from './articleStories.js';
import type { SiteImage } from './images.js';
import { artImage, embedPlayer, videoEmbed, videoOembedUrl, type EmbedPlayer } from './media.js';
import { articlePath } from './newsroom.js';
import { siteConfig } from './site.js';
import { slugify } from './slug.js';
import { tracks } from './tracks.js';

/** A release's place on home's Upcoming Releases, its portrait poster as the pages draw it. */
export type SiteUpcoming = Omit<ReleaseUpcoming, 'portraitPoster'> & { portraitPoster: SiteImage };

/**
 * A release as the site's pages draw it: the content store's release with its posters as shipped
 * artwork. The music page plays the music releases that have a streaming player, the video page
 * lists the video releases that have a video player, the new release is the featured music
 * release, home's Upcoming Releases shows the releases with `upcoming`. A release that is not out
 * yet (coming soon, in post-production) shows only there.
 */
export type SiteRelease = Omit<Release, 'poster' | 'upcoming'> & {
  poster: SiteImage;
  upcoming?: SiteUpcoming;
};

export type FeaturedVideo = {
  /** The video platform's id. */
  id: string;
  title: string;
  artist: string;
  description: string;
  genre: string;
  /** `m:ss`. */
  duration: string;
  /** ISO date (structured data). */
  uploaded: string;
  youtubeUrl: string;
  vimeoUrl?: string;
  instagramUrl?: string;
  embedUrl: string;
  oembedUrl: string;
  thumbnail: SiteImage;
};

/** A video card: the platform's watch, player and oEmbed URLs come from its id. */
export const featuredVideo = (
  fields: Omit<FeaturedVideo, 'youtubeUrl' | 'embedUrl' | 'oembedUrl'>,
): FeaturedVideo => ({
  ...fields,
  youtubeUrl: `https://www.youtube.com/watch?v=${fields.id}`,
  embedUrl: videoEmbed(fields.id),
  oembedUrl: videoOembedUrl(fields.id),
});

/** Where a video is also watched: the studio's Vimeo and Instagram pages name it the same way. */
const videoLinks = (name: string): SiteRelease['links'] => [
  { platform: 'Vimeo', url: `https://vimeo.com/sargamstudios/${name}` },
  { platform: 'Instagram', url: `${siteConfig.social.instagram}/reel/${name}` },
];

/** The newsroom story about a release, found by its title. */
function storyPath(release: string): string {
  const story = allArticles.find((candidate) => candidate.title.includes(release));
  if (!story) throw new Error(`No newsroom story mentions ${release}.`);
  return articlePath(story);
}

/** The cover of a track of the library, by its slug. */
function trackCover(slug: string): SiteImage {
  const track = tracks.find((candidate) => candidate.id === slug);
  if (!track) throw new Error(`No track ${slug}.`);
  return track.cover;
}

/** A portrait poster of home's Upcoming Releases (2:3), its alt text the release's title. */
const portraitPoster = (name: string, title: string): SiteImage => artImage(name, 960, 1440, title);

/**
 * The default releases, in the order the music and video pages show them; those with `upcoming`
 * are home's Upcoming Releases, by their order.
 */
export const releases: SiteRelease[] = [
  {
    title: 'Radha Shyam Salone Ko',
    artist: 'Meera Joshi',
    kind: 'music',
    year: 2024,
    genre: 'Bhakti Song',
    poster: artImage(
      'cover-radha-shyam-salone-ko',
      960,
      960,
      'A peacock feather in blue and gold over a violet dusk',
    ),
    links: [],
    embed: { platform: 'spotify', id: '3sK8wGT43QFpWrvNQsrQya' },
    featured: false,
    upcoming: {
      stage: 'latest',
      portraitPoster: portraitPoster('poster-radha-shyam', 'Radha Shyam Salone Ko'),
      link: { href: storyPath('Radha Shyam Salone Ko'), label: 'Read the release story' },
      order: 0,
    },
  },
  {
    title: 'As It Was',
    artist: 'Aarav Mehta',
    kind: 'music',
    year: 2024,
    genre: 'Pop',
    description: `Our featured single: a bright, bittersweet pop song about the town you leave and the one that stays with you, produced, mixed and mastered in Studio A. Written in a week, recorded with a live rhythm section and finished with the same ears that master every ${siteConfig.name} release.`,
    poster: artImage(
      'cover-as-it-was',
      960,
      960,
      'A saffron sun setting behind concentric sound rings',
    ),
    links: [],
    embed: { platform: 'spotify', id: '4LRPiXqCikLlN15c3yImP7' },
    featured: true,
  },
  {
    title: 'Vande Bharat Sunrise',
    artist: 'Rohan Verma',
    kind: 'music',
    year: 2023,
    genre: 'Desh Bhakti',
    poster: artImage(
      'cover-vande-bharat-sunrise',
      960,
      960,
      'Saffron, white and green rays rising from the horizon',
    ),
    links: [],
    embed: { platform: 'spotify', id: '1zNXBlDg0qKZjVjRvcPh7W' },
    featured: false,
  },
  {
    title: 'Radha Shyam Salone Ko (Official Lyric Video)',
    artist: 'Meera Joshi',
    kind: 'video',
    year: 2024,
    description:
      'Meera Joshi sings our Janmashtami bhajan live with harmonium, tabla and a choir of twelve, filmed in one evening by lamplight in the studio.',
    genre: 'Bhakti Song',
    duration: '4:18',
    released: '2024-08-30',
    poster: artImage('video-radha-shyam', 1600, 900, 'A peacock feather over warm lamplight'),
    links: videoLinks('radha-shyam-salone-ko'),
    embed: { platform: 'youtube', id: 'q3Xk7LmRb2E' },
    featured: false,
  },
  {
    title: 'Desh Ki Mitti (Official Music Video)',
    artist: 'Rohan Verma',
    kind: 'video',
    year: 2025,
    description:
      'Filmed over three sunrises in the wheat fields of Haryana with the families who farm them: a song for the soil that feeds a country.',
    genre: 'Desh Bhakti',
    duration: '5:02',
    released: '2025-01-26',
    poster: artImage('video-desh-ki-mitti', 1600, 900, 'Golden wheat fields under a rising sun'),
    links: videoLinks('desh-ki-mitti'),
    embed: { platform: 'youtube', id: 'Dk9mPz4VhQw' },
    featured: false,
  },
  {
    title: 'Chhath Ke Geet (Live at the Ghat)',
    artist: 'Sunita Devi & Sargam Choir',
    kind: 'video',
    year: 2024,
    description:
      'Traditional Chhath songs sung at dawn on the riverbank, recorded and filmed where they belong, with the water, the bells and the families.',
    genre: 'Chhath Puja',
    duration: '6:40',
    released: '2024-11-07',
    poster: artImage(
      'video-chhath-ke-geet',
      1600,
      900,
      'A golden sunrise reflected on river water with floating lamps',
    ),
    links: videoLinks('chhath-ke-geet'),
    embed: { platform: 'youtube', id: 'Ch7aTh2Ug1Y' },
    featured: false,
  },
  // Not out yet: on home's Upcoming Releases only, as the newsroom tells of them.
  {
    title: 'Chhath Ke Geet',
    artist: 'Sunita Devi & Sargam Choir',
    kind: 'music',
    year: 2024,
    description:
      'Seven traditional Chhath songs and a new composition by Sunita Devi, recorded at sunrise on the riverbank and arranged for choir, dholak and flute. The album arrives before the festival.',
    genre: 'Chhath Puja',
    // The album's cover, as the track of the same name shows it.
    poster: trackCover('chhath-ke-geet'),
    links: [],
    featured: false,
    upcoming: {
      stage: 'coming-soon',
      portraitPoster: portraitPoster('poster-chhath-ke-geet', 'Chhath Ke Geet'),
      link: { href: storyPath('Chhath Ke Geet'), label: 'Read about the album' },
      order: 1,
    },
  },
  {
    title: 'Desh Ki Mitti',
    artist: 'Rohan Verma',
    kind: 'video',
    year: 2025,
    description:
      'The music video we filmed over three sunrises in the wheat fields outside Karnal, now in post-production. It premieres on our channel for Republic Day.',
    genre: 'Desh Bhakti',
    poster: artImage('video-desh-ki-mitti', 1600, 900, 'Golden wheat fields under a rising sun'),
    links: [],
    featured: false,
    upcoming: {
      stage: 'post-production',
      portraitPoster: portraitPoster('poster-desh-ki-mitti', 'Desh Ki Mitti'),
      link: { href: storyPath('Desh Ki Mitti'), label: 'Go behind the video' },
      order: 2,
    },
  },
  {
    title: 'Sawan Ki Bhor',
    // No story names its singer yet: the studio stands in until the release is announced.
    artist: siteConfig.name,
    kind: 'music',
    year: 2025,
    poster: portraitPoster('poster-sawan-ki-bhor', 'Sawan Ki Bhor'),
    links: [],
    featured: false,
    upcoming: {
      stage: 'coming-soon',
      portraitPoster: portraitPoster('poster-sawan-ki-bhor', 'Sawan Ki Bhor'),
      link: { href: '/coming-soon', label: 'Get notified at launch' },
      order: 3,
    },
  },
];

const linkTo = (release: SiteRelease, platform: string) =>
  release.links.find((link) => link.platform === platform)?.url;

/** A music release's streaming player on the music page; null without one, or before it is out. */
export function musicPlayerOf(release: SiteRelease): EmbedPlayer | null {
  if (release.kind !== 'music' || release.embed?.platform !== 'spotify') return null;
  if (!isReleaseOut(release)) return null;
  return embedPlayer('spotify', slugify(release.title), {
    title: release.title,
    subtitle: release.genre ? `${release.artist} · ${release.genre}` : release.artist,
    platformId: release.embed.id,
    poster: release.poster,
  });
}

/**
 * A video release's card on the video page; null without a video player, a running time or the
 * day it came out (the card and its structured data show both), or before it is out.
 */
export function featuredVideoOf(release: SiteRelease): FeaturedVideo | null {
  const { embed, duration, released } = release;
  if (release.kind !== 'video' || embed?.platform !== 'youtube' || !duration || !released)
    return null;
  if (!isReleaseOut(release)) return null;
  const vimeoUrl = linkTo(release, 'Vimeo');
  const instagramUrl = linkTo(release, 'Instagram');
  return featuredVideo({
    id: embed.id,
    title: release.title,
    artist: release.artist,
    description: release.description ?? '',
    genre: release.genre ?? '',
    duration,
    uploaded: released,
    ...(vimeoUrl ? { vimeoUrl } : {}),
    ...(instagramUrl ? { instagramUrl } : {}),
    thumbnail: release.poster,
  });
}
