import * as styles from './DraftPreviewBar.css';

/** The expiry in words, the same on the server and in any browser (UTC). */
const expiryOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The bar at the top of a draft's preview: it is not the live page, and the link runs out. */
export function DraftPreviewBar({ expiresAt }: { expiresAt: string }) {
  return (
    <aside className={styles.bar} aria-label="Draft preview">
      <p className={styles.title}>Draft preview: not published</p>
      <p className={styles.expiry}>
        This link expires <time dateTime={expiresAt}>{`${expiryOf(expiresAt)} UTC`}</time>.
      </p>
    </aside>
  );
}
