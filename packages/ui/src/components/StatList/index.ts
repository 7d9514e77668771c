export { StatList, type Stat, type StatListProps } from './StatList';
