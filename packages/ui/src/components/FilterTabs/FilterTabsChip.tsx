import { VisuallyHidden } from '../VisuallyHidden';
import type { FilterTabsOption } from './FilterTabs';
import * as styles from './FilterTabs.css';

/** What a chip shows: its label, and its count in a badge read as "(3)". */
export function FilterTabsChipContent({ option }: { option: FilterTabsOption }) {
  return (
    <>
      {option.label}
      {option.count === undefined ? null : (
        <>
          <span className={styles.count} aria-hidden="true">
            {option.count}
          </span>
          <VisuallyHidden> ({option.count})</VisuallyHidden>
        </>
      )}
    </>
  );
}
