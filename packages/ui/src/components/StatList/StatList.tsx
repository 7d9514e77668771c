import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './StatList.css';

/** One key figure. */
export type Stat = {
  /** What is counted, e.g. `Orders`; it names the figure and must be unique in the list. */
  label: string;
  /** The figure, e.g. `50+` or `12`; while it is not known yet (loading), leave it out. */
  value?: ReactNode;
  /** A line under the label, e.g. `3 open · 2 shipped`. */
  detail?: ReactNode;
};

export type StatListProps = Omit<ComponentPropsWithRef<'dl'>, 'children'> & {
  /** The figures, in reading order. */
  items: readonly Stat[];
  /** Shown for a figure not known yet. Default `–`. */
  placeholder?: string;
};

/**
 * Key figures as a description list: each figure large above its label, an optional detail
 * under it; two per row on phones and four from 768 px.
 */
export function StatList({ items, placeholder = '–', className, ...props }: StatListProps) {
  return (
    <dl {...props} className={cx(styles.list, className)}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value ?? placeholder}</dd>
          {item.detail != null ? <dd className={styles.detail}>{item.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
