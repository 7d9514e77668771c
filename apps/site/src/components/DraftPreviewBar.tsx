import { LOCALE_INFO } from '@studio/contracts/locales';
import { useLocale } from '../i18n/locale';
import { useWords } from '../i18n/siteWords';
import * as styles from './DraftPreviewBar.css';

/** The expiry in the page's language, the same on the server and in any browser (UTC). */
const expiryOf = (intl: string, iso: string) =>
  new Intl.DateTimeFormat(intl, {
    timeZone: 'UTC',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The bar at the top of a draft's preview: it is not the live page, and the link runs out. */
export function DraftPreviewBar({ expiresAt }: { expiresAt: string }) {
  const words = useWords('preview');
  const expiry = expiryOf(LOCALE_INFO[useLocale()].intl, expiresAt);
  // The sentence around the date: `{date}` in the language's own place.
  const [before = '', after = ''] = words.expires.split('{date}');
  return (
    <aside className={styles.bar} aria-label={words.label}>
      <p className={styles.title}>{words.title}</p>
      <p className={styles.expiry}>
        {before}
        <time dateTime={expiresAt}>{expiry}</time>
        {after}
      </p>
    </aside>
  );
}
