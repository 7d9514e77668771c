import type { FeatureIcon as FeatureIconName } from '@studio/content/home';
import * as styles from './FeatureIcon.css';

const paths: Record<FeatureIconName, string> = {
  waveform: 'M3 12h2M7 8v8M11 4v16M15 7v10M19 10v4M21 12h0',
  spark: 'M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  people:
    'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 11a3 3 0 100-6M18 14c1.8.8 3 2.7 3 6',
  leaf: 'M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7',
};

/** A decorative line icon in an accent tile; the heading beside it carries the meaning. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <span className={styles.tile} aria-hidden="true">
      <svg viewBox="0 0 24 24" className={styles.icon} focusable="false">
        <path d={paths[name]} />
      </svg>
    </span>
  );
}
