import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '@radix-ui/react-icons';
import * as RadixSelect from '@radix-ui/react-select';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
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
  /** Shown but cannot be chosen. */
  disabled?: boolean;
};

export type SelectProps = FieldShorthandProps & {
  /** The choices. Or pass `SelectItem`/`SelectGroup`/`SelectSeparator` children instead (or after). */
  options?: ReadonlyArray<SelectOption>;
  /** `SelectItem`, `SelectGroup` and `SelectSeparator` parts, after any `options`. */
  children?: ReactNode;
  /** Shown while nothing is chosen, e.g. `Select a service`. Values cannot be empty strings. */
  placeholder?: string;
  /** The chosen value (controlled). */
  value?: string;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the value chosen. */
  onValueChange?: (value: string) => void;
  /** Submitted with the form under this name (a hidden native select is rendered inside forms). */
  name?: string;
  /** The form this Select belongs to when it is not inside it. */
  form?: string;
  /** The browser autofill hint for the hidden native select, e.g. `country`. */
  autoComplete?: string;
  /** The choice must be made before the form submits; announced by screen readers. */
  required?: boolean;
  /** Disables the trigger; use sparingly and say why nearby. */
  disabled?: boolean;
  /** Marks the Select invalid. Set automatically by a Field with an error. */
  invalid?: boolean;
  /** Height and font size, as TextField: `sm`, `md` (default) or `lg`. */
  size?: (typeof styles.selectSizes)[number];
  /** Whether the list is open (controlled). */
  open?: boolean;
  /** Whether the list starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The trigger's id (prefer setting `id` on the Field). */
  id?: string;
  /** Names the trigger when there is no visible label (no Field, no `label`). */
  'aria-label'?: string;
  /** Ids of extra descriptions; a Field adds its hint and error itself. */
  'aria-describedby'?: string;
  /** Class name of the trigger. */
  className?: string;
  /** Ref to the trigger button. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * One choice from a short list (Radix Select), such as the service a client is interested in.
 * Pass `options` as `{ value, label }` objects, or compose `SelectItem`, `SelectGroup` and
 * `SelectSeparator` children. The empty choice is the `placeholder`: Radix values cannot be empty
 * strings. Inside a `<form>` it renders a hidden native select, so `name`, `required` and
 * `FormData` work. For more than about 15 options or free text, use a searchable combobox.
 *
 * The trigger is a `combobox` named by its label (a `<Field>` or the `label`/`hint`/`error`
 * props); Enter, Space and the arrow keys open the list, typing a letter jumps to a matching
 * option, Escape closes it and returns focus to the trigger.
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
  open: openProp,
  defaultOpen,
  onOpenChange,
  ...rootProps
}: Omit<SelectProps, keyof FieldShorthandProps>) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen ?? false,
    onChange: onOpenChange,
    caller: 'Select',
  });
  const { invalid, ...wiring } = useFieldControl({
    id,
    required,
    disabled,
    invalid: invalidProp,
    'aria-describedby': describedBy,
  });
  return (
    <RadixSelect.Root
      required={wiring.required}
      disabled={wiring.disabled}
      open={open}
      onOpenChange={setOpen}
      {...rootProps}
    >
      <RadixSelect.Trigger
        ref={ref}
        id={wiring.id}
        aria-label={ariaLabel}
        aria-describedby={wiring['aria-describedby']}
        aria-invalid={wiring['aria-invalid']}
        className={cx(controlBox({ size }), styles.trigger, className)}
        data-invalid={invalid || undefined}
        data-disabled={wiring.disabled || undefined}
        // While the list is open Radix hides the rest of the page (the trigger too) from assistive
        // technology and keeps focus in the list; out of the tab order the hidden trigger cannot
        // be reached either. Radix focuses it again on close, which tabIndex -1 still allows.
        tabIndex={open ? -1 : undefined}
      >
        {/* Radix Value drops className, so a wrapper carries the truncation and placeholder colour. */}
        <span className={styles.value}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className={styles.chevron}>
          <ChevronDownIcon aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} className={styles.content}>
          <RadixSelect.ScrollUpButton className={styles.scrollButton}>
            <ChevronUpIcon aria-hidden="true" />
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
            <ChevronDownIcon aria-hidden="true" />
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
  /** Shown but cannot be chosen; typeahead and arrow keys skip it. */
  disabled?: boolean;
  /** Class name of the option. */
  className?: string;
};

/** One option of a Select, for composing options by hand. */
export function SelectItem({ value, children, disabled, className }: SelectItemProps) {
  return (
    <RadixSelect.Item value={value} disabled={disabled} className={cx(styles.item, className)}>
      <RadixSelect.ItemIndicator className={styles.itemIndicator}>
        <CheckIcon aria-hidden="true" />
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
