import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { TextArea } from '../TextArea';
import type { RowAction, RowActionHandler, RowActionInput, RowFact } from './types';
import * as styles from './StatusActionTable.css';

const buttonVariant = { neutral: 'ghost', primary: 'primary', critical: 'secondary' } as const;

type RowActionButtonProps<Row> = {
  action: RowAction<Row>;
  row: Row;
  /** Names the row in the button's accessible name: "Archive Meera Joshi". */
  rowLabel: string;
  facts: RowFact[];
  /** Shown under an empty required reason. */
  reasonRequiredMessage: string;
  onAction: RowActionHandler<Row>;
};

const resolve = <Row,>(value: unknown, row: Row) =>
  typeof value === 'function' ? (value as (row: Row) => ReactNode)(row) : (value as ReactNode);

/** One row action: a button, and when the action asks for it, its confirmation dialog. */
export function RowActionButton<Row>({
  action,
  row,
  rowLabel,
  facts,
  reasonRequiredMessage,
  onAction,
}: RowActionButtonProps<Row>) {
  const confirm = action.confirm;
  const defaultMessage = confirm?.message?.defaultValue.replaceAll('{type}', action.type) ?? '';
  const [message, setMessage] = useState(defaultMessage);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  const button = (
    <Button
      size="sm"
      variant={buttonVariant[action.tone ?? 'neutral']}
      aria-label={`${action.label} ${rowLabel}`}
      data-action={action.type}
      onClick={confirm ? undefined : () => void onAction(action.type, row, {})}
    >
      {action.label}
    </Button>
  );
  if (!confirm) return button;

  return (
    <ConfirmDialog
      trigger={button}
      title={resolve(confirm.title, row)}
      description={resolve(confirm.description, row) ?? `${action.label}: ${rowLabel}`}
      tone={action.tone === 'critical' ? 'critical' : 'primary'}
      confirmLabel={confirm.confirmLabel ?? action.label}
      confirmLoadingLabel="Working..."
      error={error}
      onOpenChange={(open) => {
        if (!open) return;
        // Every opening starts fresh: the default message, an empty reason, no errors.
        setMessage(defaultMessage);
        setReason('');
        setReasonError(undefined);
        setError(undefined);
      }}
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
        const result = onAction(action.type, row, input);
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
