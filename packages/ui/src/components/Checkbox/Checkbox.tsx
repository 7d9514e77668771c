import { CheckIcon, MinusIcon } from '@radix-ui/react-icons';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChoiceText } from '../_internal/ChoiceText';
import { cx } from '../_internal/cx';
import * as styles from './Checkbox.css';
import type { AsChildProp } from '../_internal/asChildProp';

export type CheckboxProps = Omit<ComponentPropsWithRef<typeof RadixCheckbox.Root>, 'children'> &
  AsChildProp & {
    /** Checked, unchecked or `'indeterminate'` (controlled); pair with `onCheckedChange`. */
    checked?: boolean | 'indeterminate';
    /** Whether it starts checked (uncontrolled). */
    defaultChecked?: boolean | 'indeterminate';
    /** Called with the new state when it is toggled. */
    onCheckedChange?: (checked: boolean | 'indeterminate') => void;
    /** Must be checked before the form submits (terms); announced by screen readers. */
    required?: boolean;
    /** Cannot be toggled; dims the row. */
    disabled?: boolean;
    /** The visible label; clicking it toggles the box too. */
    label: ReactNode;
    /** Extra text under the label, read as the checkbox's description. */
    description?: ReactNode;
    /** Marks the checkbox invalid (e.g. terms not accepted) with `aria-invalid`. */
    invalid?: boolean;
    /** Class name of the outer row. */
    className?: string;
  };

const Check = () => (
  <CheckIcon className={styles.checkIcon} width="16" height="16" aria-hidden="true" />
);

const Dash = () => (
  <MinusIcon className={styles.dashIcon} width="14" height="14" aria-hidden="true" />
);

/**
 * A labelled checkbox (Radix Checkbox): on/off, or `checked="indeterminate"` for a "some of
 * these" parent. Submits with forms through `name` and `value`.
 *
 * A labelled checkbox (Radix Checkbox) for independent yes/no choices submitted with a form:
 * agreeing to terms, subscribing, picking several services. For a setting that applies at once use
 * a Switch; for one choice out of several, a Select. `checked="indeterminate"` marks a parent
 * whose children are partly chosen.
 *
 * **Accessibility:** role `checkbox` named by its label (clicking the label toggles it too); Space
 * toggles; indeterminate is announced as "mixed"; the description is read after the name. Inside a
 * `<form>` a hidden native input submits `name`=`value` (default `on`). On phones the row is at
 * least 48px tall.
 */
export function Checkbox({
  label,
  description,
  invalid = false,
  id,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? `checkbox-${generatedId}`;
  const descriptionId = `${checkboxId}-description`;
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled || undefined}>
      <RadixCheckbox.Root
        id={checkboxId}
        className={styles.box}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        data-invalid={invalid || undefined}
        aria-describedby={
          [description ? descriptionId : null, describedBy].filter(Boolean).join(' ') || undefined
        }
        {...props}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          <Check />
          <Dash />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <ChoiceText
        controlId={checkboxId}
        descriptionId={descriptionId}
        label={label}
        description={description}
        labelClassName={styles.label}
      />
    </div>
  );
}
