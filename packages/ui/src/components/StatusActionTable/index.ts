export { StatusActionTable, type StatusActionTableProps } from './StatusActionTable';
export * from './types';
