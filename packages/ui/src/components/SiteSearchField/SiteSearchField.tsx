import { useId, type ComponentPropsWithRef, type Ref } from 'react';
import { controlBox, controlInput } from '../_internal/control.css';
import { SearchAdornment } from '../_internal/SearchAdornment';
import { cx } from '../_internal/cx';
import * as styles from '../SiteSearch/SiteSearch.css';
import { VisuallyHidden } from '../VisuallyHidden';

export type SiteSearchFieldProps = Omit<ComponentPropsWithRef<'form'>, 'children' | 'method'> & {
  /** The box's accessible name (visually hidden), also naming the search landmark. */
  label: string;
  placeholder?: string;
  /** The box's height, as `SiteSearch`'s. */
  size?: 'sm' | 'md';
  /** The query's parameter name in the submitted address. Default `q`. */
  name?: string;
  /** The input, e.g. to read what was typed when the combobox takes over. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * `SiteSearch` as plain HTML: a GET form with one search box, looking like the combobox at rest.
 * An app renders it until the combobox's code has loaded (on the first sign of intent), so the
 * box works before hydration and with scripts blocked (Enter submits to `action`), and what was
 * typed stays in the input for the combobox to take over.
 */
export function SiteSearchField({
  label,
  placeholder,
  size = 'md',
  name = 'q',
  inputRef,
  className,
  ...props
}: SiteSearchFieldProps) {
  const inputId = `site-search-field-${useId()}`;
  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      {...props}
      className={cx(styles.root, className)}
    >
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>{label}</label>
      </VisuallyHidden>
      <div className={controlBox({ size })}>
        <SearchAdornment />
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="search"
          placeholder={placeholder}
          className={cx(controlInput, styles.input)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </form>
  );
}
