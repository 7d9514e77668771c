import { Button } from '../Button';
import { cx } from '../_internal/cx';
import { Select } from '../Select';
import * as styles from './Pagination.css';

/** Words the pager prints or speaks, for other languages. */
export type PaginationLabels = {
  /** The range shown, e.g. `Showing 1–10 of 42`. */
  summary: (first: number, last: number, total: number) => string;
  /** The summary when there is nothing to page through. */
  empty: string;
  /** Where we are, between the buttons: `Page 2 of 5`. */
  pageOf: (page: number, pageCount: number) => string;
  /** Visible label of the previous button. */
  previous: string;
  /** Visible label of the next button. */
  next: string;
  /** The previous button's accessible name. */
  previousName: string;
  /** The next button's accessible name. */
  nextName: string;
  /** The page-size choice's accessible name. */
  pageSize: string;
  /** A page-size option, e.g. `20 per page`. */
  perPage: (size: number) => string;
};

const defaultLabels: PaginationLabels = {
  summary: (first, last, total) => `Showing ${first}–${last} of ${total}`,
  empty: 'Nothing to show',
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
  previous: 'Previous',
  next: 'Next',
  previousName: 'Previous page',
  nextName: 'Next page',
  pageSize: 'Rows per page',
  perPage: (size) => `${size} per page`,
};

export type PaginationProps = {
  /** Names the navigation landmark, e.g. `Inbox pages`. */
  label: string;
  /** The page shown, from 1. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** How many items there are in all (on the server too). */
  total: number;
  /** Called with the page to show when Previous or Next is pressed. */
  onPageChange: (page: number) => void;
  /** The choices of items per page; with `onPageSizeChange`, shows a page-size select. */
  pageSizeOptions?: readonly number[];
  /** Called with the items per page chosen. */
  onPageSizeChange?: (size: number) => void;
  /** The texts, for another language. */
  labels?: Partial<PaginationLabels>;
  /** Class name of the navigation landmark. */
  className?: string;
};

/**
 * Previous and Next over a list shown a page at a time, with the range shown ("Showing 1–10 of
 * 42", a polite live region), where we are ("Page 1 of 5") and, when the app allows it, the
 * number of items per page. The app holds the page, so the list may be paged on the server.
 */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  labels: labelsProp,
  className,
}: PaginationProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={cx(styles.pagination, className)} aria-label={label}>
      <p className={styles.summary} role="status">
        {total === 0 ? labels.empty : labels.summary(first, last, total)}
      </p>
      {pageSizeOptions && onPageSizeChange ? (
        <div className={styles.pageSize}>
          <Select
            aria-label={labels.pageSize}
            size="sm"
            value={String(pageSize)}
            onValueChange={(value) => onPageSizeChange(Number(value))}
            options={pageSizeOptions.map((size) => ({
              value: String(size),
              label: labels.perPage(size),
            }))}
          />
        </div>
      ) : null}
      <div className={styles.pager}>
        {/* aria-disabled, not disabled: the button keeps focus when it reaches the first page. */}
        <Button
          variant="secondary"
          size="sm"
          aria-label={labels.previousName}
          aria-disabled={page <= 1 || undefined}
          onClick={() => {
            if (page > 1) onPageChange(page - 1);
          }}
        >
          {labels.previous}
        </Button>
        <span className={styles.pageOf}>{labels.pageOf(page, pageCount)}</span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={labels.nextName}
          aria-disabled={page >= pageCount || undefined}
          onClick={() => {
            if (page < pageCount) onPageChange(page + 1);
          }}
        >
          {labels.next}
        </Button>
      </div>
    </nav>
  );
}
