import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { TrackRowSliderProps } from './TrackRowSlider';
import * as sliderStyles from '../Slider/Slider.css';
import * as styles from './TrackRow.css';

/** The bounds the row's progress slider uses: never an empty range, the value within it. */
export function sliderRange(elapsed: number, total: number) {
  const max = Math.max(total, 1);
  return { min: 0, max, value: Math.min(elapsed, max), disabled: total === 0 };
}

/** Seconds each key moves, as Radix Slider does with a step of 1 (Page keys move ten steps). */
const keySteps: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * The progress slider before Radix Slider's code has loaded: the markup Radix renders once
 * mounted (attribute for attribute, the thumb kept inside the track's ends the same way), so
 * nothing moves when Radix takes over, with just enough behaviour that a key or a press made
 * during the load seeks as it will afterwards: arrow keys, Page Up/Down, Home and End on the
 * thumb, and a press on the bar seeks to that point.
 */
export function TrackRowSliderStandIn({
  elapsed,
  total,
  label,
  valueText,
  onSeek,
  onFocusChange,
}: TrackRowSliderProps) {
  const { min, max, value, disabled } = sliderRange(elapsed, total);
  const thumbRef = useRef<HTMLSpanElement>(null);
  const [thumbWidth, setThumbWidth] = useState(0);
  useLayoutEffect(() => {
    setThumbWidth(thumbRef.current?.offsetWidth ?? 0);
  }, []);
  const percent = Math.min(Math.max((100 / (max - min)) * (value - min), 0), 100);
  // Radix's in-bounds offset: the thumb's centre moves from half its width in to half its width
  // in from the other end, so the thumb never overhangs the bar.
  const half = thumbWidth / 2;
  const inBounds = thumbWidth ? half - (half / 50) * percent : 0;
  const seek = (seconds: number) => onSeek(Math.min(Math.max(seconds, min), max));

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (disabled) return;
    const steps = keySteps[event.key];
    if (event.key === 'Home') seek(min);
    else if (event.key === 'End') seek(max);
    else if (steps !== undefined) seek(value + steps * (event.shiftKey ? 10 : 1));
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    thumbRef.current?.focus();
    if (thumbRef.current?.contains(event.target as Node)) return;
    const bar = event.currentTarget.getBoundingClientRect();
    if (bar.width > 0)
      seek(Math.round(min + ((event.clientX - bar.left) / bar.width) * (max - min)));
  };

  return (
    <span
      dir="ltr"
      data-orientation="horizontal"
      aria-disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      className={styles.sliderRoot}
      style={{ '--radix-slider-thumb-transform': 'translateX(-50%)' } as CSSProperties}
      onPointerDown={onPointerDown}
    >
      <span
        data-disabled={disabled ? '' : undefined}
        data-orientation="horizontal"
        className={sliderStyles.track}
      >
        <span
          data-orientation="horizontal"
          data-disabled={disabled ? '' : undefined}
          className={sliderStyles.range}
          style={{ left: '0%', right: `${100 - percent}%` }}
        />
      </span>
      <span
        style={{
          transform: 'var(--radix-slider-thumb-transform)',
          position: 'absolute',
          left: `calc(${percent}% + ${inBounds}px)`,
        }}
      >
        {/* Like Radix's, a disabled thumb (the clip's length not yet known) leaves the tab order. */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <span
          ref={thumbRef}
          role="slider"
          aria-label={label}
          aria-valuemin={min}
          aria-valuenow={value}
          aria-valuemax={max}
          aria-orientation="horizontal"
          data-orientation="horizontal"
          data-disabled={disabled ? '' : undefined}
          tabIndex={disabled ? undefined : 0}
          className={sliderStyles.thumb}
          aria-valuetext={valueText}
          data-radix-collection-item=""
          onKeyDown={onKeyDown}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
        />
      </span>
    </span>
  );
}
