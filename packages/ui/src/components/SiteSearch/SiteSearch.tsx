import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  useId,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { controlBox, controlInput } from '../_internal/control.css';
import { SearchAdornment } from '../_internal/SearchAdornment';
import { cx } from '../_internal/cx';
import { Badge } from '../Badge';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SiteSearch.css';

/** One result. `href` is where the app navigates in `onSelect`. */
export type SiteSearchItem = {
  id: string;
  title: string;
  description?: string;
  /** A short kind label shown beside the title, e.g. `Service`, `Page`, `FAQ`. */
  type?: string;
  href: string;
};

export type SiteSearchProps = Omit<
  ComponentPropsWithRef<'div'>,
  'onSelect' | 'onSubmit' | 'children'
> & {
  /** The box's height: `sm` fits a compact bar (a site header), `md` (default) a page. */
  size?: 'sm' | 'md';
  /**
   * Where the dropdown opens: `field` (default) under the box at its width; `belowNavBar` for a
   * box in the `NavBar`, where on phones (below 768 px) it spans the window just under the bar.
   */
  dropdown?: (typeof siteSearchDropdowns)[number];
  /** The matches for the current query, best first; the app searches. At most `maxResults` show. */
  items: ReadonlyArray<SiteSearchItem>;
  /** The query (controlled), e.g. from `?q=`. */
  query?: string;
  /** The query at first when uncontrolled. */
  defaultQuery?: string;
  /**
   * Open the results for the query at once (default false): for a box that takes over a plain
   * one the visitor has already typed into, so the text typed before it loaded finds matches
   * without another key.
   */
  defaultOpen?: boolean;
  /** Every change of the query: typing, a suggestion, clearing after a choice. */
  onQueryChange?: (query: string) => void;
  /**
   * A result was chosen (click, or Enter on the highlighted one). Navigate here with the app's
   * router (`navigate(item.href)`); the query is cleared.
   */
  onSelect: (item: SiteSearchItem) => void;
  /** Enter with no result highlighted, e.g. to open a full results page. */
  onSubmit?: (query: string) => void;
  /** The search box's accessible name (visually hidden), also naming the search landmark. */
  label: string;
  /** Example text inside the empty box (the `label` names it). */
  placeholder?: string;
  /** Quick searches offered as chips while the query is empty; choosing one searches for it. */
  suggestions?: ReadonlyArray<string>;
  /** The heading above the chips. */
  suggestionsLabel?: string;
  /** How many results show at most. Default 6. */
  maxResults?: number;
  /** The dropdown's maximum height in CSS pixels; it scrolls beyond. Default 400. */
  maxHeight?: number;
  /** The politely announced result count, e.g. `3 results`. */
  formatCount?: (shown: number, total: number) => string;
  /** The heading when nothing matches (also announced). */
  noResultsTitle?: (query: string) => string;
  /** The hint under it. */
  noResultsText?: ReactNode;
};

export const siteSearchDropdowns = ['field', 'belowNavBar'] as const;

const defaultFormatCount = (shown: number, total: number) =>
  shown === total
    ? `${total} ${total === 1 ? 'result' : 'results'}`
    : `${shown} of ${total} results`;

const defaultNoResultsTitle = (query: string) => `No results found for "${query}"`;

const itemToString = (item: SiteSearchItem | null) => item?.title ?? '';

function stateReducer(
  state: UseComboboxState<SiteSearchItem>,
  { type, changes }: UseComboboxStateChangeOptions<SiteSearchItem>,
): Partial<UseComboboxState<SiteSearchItem>> {
  switch (type) {
    case useCombobox.stateChangeTypes.InputKeyDownEnter:
    case useCombobox.stateChangeTypes.ItemClick:
      // Choosing navigates away: clear the box instead of writing the title into it.
      return changes.selectedItem
        ? { ...changes, inputValue: '', isOpen: false, highlightedIndex: -1 }
        : changes;
    case useCombobox.stateChangeTypes.InputBlur:
      // Leaving the box (Tab, a click elsewhere) must never choose a result and navigate.
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    default:
      return changes;
  }
}

/**
 * The site-wide search box: a combobox (downshift `useCombobox`, ARIA 1.2 pattern) over the
 * results the app supplies. While the query is empty and the box has focus it offers the
 * suggestion chips; typing shows at most `maxResults` matches in a dropdown no taller than
 * `maxHeight`, with the count announced politely, or the no-match text. Arrow keys move through
 * the results, Enter or a click chooses one (`onSelect`, then the query clears), Escape or a click
 * outside closes the dropdown. The package renders no links: the app navigates in `onSelect`.
 */
export function SiteSearch({
  items,
  query: queryProp,
  defaultQuery = '',
  defaultOpen = false,
  onQueryChange,
  onSelect,
  onSubmit,
  label,
  placeholder,
  suggestions = [],
  suggestionsLabel = 'Popular searches',
  maxResults = 6,
  maxHeight = 400,
  formatCount = defaultFormatCount,
  noResultsTitle = defaultNoResultsTitle,
  noResultsText = 'Try different keywords.',
  className,
  style,
  onFocus,
  onBlur,
  size = 'md',
  dropdown = 'field',
  ...props
}: SiteSearchProps) {
  // Uncontrolled, downshift keeps the typed text itself. A parent's state would reach the input
  // one render late (downshift reports changes after its own render), and keys typed in between
  // were lost: "qwertyzz mastering" typed fast became "qwryzzmstering".
  const controlled = queryProp !== undefined;
  const [focused, setFocused] = useState(false);
  const baseId = `site-search-${useId()}`;
  const inputId = `${baseId}-input`;
  const suggestionsId = `${baseId}-suggestions`;
  const shown = items.slice(0, maxResults);

  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getLabelProps,
    openMenu,
    closeMenu,
    inputValue,
    setInputValue,
  } = useCombobox<SiteSearchItem>({
    items: shown,
    itemToString,
    itemToKey: (item) => item?.id,
    id: baseId,
    inputId,
    ...(controlled ? { inputValue: queryProp } : { initialInputValue: defaultQuery }),
    initialIsOpen: defaultOpen,
    selectedItem: null,
    stateReducer,
    onInputValueChange: ({ inputValue: typed }) => {
      onQueryChange?.(typed ?? '');
      // Typing after Escape hid the chips brings them back once the box is empty again.
      setFocused(true);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
  });

  const query = controlled ? queryProp : inputValue;
  const trimmed = query.trim();
  const showResults = isOpen && trimmed !== '';
  const showSuggestions = focused && trimmed === '' && suggestions.length > 0;
  const noMatch = showResults && shown.length === 0;
  const announcement = !showResults
    ? ''
    : noMatch
      ? noResultsTitle(trimmed)
      : formatCount(shown.length, items.length);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && highlightedIndex < 0 && onSubmit && trimmed) {
      // Downshift would only close the menu: open the full results instead.
      (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
        true;
      event.preventDefault();
      closeMenu();
      onSubmit(trimmed);
      if (!controlled) setInputValue('');
    } else if (event.key === 'Escape' && trimmed === '') {
      setFocused(false);
    }
  };

  const onFocusWithin = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    onFocus?.(event);
  };

  const onBlurWithin = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    onBlur?.(event);
  };

  const chooseSuggestion = (suggestion: string, chip: HTMLElement) => {
    // Downshift compares a controlled value with its prop, which has not moved yet, so it would
    // never report this change: tell the owner of the query directly.
    if (controlled) onQueryChange?.(suggestion);
    else setInputValue(suggestion);
    chip.ownerDocument.getElementById(inputId)?.focus();
    openMenu();
  };

  return (
    <div
      role="search"
      aria-label={label}
      {...props}
      data-dropdown={dropdown}
      className={cx(styles.root, className)}
      style={{ ...assignInlineVars({ [styles.maxHeight]: `${maxHeight}px` }), ...style }}
      onFocus={onFocusWithin}
      onBlur={onBlurWithin}
    >
      <VisuallyHidden asChild>
        <label {...getLabelProps()}>{label}</label>
      </VisuallyHidden>
      <div className={controlBox({ size })}>
        <SearchAdornment />
        <input
          {...getInputProps({
            type: 'search',
            placeholder,
            className: cx(controlInput, styles.input),
            onKeyDown,
            onClick: () => setFocused(true),
            autoComplete: 'off',
            enterKeyHint: 'search',
          })}
        />
      </div>
      <div
        className={styles.panel}
        data-state={showResults || showSuggestions ? 'open' : 'closed'}
        hidden={!(showResults || showSuggestions)}
      >
        <ul {...getMenuProps({ className: styles.list })} hidden={!showResults || noMatch}>
          {showResults
            ? shown.map((item, index) => (
                <li
                  key={item.id}
                  className={styles.option}
                  data-highlighted={highlightedIndex === index || undefined}
                  {...getItemProps({ item, index })}
                >
                  <span className={styles.optionHeader}>
                    <span className={styles.optionTitle}>{item.title}</span>
                    {item.type ? (
                      <Badge size="sm" tone="neutral" className={styles.optionType}>
                        {item.type}
                      </Badge>
                    ) : null}
                  </span>
                  {item.description ? (
                    <span className={styles.optionDescription}>{item.description}</span>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
        {noMatch ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{noResultsTitle(trimmed)}</p>
            {noResultsText ? <p className={styles.emptyText}>{noResultsText}</p> : null}
          </div>
        ) : null}
        {showSuggestions ? (
          <div role="group" aria-labelledby={suggestionsId} className={styles.suggestions}>
            <p id={suggestionsId} className={styles.suggestionsLabel}>
              {suggestionsLabel}
            </p>
            <div className={styles.chips}>
              {suggestions.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  className={styles.chip}
                  // Keeps focus in the box (Safari does not focus buttons on click).
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={(event) => chooseSuggestion(suggestion, event.currentTarget)}
                >
                  {suggestion}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
