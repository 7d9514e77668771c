import { VisuallyHidden } from '../VisuallyHidden';
import type { FilterTabsOption } from './FilterTabs';
import * as styles from './FilterTabs.css';

/**
 * What both renderings of the chips take besides the options and the value: the stand-in drawn
 * before Radix's code has loaded and Radix's own, which must draw the same list and chips.
 */
export type FilterTabsChipsProps = {
  label: string;
  overflow: styles.FilterTabsListVariants['overflow'];
  /** The id of each chip, by position. */
  tabId: (index: number) => string;
  panelId: string;
};

/** The list's own attributes, the same in both renderings. */
export function chipListProps({ label, overflow }: FilterTabsChipsProps) {
  return {
    'aria-label': label,
    className: styles.list({ overflow }),
    'data-overflow': overflow ?? 'wrap',
  };
}

/** A chip's own attributes, the same in both renderings (each adds its role, state and tab stop). */
export function chipProps(
  { tabId, panelId }: FilterTabsChipsProps,
  option: FilterTabsOption,
  index: number,
) {
  return {
    id: tabId(index),
    'aria-controls': panelId,
    disabled: option.disabled ?? false,
    className: styles.chip,
  };
}

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
