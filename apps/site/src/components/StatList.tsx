import * as styles from './StatList.css';

/** Key figures as a description list, each value shown large above its label. */
export function StatList({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className={styles.stats}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.statLabel}>{item.label}</dt>
          <dd className={styles.statValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
