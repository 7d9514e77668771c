import { Select } from '../Select';
import { TextField } from '../TextField';
import type { StatusOption } from './types';
import * as styles from './StatusActionTable.css';

/** The status filter's value when it lets every status through. */
export const ALL_STATUSES = 'all';

type TableToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  /** Leave out the search box (the page has its own). */
  hideSearch: boolean;
  searchLabel: string;
  searchPlaceholder: string;
  statusFilter: string;
  onStatusFilterChange: (status: string) => void;
  statuses: ReadonlyArray<StatusOption>;
};

/** The search box and status filter above a StatusActionTable. */
export function TableToolbar({
  search,
  onSearchChange,
  hideSearch,
  searchLabel,
  searchPlaceholder,
  statusFilter,
  onStatusFilterChange,
  statuses,
}: TableToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {hideSearch ? null : (
        <TextField
          type="search"
          className={styles.search}
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          autoComplete="off"
        />
      )}
      <div className={styles.statusFilter}>
        <Select
          aria-label="Filter by status"
          value={statusFilter}
          onValueChange={onStatusFilterChange}
          options={[
            { value: ALL_STATUSES, label: 'All statuses' },
            ...statuses.map(({ value, label }) => ({ value, label })),
          ]}
        />
      </div>
    </div>
  );
}
