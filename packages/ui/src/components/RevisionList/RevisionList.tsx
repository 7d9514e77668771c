import { CounterClockwiseClockIcon } from '@radix-ui/react-icons';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { Button } from '../Button';
import * as styles from './RevisionList.css';

export interface RevisionItem {
  id: string;
  /** Who made it, as the app names people. */
  author: string;
  /** When, as an ISO date-time. */
  at: string;
  /** A short line on what changed. */
  summary?: string;
}

/** Every word it shows or speaks; pass only those you change. */
export interface RevisionListLabels {
  /** Accessible name of the list. */
  list: string;
  restore: string;
  /** Shown instead of the list when there is no revision. */
  empty: string;
}

export const defaultRevisionListLabels: RevisionListLabels = {
  list: 'Revisions',
  restore: 'Restore this version',
  empty: 'No earlier versions yet.',
};

/** Date and time in the reader's locale ("12 Mar 2026, 14:05"). */
export const formatRevisionTime = (date: Date): string =>
  date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export type RevisionListProps = Omit<ComponentPropsWithRef<'div'>, 'onSelect'> & {
  /** Newest first, as they should read. */
  items: readonly RevisionItem[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  onRestore: (id: string) => void;
  /** The id of a revision being restored: its button shows it is busy. */
  restoringId?: string | null;
  labels?: Partial<RevisionListLabels>;
  /** How each `at` is written. Defaults to date and time in the reader's locale. */
  formatTime?: (date: Date) => string;
};

/**
 * The saved versions of a document, newest first: who and when, with a short summary. Choosing
 * one selects it (the app shows what changed); the selected one offers Restore.
 *
 * **Accessibility:** a named list of toggle buttons (`aria-pressed` on the selected one), each a
 * tab stop; Restore follows the selected item, so it is the next tab stop after it.
 */
export function RevisionList({
  items,
  selectedId = null,
  onSelect,
  onRestore,
  restoringId = null,
  labels: labelsProp,
  formatTime = formatRevisionTime,
  className,
  ...props
}: RevisionListProps) {
  const labels = { ...defaultRevisionListLabels, ...labelsProp };
  return (
    <div className={cx(styles.root, className)} {...props}>
      {items.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={labels.list}>
          {items.map((item) => {
            const selected = item.id === selectedId;
            const date = new Date(item.at);
            return (
              <li key={item.id} className={styles.item} data-selected={selected || undefined}>
                <button
                  type="button"
                  className={styles.select}
                  aria-pressed={selected}
                  onClick={() => onSelect(item.id)}
                >
                  <span className={styles.line}>
                    <time dateTime={item.at} className={styles.time}>
                      {Number.isNaN(date.getTime()) ? item.at : formatTime(date)}
                    </time>
                    <span className={styles.author}>{item.author}</span>
                  </span>
                  {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                </button>
                {selected ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className={styles.restore}
                    loading={restoringId === item.id}
                    onClick={() => onRestore(item.id)}
                  >
                    <CounterClockwiseClockIcon aria-hidden="true" focusable="false" />
                    {labels.restore}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
