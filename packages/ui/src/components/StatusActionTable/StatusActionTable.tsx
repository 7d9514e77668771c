import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Checkbox } from '../Checkbox';
import { Pagination } from '../Pagination';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { StatusActionRow, asText, fieldOf } from './StatusActionRow';
import { EmptyRow, ErrorRow, LoadingRows } from './TableMessageRows';
import { ALL_STATUSES, TableToolbar } from './TableToolbar';
import { useRowFocus } from './useRowFocus';
import type {
  RowAction,
  RowActionHandler,
  RowActionInput,
  RowFact,
  SortDirection,
  SortState,
  StatusActionTableColumn,
  StatusOption,
} from './types';
import * as styles from './StatusActionTable.css';

export type StatusActionTableProps<Row> = {
  /** The rows (all of them: search, filter, sort and pagination happen here). */
  rows: ReadonlyArray<Row>;
  /** The columns before Status and Actions; the first one heads each row. Each may `render` its cell and be `sortable`. */
  columns: ReadonlyArray<StatusActionTableColumn<Row>>;
  /** A stable id per row. */
  getRowId: (row: Row) => string;
  /** The row's status value; drawn as a Badge (see `statuses`) and used by the status filter. */
  getStatus: (row: Row) => string;
  /**
   * The actions a row offers, usually from its status through the app's own rules, with how each
   * is confirmed (title, description, optional message or required reason).
   */
  getActions: (row: Row) => ReadonlyArray<RowAction<Row>>;
  /**
   * Runs an action after its confirmation (or at once when it has none). Return a Promise to show
   * the dialog as busy; if it rejects, the dialog stays open and shows the error's message.
   */
  onAction: RowActionHandler<Row>;
  /** Names the row in action names and dialogs ("Archive Meera Joshi"). Defaults to the first column. */
  getRowLabel?: (row: Row) => string;
  /** The facts a confirmation shows (name, email, phone, country), unless the action gives its own. */
  getRowFacts?: (row: Row) => RowFact[];
  /** The text the search box matches (case-insensitive). Defaults to every column's field and the status. */
  getSearchText?: (row: Row) => string;
  /** The table's caption, which also names it: e.g. `Members`. */
  caption: string;
  /** Hide the caption visually (it still names the table). */
  hideCaption?: boolean;
  /**
   * Each status's label and Badge tone, in the status filter's order. Statuses not listed show
   * capitalised in a neutral Badge; without the prop, the filter offers those present in `rows`.
   */
  statuses?: ReadonlyArray<StatusOption>;
  /** Shown under a required reason left empty. */
  reasonRequiredMessage?: string;
  /** Header of the status column. Default `Status`. */
  statusHeader?: string;
  /** The search text (controlled); pair with `onSearchChange`. */
  search?: string;
  /** The search text at first (uncontrolled). */
  defaultSearch?: string;
  /** Called with the new search text when it is typed or cleared (Clear filters). */
  onSearchChange?: (search: string) => void;
  /**
   * Leave out the built-in search box, for a page whose own search box (e.g. in its top bar)
   * drives `search`: one search box per table.
   */
  hideSearch?: boolean;
  /** Accessible name of the built-in search box. */
  searchLabel?: string;
  /** Example text inside the empty search box, e.g. `Search name or email`. */
  searchPlaceholder?: string;
  /** Rows per page at first. */
  defaultPageSize?: number;
  /** The choices of rows per page. */
  pageSizeOptions?: ReadonlyArray<number>;
  /** The column and direction sorted by at first. */
  defaultSort?: SortState;
  /** Shows a loading state (skeleton rows and a labelled spinner) instead of the rows. */
  loading?: boolean;
  /** Shows an error state with `onRetry` as a Retry button. */
  error?: ReactNode;
  /** Called by the error state's Retry button. */
  onRetry?: () => void;
  /** The error state's button. Default `Retry`. */
  retryLabel?: string;
  /** The no-matches state's button, which empties the search and the status filter. Default `Clear filters`. */
  clearFiltersLabel?: string;
  /** Shown when there are no rows at all. */
  emptyMessage?: ReactNode;
  /** Class name of the outer wrapper. */
  className?: string;
  /**
   * The ids of the selected rows (controlled). With `onSelectionChange`, a first column of
   * checkboxes ("Select <row>") lets the user pick rows for a bulk action, and its header's
   * checkbox selects or clears every row on the page.
   */
  selectedIds?: ReadonlyArray<string>;
  /** Called with the new selection when a row's or the header's checkbox is toggled. */
  onSelectionChange?: (ids: string[]) => void;
  /** Accessible name of the header's checkbox. Default `Select all rows on this page`. */
  selectAllLabel?: string;
};

function compare(a: string | number, b: string | number) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function SortIcon({ direction }: { direction?: SortDirection }) {
  const Icon =
    direction === 'ascending'
      ? ArrowUpIcon
      : direction === 'descending'
        ? ArrowDownIcon
        : CaretSortIcon;
  return <Icon className={styles.sortIcon} aria-hidden="true" focusable="false" />;
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * A table of records that each have a status and offer actions depending on it. The app passes
 * the rows, the columns, how each status is shown (`statuses`) and which actions a row allows
 * (`getActions`). A row shows its main action as a button (the one marked `main`, else the first)
 * and the others in a labelled row menu ("More actions for …", Radix Dropdown Menu). Actions
 * confirm in an alert dialog showing the row's facts with an optional message or a required
 * reason, and `onAction` may return a Promise (busy, then closed, or kept open with the error's
 * message). When a dialog closes, focus returns to the control that opened it, or to the row's
 * new place, or to the table when the row has left it.
 *
 * Wider than its frame, the table scrolls inside it with the first column kept in view.
 * Search (case-insensitive over the columns and status), status filter, sortable columns,
 * pagination, loading, empty and error states are built in (the search may instead be driven by
 * a box elsewhere on the page: `search`, `onSearchChange`, `hideSearch`); below 768 px each row
 * becomes a card with the same actions. A real `<table>` with a caption, row headers and `aria-sort`; action
 * buttons are named with the row ("Archive Meera Joshi"); the range summary is a polite live
 * region, loading a labelled spinner, errors an alert.
 */
export function StatusActionTable<Row>({
  rows,
  columns,
  getRowId,
  getStatus,
  getActions,
  onAction,
  getRowLabel,
  getRowFacts,
  getSearchText,
  caption,
  hideCaption = false,
  statuses: statusesProp,
  reasonRequiredMessage = 'A reason is required',
  statusHeader = 'Status',
  search,
  defaultSearch = '',
  onSearchChange,
  hideSearch = false,
  searchLabel = 'Search',
  searchPlaceholder = 'Search...',
  defaultPageSize = 10,
  pageSizeOptions = [10, 20, 50],
  defaultSort,
  loading = false,
  error,
  onRetry,
  retryLabel = 'Retry',
  clearFiltersLabel = 'Clear filters',
  emptyMessage = 'Nothing here yet.',
  className,
  selectedIds,
  onSelectionChange,
  selectAllLabel = 'Select all rows on this page',
}: StatusActionTableProps<Row>) {
  const id = useId();
  const captionId = `${id}-caption`;
  const regionId = `${id}-region`;
  const [query, setQuery] = useControllableState({
    prop: search,
    defaultProp: defaultSearch,
    onChange: onSearchChange,
    caller: 'StatusActionTable',
  });
  const [statusFilter, setStatusFilter] = useState(ALL_STATUSES);
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const [pageState, setPageState] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);

  const labelOf = (row: Row) =>
    getRowLabel?.(row) ?? (asText(fieldOf(row, columns[0]?.key ?? '')) || getRowId(row));

  const statuses = useMemo<ReadonlyArray<StatusOption>>(
    () =>
      statusesProp ??
      [...new Set(rows.map(getStatus))].map((value) => ({ value, label: capitalised(value) })),
    [statusesProp, rows, getStatus],
  );
  const statusOf = (row: Row): StatusOption => {
    const value = getStatus(row);
    return (
      statuses.find((status) => status.value === value) ?? { value, label: capitalised(value) }
    );
  };

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const textOf = (row: Row) =>
      getSearchText?.(row) ??
      [...columns.map((column) => asText(fieldOf(row, column.key))), getStatus(row)].join(' ');
    const matching = rows.filter(
      (row) =>
        (statusFilter === ALL_STATUSES || getStatus(row) === statusFilter) &&
        (!needle || textOf(row).toLowerCase().includes(needle)),
    );
    if (!sort) return matching;
    const column = columns.find((c) => c.key === sort.key);
    const valueOf = (row: Row): string | number =>
      sort.key === '__status'
        ? getStatus(row)
        : (column?.sortValue?.(row) ?? (asText(fieldOf(row, sort.key)) || ''));
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...matching].sort((a, b) => sign * compare(valueOf(a), valueOf(b)));
  }, [rows, columns, query, statusFilter, sort, getSearchText, getStatus]);

  // A new search starts on page 1, wherever the text comes from.
  const [searchedFor, setSearchedFor] = useState(query);
  if (searchedFor !== query) {
    setSearchedFor(query);
    setPageState(1);
  }

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const page = Math.min(pageState, pageCount);
  const start = (page - 1) * pageSize;
  const visible = filtered.slice(start, start + pageSize);
  const filtersActive = query.trim() !== '' || statusFilter !== ALL_STATUSES;

  const toggleSort = (key: string) => {
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  };

  const clearFilters = () => {
    setQuery('');
    setStatusFilter(ALL_STATUSES);
    setPageState(1);
  };

  const sortHeader = (
    key: string,
    header: string,
    sortable: boolean | undefined,
    sticky = false,
  ) => {
    const direction = sort?.key === key ? sort.direction : undefined;
    return (
      <th
        key={key}
        scope="col"
        className={cx(styles.headerCell, sticky && styles.sticky)}
        aria-sort={sortable ? (direction ?? 'none') : undefined}
        data-sortable={sortable || undefined}
      >
        {sortable ? (
          <button type="button" className={styles.sortButton} onClick={() => toggleSort(key)}>
            {header}
            <SortIcon direction={direction} />
          </button>
        ) : (
          header
        )}
      </th>
    );
  };

  const returnFocus = useRowFocus(regionId);
  const runAction = (
    row: Row,
    action: RowAction<Row>,
    input: RowActionInput,
    opener: HTMLElement | null,
  ) => {
    const rowId = getRowId(row);
    return onAction(action.type, row, input, { returnFocus: () => returnFocus(rowId, opener) });
  };

  const selectable = onSelectionChange !== undefined;
  const selected = new Set(selectedIds ?? []);
  const visibleIds = visible.map(getRowId);
  const selectedOnPage = visibleIds.filter((rowId) => selected.has(rowId)).length;
  const toggleRow = (rowId: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(rowId);
    else next.delete(rowId);
    onSelectionChange?.([...next]);
  };
  const toggleAll = (checked: boolean) => {
    const next = new Set(selected);
    for (const rowId of visibleIds) {
      if (checked) next.add(rowId);
      else next.delete(rowId);
    }
    onSelectionChange?.([...next]);
  };

  const columnCount = columns.length + 2 + (selectable ? 1 : 0);
  let body: ReactNode;
  if (loading) {
    body = <LoadingRows columnCount={columnCount} />;
  } else if (error) {
    body = (
      <ErrorRow columnCount={columnCount} error={error} onRetry={onRetry} retryLabel={retryLabel} />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyRow
        columnCount={columnCount}
        filtersActive={filtersActive}
        emptyMessage={emptyMessage}
        onClearFilters={clearFilters}
        clearFiltersLabel={clearFiltersLabel}
      />
    );
  } else {
    body = visible.map((row) => (
      <StatusActionRow
        key={getRowId(row)}
        row={row}
        rowId={getRowId(row)}
        rowLabel={labelOf(row)}
        status={statusOf(row)}
        columns={columns}
        statusHeader={statusHeader}
        actions={getActions(row)}
        getRowFacts={getRowFacts}
        reasonRequiredMessage={reasonRequiredMessage}
        selection={
          selectable
            ? {
                checked: selected.has(getRowId(row)),
                onChange: (checked) => toggleRow(getRowId(row), checked),
              }
            : undefined
        }
        run={(action, input, opener) => runAction(row, action, input, opener)}
        returnFocus={(opener) => returnFocus(getRowId(row), opener)}
      />
    ));
  }

  const showPagination = !loading && !error && filtered.length > 0;

  return (
    <div className={cx(styles.root, className)}>
      <TableToolbar
        search={query}
        onSearchChange={setQuery}
        hideSearch={hideSearch}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        statusFilter={statusFilter}
        onStatusFilterChange={(value) => {
          setStatusFilter(value);
          setPageState(1);
        }}
        statuses={statuses}
      />

      <div
        id={regionId}
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        // A table wider than the screen scrolls; keyboard users must be able to reach it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          {hideCaption ? (
            <VisuallyHidden asChild>
              <caption id={captionId}>{caption}</caption>
            </VisuallyHidden>
          ) : (
            <caption id={captionId} className={styles.caption}>
              {caption}
            </caption>
          )}
          <thead className={styles.head}>
            <tr className={styles.headRow}>
              {selectable ? (
                <th
                  scope="col"
                  className={cx(styles.headerCell, styles.selectCell, styles.selectAllCell)}
                >
                  <Checkbox
                    label={<span className={styles.selectAllText}>{selectAllLabel}</span>}
                    checked={
                      selectedOnPage === 0
                        ? false
                        : selectedOnPage === visibleIds.length
                          ? true
                          : 'indeterminate'
                    }
                    disabled={visibleIds.length === 0 || loading || Boolean(error)}
                    onCheckedChange={(checked) => toggleAll(checked === true)}
                  />
                </th>
              ) : null}
              {columns.map((column, index) =>
                sortHeader(column.key, column.header, column.sortable, index === 0),
              )}
              {sortHeader('__status', statusHeader, true)}
              <th scope="col" className={cx(styles.headerCell, styles.actionsHeader)}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className={styles.body}>{body}</tbody>
        </table>
      </div>

      {loading ? (
        <Spinner className={styles.loading} label={`Loading ${caption.toLowerCase()}`} />
      ) : null}

      {showPagination ? (
        <Pagination
          label={`${caption} pages`}
          page={page}
          pageSize={pageSize}
          total={filtered.length}
          pageSizeOptions={pageSizeOptions}
          onPageChange={setPageState}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPageState(1);
          }}
        />
      ) : null}
    </div>
  );
}
