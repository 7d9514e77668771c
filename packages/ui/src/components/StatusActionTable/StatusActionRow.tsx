import type { ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { wrapPoints } from '../../text/wrapPoints';
import { Badge } from '../Badge';
import { Checkbox } from '../Checkbox';
import { VisuallyHidden } from '../VisuallyHidden';
import { RowActions, type RowActionsProps } from './RowActions';
import type { RowFact, StatusActionTableColumn, StatusOption } from './types';
import * as styles from './StatusActionTable.css';

export const fieldOf = (row: unknown, key: string): unknown =>
  row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;

export const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The row's own parts, and everything its actions need (passed on to RowActions as is). */
type StatusActionRowProps<Row> = Omit<RowActionsProps<Row>, 'factsFor'> & {
  rowId: string;
  status: StatusOption;
  columns: readonly StatusActionTableColumn<Row>[];
  statusHeader: string;
  getRowFacts?: (row: Row) => RowFact[];
  /** The row's selection checkbox, when the table is selectable. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
};

/** One record: its columns (the first is the row header), its status badge and its actions. */
export function StatusActionRow<Row>({
  rowId,
  status,
  columns,
  statusHeader,
  getRowFacts,
  selection,
  ...actionProps
}: StatusActionRowProps<Row>) {
  const { row } = actionProps;
  return (
    <tr
      className={styles.row}
      data-status={status.value}
      data-row-id={rowId}
      data-selected={selection?.checked || undefined}
    >
      {selection ? (
        <td className={cx(styles.cell, styles.selectCell)}>
          <Checkbox
            label={<VisuallyHidden>Select {actionProps.rowLabel}</VisuallyHidden>}
            checked={selection.checked}
            onCheckedChange={(checked) => selection.onChange(checked === true)}
          />
        </td>
      ) : null}
      {columns.map((column, index) => {
        const content: ReactNode = column.render
          ? column.render(row)
          : wrapPoints(asText(fieldOf(row, column.key)));
        const Cell = index === 0 ? 'th' : 'td';
        return (
          <Cell
            key={column.key}
            scope={index === 0 ? 'row' : undefined}
            className={cx(
              styles.cell,
              index === 0 && styles.rowHeader,
              index === 0 && styles.sticky,
            )}
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
          <Badge size="sm" tone={status.tone}>
            {status.label}
          </Badge>
        </span>
      </td>
      <td className={cx(styles.cell, styles.actionsCell)}>
        <RowActions
          {...actionProps}
          factsFor={(action) => action.confirm?.facts?.(row) ?? getRowFacts?.(row) ?? []}
        />
      </td>
    </tr>
  );
}
