import * as RadixTabs from '@radix-ui/react-tabs';
import type { FilterTabsOption } from './FilterTabs';
import { FilterTabsChipContent } from './FilterTabsChip';
import * as styles from './FilterTabs.css';

export type FilterTabsListProps = {
  options: ReadonlyArray<FilterTabsOption>;
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  overflow: styles.FilterTabsListVariants['overflow'];
  /** The id of each chip, by position. */
  tabId: (index: number) => string;
  panelId: string;
};

/**
 * The chips on Radix Tabs (roving focus, arrow keys, Home and End). Its own module, which
 * FilterTabs loads on the first sign of intent; until then FilterTabs draws the same markup
 * itself. Tabs' root lends its context to the list only (`asChild`), so the panel beside the
 * list is never remounted when this takes over.
 */
export function FilterTabsList({
  options,
  value,
  onValueChange,
  label,
  overflow,
  tabId,
  panelId,
}: FilterTabsListProps) {
  return (
    <RadixTabs.Root asChild value={value} onValueChange={onValueChange} activationMode="automatic">
      <RadixTabs.List
        aria-label={label}
        className={styles.list({ overflow })}
        data-overflow={overflow ?? 'wrap'}
      >
        {options.map((option, index) => (
          <RadixTabs.Trigger
            key={option.value}
            value={option.value}
            id={tabId(index)}
            aria-controls={panelId}
            disabled={option.disabled}
            className={styles.chip}
          >
            <FilterTabsChipContent option={option} />
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
