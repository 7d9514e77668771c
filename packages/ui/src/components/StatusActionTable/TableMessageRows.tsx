import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './StatusActionTable.css';

/** Three skeleton rows while the table loads (hidden from assistive technology: a spinner speaks). */
export function LoadingRows({ columnCount }: { columnCount: number }) {
  return (
    <>
      {[0, 1, 2].map((index) => (
        <tr key={index} className={styles.row} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, cell) => (
            <td key={cell} className={styles.cell}>
              <span className={styles.skeleton} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** A failed load: the reason as an alert, and Retry when the app gives one. */
export function ErrorRow({
  columnCount,
  error,
  onRetry,
  retryLabel,
}: {
  columnCount: number;
  error: ReactNode;
  onRetry?: () => void;
  retryLabel: string;
}) {
  return (
    <tr className={styles.messageRow}>
      <td colSpan={columnCount} className={styles.messageCell}>
        <div role="alert" className={styles.errorBox}>
          <p className={styles.messageText}>{error}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** No rows: the app's empty message, or, when a search or filter hides them, Clear filters. */
export function EmptyRow({
  columnCount,
  filtersActive,
  emptyMessage,
  onClearFilters,
  clearFiltersLabel,
}: {
  columnCount: number;
  filtersActive: boolean;
  emptyMessage: ReactNode;
  onClearFilters: () => void;
  clearFiltersLabel: string;
}) {
  return (
    <tr className={styles.messageRow}>
      <td colSpan={columnCount} className={styles.messageCell}>
        <div className={styles.emptyBox}>
          {filtersActive ? (
            <>
              <p className={styles.messageTitle}>No results match your search</p>
              <p className={styles.messageText}>Try other words or another status.</p>
              <Button variant="secondary" size="sm" onClick={onClearFilters}>
                {clearFiltersLabel}
              </Button>
            </>
          ) : (
            <p className={styles.messageText}>{emptyMessage}</p>
          )}
        </div>
      </td>
    </tr>
  );
}
