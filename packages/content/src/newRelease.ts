import { isReleaseOut } from '@studio/contracts';
import type { SiteImage } from './images.js';
import { releases, type SiteRelease } from './releases.js';
import { slugify } from './slug.js';
import { tracks, type SiteTrack } from './tracks.js';

export type FeaturedRelease = {
  label: string;
  track: SiteTrack;
  about: string;
  previewLabel: string;
  listen: { label: string; href: string };
  image: SiteImage;
};

export type NewReleaseContent = {
  eyebrow: string;
  heading: string;
  /** The featured music release and its track; null when none is published. */
  featured: FeaturedRelease | null;
  recent: { heading: string; previewLabel: string; tracks: SiteTrack[] };
  previewError: string;
  featuredPreviewError: string;
  back: { label: string; to: string };
};

/** The tracks Recent Releases lists, by slug, in order (those published). */
export const recentReleaseSlugs = ['radha-shyam-salone-ko', 'neon-ghats', 'safar-the-journey'];

/**
 * The new release: the featured music release (once it is out), played from the track of the same
 * title.
 */
export function featuredReleaseOf(
  from: readonly SiteRelease[],
  library: readonly SiteTrack[],
): FeaturedRelease | null {
  const release = from.find(
    (candidate) => candidate.kind === 'music' && candidate.featured && isReleaseOut(candidate),
  );
  const slug = release ? slugify(release.title) : null;
  const track = library.find((candidate) => candidate.id === slug);
  if (!release || !track) return null;
  return {
    label: 'Featured Release',
    track,
    about: release.description ?? track.description,
    previewLabel: 'Preview',
    listen: { label: 'Listen on the streaming service', href: track.streamingUrl },
    image: track.cover,
  };
}

/** Recent Releases: the tracks of `recentReleaseSlugs` the library holds. */
export const recentTracksOf = (library: readonly SiteTrack[]): SiteTrack[] =>
  recentReleaseSlugs.flatMap((slug) => library.find((track) => track.id === slug) ?? []);

export const newRelease = {
  eyebrow: 'New Release',
  heading: 'Fresh From the Studio',
  featured: featuredReleaseOf(releases, tracks),
  recent: { heading: 'Recent Releases', previewLabel: 'Preview', tracks: recentTracksOf(tracks) },
  previewError: 'Audio preview not available for this track',
  featuredPreviewError: 'Audio preview not available',
  back: { label: 'Back to Music', to: '/music' },
} satisfies NewReleaseContent;
