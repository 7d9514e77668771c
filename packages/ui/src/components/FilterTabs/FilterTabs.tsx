import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { flushSync } from 'react-dom';
import {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { intentLoader } from '../_internal/intentLoader';
import { cx } from '../_internal/cx';
import { chipListProps, chipProps, FilterTabsChipContent } from './FilterTabsChip';
import type { FilterTabsListProps } from './FilterTabsList';
import * as styles from './FilterTabs.css';

type List = ComponentType<FilterTabsListProps>;
/** The Radix chips' code (Tabs, roving focus, collection), loaded once on the first sign of intent. */
const { load: loadList, loaded: loadedListNow } = intentLoader<List>(() =>
  import('./FilterTabsList').then((module) => module.FilterTabsList),
);

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

  // Radix's chips load on intent (pointer over the list, touch, focus, a press). Until then the
  // stand-in below draws the same markup and already selects on a press, a focus or an arrow key,
  // so nothing done during the load is lost. Radix takes over between interactions, never during
  // one: once loaded, when the pointer is off the chips and no chip has focus, checked and
  // committed in one step (flushSync). A focus that came between a check and a later commit landed
  // on a stand-in chip that was then replaced, and the next key went to the page. Focus is read
  // from the document, not from blur: a chip blurred by the window going to the background keeps
  // it. (An initialiser: a component passed directly would be called as one.)
  const [List, setList] = useState<List | undefined>(() => loadedListNow());
  const standIn = useRef<HTMLDivElement>(null);
  const pointerOver = useRef(false);
  const takeOverWhenIdle = () => {
    const Loaded = loadedListNow();
    if (List || !Loaded || pointerOver.current) return;
    if (standIn.current?.contains(document.activeElement)) return;
    flushSync(() => setList(() => Loaded));
  };
  const prepareList = () => {
    if (List) return;
    loadList().then(takeOverWhenIdle, () => undefined);
  };
  const listProps = {
    options,
    value: selectedValue,
    onValueChange: setSelectedValue,
    label,
    overflow,
    tabId,
    panelId: sharedPanelId,
  };

  return (
    <div {...props} className={cx(styles.root, className)}>
      {List ? (
        <List {...listProps} />
      ) : (
        <StandInList
          {...listProps}
          ref={standIn}
          onEngage={(how) => {
            if (how === 'pointer') pointerOver.current = true;
            prepareList();
          }}
          onRelease={(how) => {
            if (how === 'pointer') pointerOver.current = false;
            // After the event, not inside it: a blur can fire while React commits (a focus moved
            // by an effect), where flushSync cannot run.
            queueMicrotask(takeOverWhenIdle);
          }}
        />
      )}
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
    </div>
  );
}

const subscribeToNothing = () => () => {};

/** Arrow keys move along the chips (left to right), Home/PageUp and End/PageDown to the ends, as Radix's roving focus does. */
const focusIntents: Partial<Record<string, 'previous' | 'next' | 'first' | 'last'>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
};

/**
 * The chips before Radix's code has loaded: the markup Radix Tabs renders on the server
 * (attribute for attribute, so the prerendered page hydrates without a mismatch and nothing
 * moves when Radix takes over), with just enough behaviour that a press, a focus or an arrow key
 * made during the load selects as it will afterwards: select on mouse down, on focus and on
 * click, arrows and Home/End move focus (wrapping, skipping disabled chips), which selects.
 */
function StandInList({
  options,
  value,
  onValueChange,
  onEngage,
  onRelease,
  ref,
  ...chips
}: FilterTabsListProps & {
  ref: Ref<HTMLDivElement>;
  /** The pointer came over the chips (a mouse, a pen, a touch), or focus came to one. */
  onEngage: (how: 'pointer' | 'focus') => void;
  /** The pointer left the chips, or focus left them. */
  onRelease: (how: 'pointer' | 'focus') => void;
}) {
  // Like Radix, no chip is in the tab order in the prerendered HTML; once hydrated the selected
  // chip is, so that Tab reaches the chips (and starts the load) before any pointer does.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const intent = focusIntents[event.key];
    if (!intent || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    const chips = [
      ...(event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>(
        '[role="tab"]:not(:disabled)',
      ) ?? []),
    ];
    const current = chips.indexOf(event.currentTarget);
    const step = intent === 'next' ? 1 : chips.length - 1;
    const target =
      intent === 'first'
        ? chips[0]
        : intent === 'last'
          ? chips.at(-1)
          : chips[(current + step) % chips.length];
    target?.focus();
  };
  return (
    <div
      ref={ref}
      dir="ltr"
      data-orientation="horizontal"
      role="tablist"
      aria-orientation="horizontal"
      {...chipListProps(chips)}
      tabIndex={-1}
      style={{ outline: 'none' }}
      onPointerEnter={() => onEngage('pointer')}
      onPointerLeave={() => onRelease('pointer')}
      onTouchStart={() => onEngage('pointer')}
      onFocus={() => onEngage('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onRelease('focus');
      }}
    >
      {options.map((option, index) => {
        const selected = option.value === value;
        const disabled = option.disabled ?? false;
        const select = () => {
          if (!disabled && !selected) onValueChange(option.value);
        };
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            aria-selected={selected}
            {...chipProps(chips, option, index)}
            data-state={selected ? 'active' : 'inactive'}
            data-disabled={disabled ? '' : undefined}
            tabIndex={hydrated && selected ? 0 : -1}
            data-orientation="horizontal"
            data-radix-collection-item=""
            onMouseDown={(event) => {
              if (event.button !== 0 || event.ctrlKey) return event.preventDefault();
              // Focusing selects (below); a chip that already has focus selects here.
              if (document.activeElement === event.currentTarget) select();
              else event.currentTarget.focus();
            }}
            onClick={select}
            onFocus={select}
            onKeyDown={move}
          >
            <FilterTabsChipContent option={option} />
          </button>
        );
      })}
    </div>
  );
}
