import type { SocialLinks } from '@studio/contracts';

/*
 * The shapes content hands to the design system's blocks, written out here so that this package
 * (and the API, which reads it) never needs `@studio/ui`: the site type-checks these against the
 * blocks' props structurally.
 */

/** The tones a badge comes in. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'critical';

/** A release poster of a poster grid. */
export type PosterCard = {
  /** Stable id, also the grid's selection. */
  id: string;
  image: string;
  /** The release title: the image's alt text and the viewer's heading. */
  alt: string;
  badge?: { label: string; tone?: BadgeTone };
  width: number;
  height: number;
  srcSet?: string;
  sources?: ReadonlyArray<{ type: string; srcSet: string }>;
};

/** A person of a team card and its modal. */
export type PersonCard = {
  name: string;
  role: string;
  bio: string;
  /** Portrait URL; a first-letter tile shows when it is missing or fails. */
  image?: string;
  /** Where the portrait's round crop centres (`object-position`): a library image's focal point. */
  imagePosition?: string;
  social?: SocialLinks;
};

/** One choice of a row of filter tabs. */
export type FilterOption = { value: string; label: string; count?: number; disabled?: boolean };
