export {
  StatusActionTable,
  type SortDirection,
  type SortState,
  type StatusActionTableColumn,
  type StatusActionTableProps,
} from './StatusActionTable';
export { REASON_REQUIRED_MESSAGE, type RowActionInput } from './RowActionButton';
export {
  adminUserActions,
  adminUserStatuses,
  rowActionTones,
  signupRequestActions,
  signupRequestStatuses,
  type AdminUserStatus,
  type RowAction,
  type RowActionConfirm,
  type RowActionTone,
  type RowFact,
  type SignupRequestStatus,
} from './rules';
