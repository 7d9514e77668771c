import * as RadixTabs from '@radix-ui/react-tabs';
import type { FilterTabsOption } from './FilterTabs';
import {
  chipListProps,
  chipProps,
  FilterTabsChipContent,
  type FilterTabsChipsProps,
} from './FilterTabsChip';

export type FilterTabsListProps = FilterTabsChipsProps & {
  options: ReadonlyArray<FilterTabsOption>;
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * The chips on Radix Tabs (roving focus, arrow keys, Home and End). Its own module, which
 * FilterTabs loads on the first sign of intent; until then FilterTabs draws the same markup
 * itself. Tabs' root lends its context to the list only (`asChild`), so the panel beside the
 * list is never remounted when this takes over.
 */
export function FilterTabsList({ options, value, onValueChange, ...chips }: FilterTabsListProps) {
  return (
    <RadixTabs.Root asChild value={value} onValueChange={onValueChange} activationMode="automatic">
      <RadixTabs.List {...chipListProps(chips)}>
        {options.map((option, index) => (
          <RadixTabs.Trigger
            key={option.value}
            value={option.value}
            {...chipProps(chips, option, index)}
          >
            <FilterTabsChipContent option={option} />
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
