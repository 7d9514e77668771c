export { TeamCard, type TeamCardProps } from './TeamCard';
