import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode, Ref } from 'react';
import { cx } from '../_internal/cx';
import { controlBox } from '../_internal/control.css';
import { FieldShorthand, type FieldShorthandProps } from '../_internal/FieldShorthand';
import { useFieldControl } from '../Field/FieldContext';
import * as styles from './Select.css';

/** One choice of a Select built from the `options` array. */
export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = FieldShorthandProps & {
  /** The choices. Or pass `SelectItem`/`SelectGroup`/`SelectSeparator` children instead (or after). */
  options?: ReadonlyArray<SelectOption>;
  children?: ReactNode;
  /** Shown while nothing is chosen, e.g. `Select a service`. Values cannot be empty strings. */
  placeholder?: string;
  /** The chosen value (controlled). */
  value?: string;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Submitted with the form under this name (a hidden native select is rendered inside forms). */
  name?: string;
  /** The form this Select belongs to when it is not inside it. */
  form?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the Select invalid. Set automatically by a Field with an error. */
  invalid?: boolean;
  size?: (typeof styles.selectSizes)[number];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The trigger's id (prefer setting `id` on the Field). */
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Class name of the trigger. */
  className?: string;
  /** Ref to the trigger button. */
  ref?: Ref<HTMLButtonElement>;
};

const Chevron = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path
      d="m4 6 4 4 4-4"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const Check = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path
      d="m3.5 8.5 3 3 6-7"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * A single choice from a list (Radix Select): opens on click, Enter, Space or the arrow keys,
 * supports typeahead, and submits with forms through `name`. Label it with a `<Field>` or the
 * `label`/`hint`/`error` props.
 */
export function Select({ label, hint, error, ...props }: SelectProps) {
  return (
    <FieldShorthand
      label={label}
      hint={hint}
      error={error}
      required={props.required}
      disabled={props.disabled}
      id={props.id}
    >
      <SelectControl {...props} />
    </FieldShorthand>
  );
}

function SelectControl({
  options,
  children,
  placeholder,
  size,
  invalid: invalidProp,
  id,
  required,
  disabled,
  className,
  ref,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  ...rootProps
}: Omit<SelectProps, keyof FieldShorthandProps>) {
  const { invalid, ...wiring } = useFieldControl({
    id,
    required,
    disabled,
    invalid: invalidProp,
    'aria-describedby': describedBy,
  });
  return (
    <RadixSelect.Root required={wiring.required} disabled={wiring.disabled} {...rootProps}>
      <RadixSelect.Trigger
        ref={ref}
        id={wiring.id}
        aria-label={ariaLabel}
        aria-describedby={wiring['aria-describedby']}
        aria-invalid={wiring['aria-invalid']}
        className={cx(controlBox({ size }), styles.trigger, className)}
        data-invalid={invalid || undefined}
        data-disabled={wiring.disabled || undefined}
      >
        {/* Radix Value drops className, so a wrapper carries the truncation and placeholder colour. */}
        <span className={styles.value}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className={styles.chevron}>
          <Chevron />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} className={styles.content}>
          <RadixSelect.ScrollUpButton className={styles.scrollButton}>
            <span className={styles.flipped}>
              <Chevron />
            </span>
          </RadixSelect.ScrollUpButton>
          <RadixSelect.Viewport className={styles.viewport}>
            {options?.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </SelectItem>
            ))}
            {children}
          </RadixSelect.Viewport>
          <RadixSelect.ScrollDownButton className={styles.scrollButton}>
            <Chevron />
          </RadixSelect.ScrollDownButton>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

export type SelectItemProps = {
  /** Submitted and reported value; must not be an empty string. */
  value: string;
  /** The visible label (also used by typeahead). */
  children: ReactNode;
  disabled?: boolean;
  className?: string;
};

/** One option of a Select, for composing options by hand. */
export function SelectItem({ value, children, disabled, className }: SelectItemProps) {
  return (
    <RadixSelect.Item value={value} disabled={disabled} className={cx(styles.item, className)}>
      <RadixSelect.ItemIndicator className={styles.itemIndicator}>
        <Check />
      </RadixSelect.ItemIndicator>
      <RadixSelect.ItemText>{children}</RadixSelect.ItemText>
    </RadixSelect.Item>
  );
}

export type SelectGroupProps = {
  /** The group's visible heading, which also names the group for screen readers. */
  label: ReactNode;
  children: ReactNode;
};

/** A labelled group of SelectItems. */
export function SelectGroup({ label, children }: SelectGroupProps) {
  return (
    <RadixSelect.Group>
      <RadixSelect.Label className={styles.groupLabel}>{label}</RadixSelect.Label>
      {children}
    </RadixSelect.Group>
  );
}

/** A line between groups of SelectItems. */
export function SelectSeparator() {
  return <RadixSelect.Separator className={styles.separator} />;
}
