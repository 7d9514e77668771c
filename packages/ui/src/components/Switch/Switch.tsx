import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChoiceText } from '../_internal/ChoiceText';
import { cx } from '../_internal/cx';
import * as styles from './Switch.css';
import type { AsChildProp } from '../_internal/asChildProp';

export type SwitchProps = Omit<ComponentPropsWithRef<typeof RadixSwitch.Root>, 'children'> &
  AsChildProp & {
    /** On or off (controlled); pair with `onCheckedChange`. */
    checked?: boolean;
    /** Whether it starts on (uncontrolled). */
    defaultChecked?: boolean;
    /** Called with the new state when it is flipped. */
    onCheckedChange?: (checked: boolean) => void;
    /** Must be on before the form submits. */
    required?: boolean;
    /** Cannot be flipped; with `checked` for a setting that is always on. */
    disabled?: boolean;
    /** The visible label (the setting's name); clicking it flips the switch too. */
    label: ReactNode;
    /** Extra text under the label, read as the switch's description. */
    description?: ReactNode;
    /**
     * Short visible text beside the track, e.g. `Always on` for a locked setting. Decorative when
     * the state is already clear; screen readers get the state from the switch itself.
     */
    stateLabel?: ReactNode;
    /** Class name of the outer row. */
    className?: string;
  };

/**
 * An on/off setting that applies at once (Radix Switch), such as a cookie category. For a choice
 * submitted later with a form, a Checkbox is clearer. A `disabled` switch cannot change: use
 * `disabled` with `checked` for settings that are always on.
 */
export function Switch({
  label,
  description,
  stateLabel,
  id,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `switch-${generatedId}`;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled || undefined}>
      <ChoiceText
        controlId={switchId}
        descriptionId={descriptionId}
        label={label}
        description={description}
        labelClassName={styles.label}
      />
      <span className={styles.control}>
        {stateLabel ? (
          <span className={styles.stateText} aria-hidden="true">
            {stateLabel}
          </span>
        ) : null}
        <RadixSwitch.Root
          id={switchId}
          className={styles.track}
          disabled={disabled}
          aria-describedby={
            [description ? descriptionId : null, describedBy].filter(Boolean).join(' ') || undefined
          }
          {...props}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      </span>
    </div>
  );
}
