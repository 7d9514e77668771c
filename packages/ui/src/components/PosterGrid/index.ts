export {
  PosterGrid,
  type Poster,
  type PosterGridLabels,
  type PosterGridProps,
  type PosterBadge,
} from './PosterGrid';
