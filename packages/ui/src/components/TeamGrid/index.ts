export { TeamGrid, type TeamGridProps } from './TeamGrid';
