import * as RadixSlider from '@radix-ui/react-slider';
import { useId } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Slider.css';

export type SliderProps = {
  /** The visible label, which also names the thumb for assistive technology. */
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Arrow keys move one step; Page Up and Page Down ten. */
  step?: number;
  /** The spoken value, e.g. `30 %`; the number itself when absent. */
  valueText?: string;
  /** Shown after the label, e.g. `30 %`. */
  valueLabel?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * One value on a track, on Radix Slider: pointer drag, arrow keys (one step), Page Up/Down (ten
 * steps), Home and End. The label sits above the track with the current value beside it.
 */
export function Slider({
  label,
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  valueText,
  valueLabel,
  disabled,
  className,
}: SliderProps) {
  const labelId = useId();
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {valueLabel ? (
          <span className={styles.value} aria-hidden="true">
            {valueLabel}
          </span>
        ) : null}
      </div>
      <RadixSlider.Root
        className={styles.root}
        min={min}
        max={max}
        step={step}
        value={[value]}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) onValueChange(next);
        }}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          className={styles.thumb}
          aria-labelledby={labelId}
          aria-valuetext={valueText}
        />
      </RadixSlider.Root>
    </div>
  );
}
