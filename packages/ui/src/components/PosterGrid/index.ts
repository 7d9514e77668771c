export {
  PosterGrid,
  releaseBadges,
  type Poster,
  type PosterGridLabels,
  type PosterGridProps,
  type ReleaseBadgeVariant,
} from './PosterGrid';
