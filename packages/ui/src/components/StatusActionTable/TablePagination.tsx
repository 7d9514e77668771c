import { Button } from '../Button';
import { Select } from '../Select';
import * as styles from './StatusActionTable.css';

type TablePaginationProps = {
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  firstShown: number;
  lastShown: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

/** The table's pager: "Showing 1–10 of 42", rows per page, Previous and Next. */
export function TablePagination({
  label,
  page,
  pageCount,
  pageSize,
  pageSizeOptions,
  firstShown,
  lastShown,
  total,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  return (
    <nav className={styles.pagination} aria-label={label}>
      <p className={styles.summary} role="status">
        Showing {firstShown}–{lastShown} of {total}
      </p>
      <div className={styles.pageSize}>
        <Select
          aria-label="Rows per page"
          size="sm"
          value={String(pageSize)}
          onValueChange={(value) => onPageSizeChange(Number(value))}
          options={pageSizeOptions.map((size) => ({
            value: String(size),
            label: `${size} per page`,
          }))}
        />
      </div>
      <div className={styles.pager}>
        {/* aria-disabled, not disabled: the button keeps focus when it reaches the first page. */}
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous page"
          aria-disabled={page <= 1 || undefined}
          onClick={() => {
            if (page > 1) onPageChange(page - 1);
          }}
        >
          Previous
        </Button>
        <span className={styles.pageOf}>
          Page {page} of {pageCount}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next page"
          aria-disabled={page >= pageCount || undefined}
          onClick={() => {
            if (page < pageCount) onPageChange(page + 1);
          }}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
