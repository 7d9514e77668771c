import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { TextArea } from '../TextArea';
import type { RowAction, RowActionInput, RowFact } from './types';
import * as styles from './StatusActionTable.css';

type RowActionDialogProps<Row> = {
  /** The action being confirmed; null keeps the dialog closed. */
  action: RowAction<Row> | null;
  row: Row;
  /** Names the row when the action gives no description: "Archive: Meera Joshi". */
  rowLabel: string;
  facts: RowFact[];
  /** Shown under an empty required reason. */
  reasonRequiredMessage: string;
  onConfirm: (action: RowAction<Row>, input: RowActionInput) => void | Promise<unknown>;
  onClose: () => void;
  /** Places focus once the dialog has closed (the opener, the row's new place or the table). */
  onClosed: () => void;
};

const resolve = <Row,>(value: unknown, row: Row) =>
  typeof value === 'function' ? (value as (row: Row) => ReactNode)(row) : (value as ReactNode);

/** The confirmation of one row action: the row's facts, and a message or a required reason. */
export function RowActionDialog<Row>({
  action,
  row,
  rowLabel,
  facts,
  reasonRequiredMessage,
  onConfirm,
  onClose,
  onClosed,
}: RowActionDialogProps<Row>) {
  const confirm = action?.confirm;
  const defaultMessage =
    (action && confirm?.message?.defaultValue.replaceAll('{type}', action.type)) ?? '';
  const [message, setMessage] = useState(defaultMessage);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  // Every opening starts fresh: the default message, an empty reason, no errors.
  const [openedFor, setOpenedFor] = useState<RowAction<Row> | null>(null);
  if (openedFor !== action) {
    setOpenedFor(action);
    setMessage(defaultMessage);
    setReason('');
    setReasonError(undefined);
    setError(undefined);
  }
  if (!action || !confirm) return null;

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
      title={resolve(confirm.title, row)}
      description={resolve(confirm.description, row) ?? `${action.label}: ${rowLabel}`}
      tone={action.tone === 'critical' ? 'critical' : 'primary'}
      confirmLabel={confirm.confirmLabel ?? action.label}
      cancelLabel={confirm.cancelLabel}
      confirmLoadingLabel="Working..."
      error={error}
      onConfirm={() => {
        setError(undefined);
        if (confirm.reason?.required && !reason.trim()) {
          setReasonError(reasonRequiredMessage);
          return false;
        }
        const input: RowActionInput = confirm.reason
          ? { reason: reason.trim() }
          : confirm.message
            ? { message }
            : {};
        const result = onConfirm(action, input);
        return result instanceof Promise ? result.then(() => undefined) : undefined;
      }}
      onConfirmError={(reasonForFailure) => {
        setError(
          reasonForFailure instanceof Error && reasonForFailure.message
            ? reasonForFailure.message
            : `Error executing ${action.type} action. Please try again.`,
        );
      }}
    >
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {confirm.reason ? (
        <TextArea
          label={confirm.reason.label ?? 'Reason'}
          required
          rows={3}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError && event.target.value.trim()) setReasonError(undefined);
          }}
        />
      ) : confirm.message ? (
        <TextArea
          label={confirm.message.label ?? 'Message (optional)'}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      ) : null}
    </ConfirmDialog>
  );
}
