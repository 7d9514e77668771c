import type { ReactNode } from 'react';
import type { BadgeTone } from '../Badge';

/** A fact shown in a confirmation dialog, e.g. `{ label: 'Email', value: 'meera@…' }`. */
export type RowFact = { label: string; value: ReactNode };

/** How an action asks for confirmation before `onAction` runs. */
export type RowActionConfirm<Row> = {
  /** The dialog's question, e.g. `Archive this record?`. May use the row. */
  title: ReactNode | ((row: Row) => ReactNode);
  /** What will happen, read after the title. */
  description?: ReactNode | ((row: Row) => ReactNode);
  /** The row's key facts (name, email...). Defaults to the table's `getRowFacts`. */
  facts?: (row: Row) => RowFact[];
  /** An optional message sent with the action; `{type}` in the default is replaced by the action type. */
  message?: { defaultValue: string; label?: string };
  /** A reason the user must type before confirming; an empty one shows the table's `reasonRequiredMessage`. */
  reason?: { required: true; label?: string };
  /** The confirm button's label. Defaults to the action's label. */
  confirmLabel?: string;
  /** The button that closes without acting. Defaults to `Cancel`; name it otherwise when the action is itself a cancelling (`Keep order` beside `Cancel order`). */
  cancelLabel?: string;
};

/** Looks of an action: `primary` (the expected next step), `critical` (destructive), `neutral`. */
export const rowActionTones = ['neutral', 'primary', 'critical'] as const;
export type RowActionTone = (typeof rowActionTones)[number];

/** One action a row offers; the app decides which from the row (`getActions`). */
export type RowAction<Row> = {
  /** Passed to `onAction`, e.g. `archive`, `delete`. */
  type: string;
  /** The button's visible label, e.g. `Archive`. */
  label: string;
  tone?: RowActionTone;
  /**
   * The row's main action, the step its status suggests (Publish on a draft): shown as
   * the row's one button. The other actions are in the row's menu. Without one marked, the first
   * action is the button.
   */
  main?: boolean;
  /** Ask first. Without it, `onAction` runs on click (View, Edit). */
  confirm?: RowActionConfirm<Row>;
};

/** What the user typed in the confirmation dialog. */
export type RowActionInput = { message?: string; reason?: string };

/**
 * What the table hands an action it does not confirm itself (View, Edit): when the app's own
 * dialog closes, `returnFocus()` puts focus back on the control that opened it, or on the row's
 * new place, or on the table when the row has left it.
 */
export type RowActionContext = { returnFocus: () => void };

/** Runs an action; a returned Promise keeps the dialog busy, and its rejection is shown in it. */
export type RowActionHandler<Row> = (
  type: string,
  row: Row,
  input: RowActionInput,
  context: RowActionContext,
) => void | Promise<unknown>;

/** How one status value is shown: its label and the Badge tone that repeats it in colour. */
export type StatusOption = { value: string; label: string; tone?: BadgeTone };

/** One column of the table. */
export type StatusActionTableColumn<Row> = {
  /** Identifies the column; also the row field shown and sorted when `render`/`sortValue` are absent. */
  key: string;
  /** The header text. */
  header: string;
  /** Draws the cell. Defaults to the row's `key` field as text. */
  render?: (row: Row) => ReactNode;
  /** Adds a sort button to the header. */
  sortable?: boolean;
  /** The value sorted on. Defaults to the row's `key` field. */
  sortValue?: (row: Row) => string | number;
};

export type SortDirection = 'ascending' | 'descending';
export type SortState = { key: string; direction: SortDirection };
