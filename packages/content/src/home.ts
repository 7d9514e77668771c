import { UPCOMING_STAGE_LABELS, type UpcomingStage } from '@studio/contracts';
import type { BadgeTone, PosterCard } from './display.js';
import { imageUrl, srcSetOf, type SiteImage } from './images.js';
import { releases, type SiteRelease } from './releases.js';
import { siteConfig } from './site.js';
import { slugify } from './slug.js';

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

/**
 * A release poster and the page about that release, linked from the full-size viewer (when the
 * release names one).
 */
export type ReleasePoster = PosterCard & { page?: { href: string; label: string } };

/** The tone of each stage's badge: out (success), on its way (info), still being finished. */
const STAGE_TONES: Readonly<Record<UpcomingStage, BadgeTone>> = {
  latest: 'success',
  'coming-soon': 'info',
  'post-production': 'warning',
};

/**
 * Home's Upcoming Releases: the releases with `upcoming`, by their order (ties as given), each as
 * its portrait poster named by the release's title, with its stage's badge and its link. `id`
 * names each release (the store's slug).
 */
export function upcomingPostersOf(
  from: readonly { id: string; release: SiteRelease }[],
): ReleasePoster[] {
  return from
    .flatMap(({ id, release }) => (release.upcoming ? [{ id, release, ...release.upcoming }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ id, release, stage, portraitPoster, link }) => {
      const avif = srcSetOf(portraitPoster, 'avif');
      return {
        id,
        image: imageUrl(portraitPoster, 960),
        srcSet: srcSetOf(portraitPoster, 'webp'),
        ...(avif ? { sources: [{ type: 'image/avif', srcSet: avif }] } : {}),
        alt: release.title,
        badge: { label: UPCOMING_STAGE_LABELS[stage], tone: STAGE_TONES[stage] },
        width: portraitPoster.width,
        height: portraitPoster.height,
        ...(link ? { page: { href: link.href, label: link.label } } : {}),
      };
    });
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
    // The default releases' posters, drawn as the store's are (`storeSource.ts`).
    posters: upcomingPostersOf(
      releases.map((release) => ({ id: slugify(release.title), release })),
    ),
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
