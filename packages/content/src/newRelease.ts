import type { SiteImage } from './images.js';
import { siteConfig } from './site.js';
import { trackById, type SiteTrack } from './tracks.js';

export type NewReleaseContent = {
  eyebrow: string;
  heading: string;
  featured: {
    label: string;
    track: SiteTrack;
    about: string;
    previewLabel: string;
    listen: { label: string; href: string };
    image: SiteImage;
  };
  recent: { heading: string; previewLabel: string; tracks: SiteTrack[] };
  previewError: string;
  featuredPreviewError: string;
  back: { label: string; to: string };
};

const asItWas = trackById('1');

export const newRelease = {
  eyebrow: 'New Release',
  heading: 'Fresh From the Studio',
  featured: {
    label: 'Featured Release',
    track: asItWas,
    about: `${asItWas.description} Written in a week, recorded with a live rhythm section and finished with the same ears that master every ${siteConfig.name} release.`,
    previewLabel: 'Preview',
    listen: { label: 'Listen on the streaming service', href: asItWas.streamingUrl },
    image: asItWas.cover,
  },
  recent: {
    heading: 'Recent Releases',
    previewLabel: 'Preview',
    tracks: [trackById('2'), trackById('5'), trackById('8')],
  },
  previewError: 'Audio preview not available for this track',
  featuredPreviewError: 'Audio preview not available',
  back: { label: 'Back to Music', to: '/music' },
} satisfies NewReleaseContent;
