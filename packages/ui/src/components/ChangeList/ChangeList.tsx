import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './ChangeList.css';

export interface FieldChange {
  /** The field's name as readers know it ("Title"). */
  field: string;
  before: string;
  after: string;
}

/** Every word it shows; pass only those you change. */
export interface ChangeListLabels {
  /** Heading of the earlier side ("Theirs" in a conflict, for example). */
  before: string;
  after: string;
  /** Shown when nothing changed. */
  empty: string;
  /** Shown for an empty side. */
  blank: string;
}

export const defaultChangeListLabels: ChangeListLabels = {
  before: 'Before',
  after: 'After',
  empty: 'No changes.',
  blank: '(empty)',
};

export type ChangeListProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  changes: readonly FieldChange[];
  labels?: Partial<ChangeListLabels>;
};

/**
 * What changed, field by field: the earlier and the later text side by side (stacked on phones),
 * marked as removed and inserted text. For a revision's changes, or a conflict between what the
 * server holds and what was typed.
 *
 * **Accessibility:** a description list: each field is a term, each side a description that
 * starts with its heading ("Before", "After"), so the words, not colours, tell the sides apart.
 */
export function ChangeList({ changes, labels: labelsProp, className, ...props }: ChangeListProps) {
  const labels = { ...defaultChangeListLabels, ...labelsProp };
  if (changes.length === 0)
    return (
      <div className={cx(styles.root, className)} {...props}>
        <p className={styles.empty}>{labels.empty}</p>
      </div>
    );
  return (
    <div className={cx(styles.root, className)} {...props}>
      <dl className={styles.list}>
        {changes.map((change, index) => (
          <div key={`${change.field}-${index}`} className={styles.change}>
            <dt className={styles.field}>{change.field}</dt>
            <dd className={styles.side} data-side="before">
              <span className={styles.sideLabel}>{labels.before}</span>
              <del className={styles.text}>{change.before || labels.blank}</del>
            </dd>
            <dd className={styles.side} data-side="after">
              <span className={styles.sideLabel}>{labels.after}</span>
              <ins className={styles.text}>{change.after || labels.blank}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
