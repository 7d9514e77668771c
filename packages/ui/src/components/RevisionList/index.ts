export {
  RevisionList,
  defaultRevisionListLabels,
  formatRevisionTime,
  type RevisionItem,
  type RevisionListLabels,
  type RevisionListProps,
} from './RevisionList';
