import type { ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Badge, badgeVariantLabel, statusBadgeVariants, type StatusBadgeVariant } from '../Badge';
import { RowActionButton, type RowActionInput } from './RowActionButton';
import type { RowAction, RowFact } from './rules';
import type { StatusActionTableColumn } from './StatusActionTable';
import * as styles from './StatusActionTable.css';

const isStatusVariant = (status: string): status is StatusBadgeVariant =>
  (statusBadgeVariants as ReadonlyArray<string>).includes(status);

/** A status's visible label: the Badge's own label for known statuses, else capitalised. */
export const statusLabel = (status: string) =>
  isStatusVariant(status)
    ? badgeVariantLabel[status]
    : status.charAt(0).toUpperCase() + status.slice(1);

export const fieldOf = (row: unknown, key: string): unknown =>
  row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;

export const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

type StatusActionRowProps<Row> = {
  row: Row;
  rowId: string;
  rowLabel: string;
  status: string;
  columns: readonly StatusActionTableColumn<Row>[];
  statusHeader: string;
  actions: readonly RowAction<Row>[];
  getRowFacts?: (row: Row) => RowFact[];
  onAction: (type: string, row: Row, input: RowActionInput) => void | Promise<unknown>;
};

/** One record: its columns (the first is the row header), its status badge and its actions. */
export function StatusActionRow<Row>({
  row,
  rowId,
  rowLabel,
  status,
  columns,
  statusHeader,
  actions,
  getRowFacts,
  onAction,
}: StatusActionRowProps<Row>) {
  return (
    <tr className={styles.row} data-status={status} data-row-id={rowId}>
      {columns.map((column, index) => {
        const content: ReactNode = column.render
          ? column.render(row)
          : asText(fieldOf(row, column.key));
        const Cell = index === 0 ? 'th' : 'td';
        return (
          <Cell
            key={column.key}
            scope={index === 0 ? 'row' : undefined}
            className={cx(styles.cell, index === 0 && styles.rowHeader)}
          >
            {/* Card layout (below 768 px) labels each value; the table header does it above. */}
            <span className={styles.cellLabel} aria-hidden="true">
              {column.header}
            </span>
            <span className={styles.cellValue}>{content}</span>
          </Cell>
        );
      })}
      <td className={styles.cell}>
        <span className={styles.cellLabel} aria-hidden="true">
          {statusHeader}
        </span>
        <span className={styles.cellValue}>
          <Badge size="sm" variant={isStatusVariant(status) ? status : undefined}>
            {statusLabel(status)}
          </Badge>
        </span>
      </td>
      <td className={cx(styles.cell, styles.actionsCell)}>
        <div className={styles.actions}>
          {actions.map((action) => (
            <RowActionButton
              key={action.type}
              action={action}
              row={row}
              rowLabel={rowLabel}
              facts={action.confirm?.facts?.(row) ?? getRowFacts?.(row) ?? []}
              onAction={onAction}
            />
          ))}
        </div>
      </td>
    </tr>
  );
}
