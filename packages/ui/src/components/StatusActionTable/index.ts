export { StatusActionTable, type StatusActionTableProps } from './StatusActionTable';
export {
  rowActionTones,
  type RowAction,
  type RowActionConfirm,
  type RowActionHandler,
  type RowActionInput,
  type RowActionTone,
  type RowFact,
  type SortDirection,
  type SortState,
  type StatusActionTableColumn,
  type StatusOption,
} from './types';
