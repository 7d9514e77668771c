import type { ReactNode } from 'react';
import * as tableStyles from './tables.css';

/**
 * A dashboard table with its header row: wider than a phone it scrolls sideways, in a region
 * keyboard users can focus to scroll, and its first column stays at the left edge.
 */
export function ScrollingTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={tableStyles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={tableStyles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`${tableStyles.headCell} ${index === 0 ? tableStyles.stickyCell : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
