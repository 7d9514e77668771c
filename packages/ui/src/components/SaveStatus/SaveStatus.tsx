import {
  CheckIcon,
  CircleBackslashIcon,
  DotFilledIcon,
  ExclamationTriangleIcon,
} from '@radix-ui/react-icons';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Spinner } from '../Spinner';
import * as styles from './SaveStatus.css';

export const saveStates = ['saved', 'saving', 'unsaved', 'offline', 'error'] as const;
export type SaveState = (typeof saveStates)[number];

/** Every word it shows; pass only those you change. */
export interface SaveStatusLabels {
  saved: string;
  /** "Saved" with the time of the last save. */
  savedAt: (time: string) => string;
  saving: string;
  unsaved: string;
  offline: string;
  error: string;
}

export const defaultSaveStatusLabels: SaveStatusLabels = {
  saved: 'Saved',
  savedAt: (time) => `Saved at ${time}`,
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  offline: 'Offline — kept on this device',
  error: 'Couldn’t save',
};

/** Hours and minutes in the reader's locale. */
export const formatSaveTime = (date: Date): string =>
  date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export type SaveStatusProps = Omit<ComponentPropsWithRef<'p'>, 'children'> & {
  state: SaveState;
  /** When the last save landed (ISO string or Date); shown with `saved`. */
  savedAt?: string | Date;
  labels?: Partial<SaveStatusLabels>;
  /** How `savedAt` is written. Defaults to hours and minutes in the reader's locale. */
  formatTime?: (date: Date) => string;
};

const icons: Record<Exclude<SaveState, 'saving'>, ReactNode> = {
  saved: <CheckIcon aria-hidden="true" focusable="false" />,
  unsaved: <DotFilledIcon aria-hidden="true" focusable="false" />,
  offline: <CircleBackslashIcon aria-hidden="true" focusable="false" />,
  error: <ExclamationTriangleIcon aria-hidden="true" focusable="false" />,
};

/**
 * Where an autosaving form stands: saved (and when), saving, unsaved changes, offline (kept on
 * this device) or not saved. A polite live region, so a screen reader hears each change without
 * losing its place.
 */
export function SaveStatus({
  state,
  savedAt,
  labels: labelsProp,
  formatTime = formatSaveTime,
  className,
  ...props
}: SaveStatusProps) {
  const labels = { ...defaultSaveStatusLabels, ...labelsProp };
  const savedDate = savedAt === undefined ? null : new Date(savedAt);
  const text =
    state === 'saved' && savedDate && !Number.isNaN(savedDate.getTime())
      ? labels.savedAt(formatTime(savedDate))
      : labels[state];
  return (
    <p
      role="status"
      aria-live="polite"
      className={cx(styles.status({ state }), className)}
      data-state={state}
      {...props}
    >
      {state === 'saving' ? (
        <Spinner size="sm" label="" />
      ) : (
        <span className={styles.icon}>{icons[state]}</span>
      )}
      <span>{text}</span>
    </p>
  );
}
