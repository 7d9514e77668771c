import type { PosterCard } from './display.js';
import type { SiteImage } from './images.js';
import { allArticles } from './articleStories.js';
import { articlePath } from './newsroom.js';
import { siteConfig } from './site.js';

export type Feature = { icon: FeatureIcon; title: string; description: string };
export type FeatureIcon = 'waveform' | 'spark' | 'globe' | 'heart' | 'people' | 'leaf';

export type HomeContent = {
  hero: {
    eyebrow: string;
    /** The page's one h1: the studio's name. */
    title: string;
    headline: string;
    lead: string;
    watchNow: { label: string; href: string };
    scrollCue: string;
    image: SiteImage;
  };
  releases: { heading: string; intro: string; posters: ReleasePoster[] };
  latestContent: { heading: string; intro: string };
  whyChoose: { heading: string; intro: string; features: Feature[] };
  stayConnected: {
    heading: string;
    text: string;
    subscribe: { label: string; href: string };
    subscribers: string;
  };
};

/** A release poster and the page about that release, linked from the full-size viewer. */
export type ReleasePoster = PosterCard & { page: { href: string; label: string } };

const poster = (
  name: string,
  alt: string,
  badge: PosterCard['badge'],
  page: ReleasePoster['page'],
): ReleasePoster => ({
  id: name,
  page,
  image: `/images/${name}-960.webp`,
  srcSet: `/images/${name}-480.webp 480w, /images/${name}-960.webp 960w`,
  sources: [
    { type: 'image/avif', srcSet: `/images/${name}-480.avif 480w, /images/${name}-960.avif 960w` },
  ],
  alt,
  badge,
  width: 960,
  height: 1440,
});

/** The newsroom story about a release, found by its title. */
function storyPath(release: string): string {
  const story = allArticles.find((candidate) => candidate.title.includes(release));
  if (!story) throw new Error(`No newsroom story mentions ${release}.`);
  return articlePath(story);
}

export const home = {
  hero: {
    eyebrow: siteConfig.tagline,
    title: siteConfig.name,
    headline: 'Songs that carry devotion, films that carry them further',
    lead: `${siteConfig.name} records, mixes and films music that moves people, from intimate bhakti songs to full music videos. Since ${siteConfig.founded} we have brought ${siteConfig.stats.projects} projects to life with ${siteConfig.stats.artists} artists.`,
    watchNow: { label: 'Watch Now', href: siteConfig.videoChannelUrl },
    scrollCue: 'Scroll to Upcoming Releases',
    image: {
      name: 'home-hero',
      width: 1920,
      height: 1080,
      widths: [480, 960, 1600],
      alt: 'Warm stage lights sweeping over a mixing console and a sound wave in saffron and violet',
    },
  },
  releases: {
    heading: 'Upcoming Releases',
    intro: 'What just left the studio and what is on its way. Open a poster to see it full size.',
    posters: [
      poster(
        'poster-radha-shyam',
        'Radha Shyam Salone Ko',
        { label: 'Latest Release', tone: 'success' },
        { href: storyPath('Radha Shyam Salone Ko'), label: 'Read the release story' },
      ),
      poster(
        'poster-chhath-ke-geet',
        'Chhath Ke Geet',
        { label: 'Coming Soon', tone: 'info' },
        { href: storyPath('Chhath Ke Geet'), label: 'Read about the album' },
      ),
      poster(
        'poster-desh-ki-mitti',
        'Desh Ki Mitti',
        { label: 'Post-Production', tone: 'warning' },
        { href: storyPath('Desh Ki Mitti'), label: 'Go behind the video' },
      ),
      poster(
        'poster-sawan-ki-bhor',
        'Sawan Ki Bhor',
        { label: 'Coming Soon', tone: 'info' },
        { href: '/coming-soon', label: 'Get notified at launch' },
      ),
    ],
  },
  latestContent: {
    heading: 'Latest Content',
    intro: 'Our newest track and our newest video, straight from the studio.',
  },
  whyChoose: {
    heading: `Why Choose ${siteConfig.name}`,
    intro:
      'One team from the first demo to the final frame: the sound, the picture and the people who care about both.',
    features: [
      {
        icon: 'waveform',
        title: 'Studio Quality',
        description:
          'Treated live rooms, analogue warmth and a mastering chain tuned for every platform, so your song sounds as good on a phone speaker as in a cinema.',
      },
      {
        icon: 'spark',
        title: 'Creative Vision',
        description:
          'Producers, directors and designers who shape a release together: the arrangement, the story of the video and the artwork all tell the same tale.',
      },
      {
        icon: 'globe',
        title: 'Global Reach',
        description:
          'Distribution to every major streaming service and a channel that reaches listeners across India, the Gulf, Europe and North America.',
      },
    ],
  },
  stayConnected: {
    heading: 'Stay Connected',
    text: 'New songs, behind-the-scenes films and live sessions arrive on our channel first. Subscribe and never miss a release.',
    subscribe: { label: 'Subscribe', href: siteConfig.videoChannelUrl },
    subscribers: `Join ${siteConfig.stats.subscribers} subscribers`,
  },
} satisfies HomeContent;
