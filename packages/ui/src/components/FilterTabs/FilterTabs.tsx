import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FilterTabs.css';

export type FilterTabsOption = {
  /** The value reported by `onValueChange`, e.g. `recent`. */
  value: string;
  /** The visible label, e.g. `Press`. */
  label: string;
  /** How many items match; shown in a small badge and read as "(3)" after the label. */
  count?: number;
  /** Shown but not selectable (skipped by the arrow keys). */
  disabled?: boolean;
};

export type FilterTabsProps = Omit<
  ComponentPropsWithRef<'div'>,
  'defaultValue' | 'dir' | 'onChange'
> &
  styles.FilterTabsListVariants & {
    /** `wrap` (default) wraps the pills onto more lines; `scroll` keeps one line that scrolls sideways on narrow screens. */
    overflow?: styles.FilterTabsListVariants['overflow'];
    /** The choices, in order. One is always selected. */
    options: ReadonlyArray<FilterTabsOption>;
    /** The selected value (controlled). */
    value?: string;
    /** The value selected at first when uncontrolled. Defaults to the first option. */
    defaultValue?: string;
    /** Called with the newly selected value. */
    onValueChange?: (value: string) => void;
    /** Names the filter for screen readers, e.g. `Filter tracks`. Required: the chips alone do not say what they filter. */
    label: string;
    /**
     * The id of the shared panel that shows the filtered content; every chip points at it with
     * `aria-controls`, and the app may point at it too (a results count, a skip link). Generated when omitted.
     */
    panelId?: string;
    /** Class name for the panel. */
    panelClassName?: string;
    /** The filtered content (the list, its empty state), rendered in the one shared panel. */
    children?: ReactNode;
  };

/**
 * A single-choice filter above one list: a library's categories, FAQ topics, newsroom category
 * chips. Drawn as pills that wrap (or scroll sideways on narrow screens with `overflow="scroll"`).
 *
 * It is a tab list with ONE shared tab panel: every option shows a different view of the same
 * region, exactly one is always selected, arrow keys move and select at once (Home/End jump to the
 * ends), and screen readers announce "All (8), tab, selected, 1 of 5" and can move from the
 * chips to the results. A radio group would announce the choice too but loses that link to the
 * region it changes; toggle buttons would allow "none selected", which a filter never is.
 */
export function FilterTabs({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  panelId,
  panelClassName,
  overflow,
  className,
  children,
  ...props
}: FilterTabsProps) {
  const baseId = useId();
  const sharedPanelId = panelId ?? `${baseId}-panel`;
  const [selectedValue, setSelectedValue] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? options.find((option) => !option.disabled)?.value ?? '',
    onChange: onValueChange,
    caller: 'FilterTabs',
  });
  const selectedIndex = options.findIndex((option) => option.value === selectedValue);
  // Ids come from the position, not the value, so values with spaces still give valid ids.
  const tabId = (index: number) => `${baseId}-tab-${index}`;

  return (
    <RadixTabs.Root
      {...props}
      value={selectedValue}
      onValueChange={setSelectedValue}
      activationMode="automatic"
      className={cx(styles.root, className)}
    >
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
            aria-controls={sharedPanelId}
            disabled={option.disabled}
            className={styles.chip}
          >
            {option.label}
            {option.count === undefined ? null : (
              <>
                <span className={styles.count} aria-hidden="true">
                  {option.count}
                </span>
                <VisuallyHidden> ({option.count})</VisuallyHidden>
              </>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <div
        role="tabpanel"
        id={sharedPanelId}
        aria-labelledby={selectedIndex >= 0 ? tabId(selectedIndex) : undefined}
        aria-label={selectedIndex >= 0 ? undefined : label}
        // Focusable so keyboard users land on the results right after the chips (WAI-ARIA tabs).
        tabIndex={0}
        className={cx(styles.panel, panelClassName)}
      >
        {children}
      </div>
    </RadixTabs.Root>
  );
}
