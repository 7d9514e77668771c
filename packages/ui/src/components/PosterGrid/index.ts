export { PosterGrid, type Poster, type PosterGridLabels, type PosterGridProps } from './PosterGrid';
