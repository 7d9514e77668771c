export {
  ChangeList,
  defaultChangeListLabels,
  type ChangeListLabels,
  type ChangeListProps,
  type FieldChange,
} from './ChangeList';
