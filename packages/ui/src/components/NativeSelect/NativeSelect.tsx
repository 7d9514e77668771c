import { ChevronDownIcon } from '@radix-ui/react-icons';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { useNativeControl } from '../_internal/useNativeControl';
import { controlBox, controlInput } from '../_internal/control.css';
import { FieldShorthand, type FieldShorthandProps } from '../_internal/FieldShorthand';
import * as styles from './NativeSelect.css';

/** One choice of a NativeSelect. Values may not be empty: the empty choice is `placeholder`. */
export type NativeSelectOption = {
  value: string;
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
};

/** A labelled group of choices (an `<optgroup>`). */
export type NativeSelectGroup = {
  label: string;
  options: ReadonlyArray<NativeSelectOption>;
};

export type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'size' | 'multiple'> &
  FieldShorthandProps & {
    /** The choices, flat or in labelled groups. */
    options: ReadonlyArray<NativeSelectOption | NativeSelectGroup>;
    /**
     * The empty first choice, e.g. `Select a service`: submitted as `""`, so `required` makes the
     * browser ask for a real one. Omit it to start on the first option.
     */
    placeholder?: string;
    /** Height and font size, as TextField: `sm`, `md` (default) or `lg`. */
    size?: (typeof styles.nativeSelectSizes)[number];
    /** Marks the control invalid. Set automatically by a Field with an error. */
    invalid?: boolean;
    /** Class name of the inner `<select>` (`className` styles the outer box). */
    selectClassName?: string;
  };

const isGroup = (entry: NativeSelectOption | NativeSelectGroup): entry is NativeSelectGroup =>
  'options' in entry;

/**
 * One choice from a short list, drawn by the platform: the browser's own `<select>` in the
 * design system's box. It needs no script (it works before hydration and with scripts blocked),
 * costs no JavaScript to download, and phones show their native picker. Use it on pages where
 * weight matters; use `Select` (Radix) where the open list must be styled or hold rich content.
 *
 * **Accessibility:** a real `<select>` named by its `<label>` (a `<Field>` or the `label`
 * prop); hint and error describe it; `required` is native. The keyboard is the platform's
 * (arrows, typing a letter, Alt+Down or Space to open).
 */
export function NativeSelect({ label, hint, error, ...props }: NativeSelectProps) {
  return (
    <FieldShorthand label={label} hint={hint} error={error} control={props}>
      <NativeSelectControl {...props} />
    </FieldShorthand>
  );
}

function NativeSelectControl({
  options,
  placeholder,
  size,
  className,
  selectClassName,
  ...control
}: Omit<NativeSelectProps, keyof FieldShorthandProps>) {
  const { ref, wiring, boxState, props } = useNativeControl<HTMLSelectElement, typeof control>(
    control,
  );
  return (
    <div className={cx(controlBox({ size }), className)} {...boxState}>
      <select
        className={cx(controlInput, styles.select, selectClassName)}
        {...wiring}
        {...props}
        ref={ref}
      >
        {placeholder !== undefined ? (
          <option className={styles.option} value="">
            {placeholder}
          </option>
        ) : null}
        {options.map((entry) =>
          isGroup(entry) ? (
            <optgroup key={entry.label} label={entry.label}>
              {entry.options.map((option) => (
                <Option key={option.value} {...option} />
              ))}
            </optgroup>
          ) : (
            <Option key={entry.value} {...entry} />
          ),
        )}
      </select>
      <span className={styles.chevron} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </div>
  );
}

function Option({ value, label, disabled }: NativeSelectOption) {
  return (
    <option className={styles.option} value={value} disabled={disabled}>
      {label}
    </option>
  );
}
