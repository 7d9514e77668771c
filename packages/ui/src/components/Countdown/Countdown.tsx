import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Countdown.css';

export const countdownUnits = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof countdownUnits)[number];

/** Whole days, hours, minutes and seconds left, and the total in whole seconds. */
export type CountdownRemaining = Record<CountdownUnit, number> & { totalSeconds: number };

/**
 * What is left from `now` to `target`, rounded up to the whole second so that the countdown
 * reads 00:00:00:00 exactly when the target is reached (and never before). Never negative.
 */
export function getRemaining(target: Date, now: Date | number): CountdownRemaining {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const totalSeconds = Math.max(0, Math.ceil((target.getTime() - nowMs) / 1000));
  return {
    totalSeconds,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

const defaultUnitLabels: Record<CountdownUnit, string> = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The default summary: minutes precision, so it changes at most once a minute. */
export const defaultCountdownSummary = ({ days, hours, minutes }: CountdownRemaining) =>
  `${plural(days, 'day')}, ${plural(hours, 'hour')} and ${plural(minutes, 'minute')} left`;

const pad = (value: number) => String(value).padStart(2, '0');

export type CountdownProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The moment the countdown reaches zero. */
  target: Date;
  /**
   * The time the first render counts from. Pass the same value to the server (prerender) and the
   * client so hydration matches; the clock takes over once mounted. Without it the digits show
   * `placeholder` until mounted.
   */
  now?: Date;
  /** The timer's accessible name, e.g. `Time until launch`. */
  label: string;
  /** The visible word under each number. Defaults to Days, Hours, Minutes, Seconds. */
  unitLabels?: Partial<Record<CountdownUnit, string>>;
  /** Shown in place of each number before the clock is known (no `now`, not yet mounted). */
  placeholder?: string;
  /**
   * Adds a polite live region with a summary at minute precision (`formatSummary`), so screen
   * readers hear the time left at most once a minute. The timer itself is never announced.
   */
  announceSummary?: boolean;
  /** Words of the summary. Only called when `announceSummary` is set. */
  formatSummary?: (remaining: CountdownRemaining) => string;
  /** Shown under the numbers, and announced politely, once the target is reached. */
  completeText?: ReactNode;
  /** Called once when the countdown reaches zero (also at mount when the target has passed). */
  onComplete?: () => void;
};

/**
 * Days, hours, minutes and seconds to a target time, ticking every second. It is a
 * `role="timer"` named by `label` with `aria-live="off"`: a screen reader reads it when asked,
 * never every second. `announceSummary` adds a polite summary that changes at most once a minute.
 *
 * Server rendering: give `now` (the same value on server and client) or let the digits show the
 * placeholder until mounted; either way the markup the server writes is what hydration expects.
 * Under reduced motion the digits change without their small drop.
 */
export function Countdown({
  target,
  now,
  label,
  unitLabels,
  placeholder = '--',
  announceSummary = false,
  formatSummary = defaultCountdownSummary,
  completeText,
  onComplete,
  className,
  ...props
}: CountdownProps) {
  const [clock, setClock] = useState<number | null>(() => now?.getTime() ?? null);
  const targetTime = target.getTime();
  const remaining = clock === null ? null : getRemaining(target, clock);
  const complete = remaining !== null && remaining.totalSeconds === 0;

  useEffect(() => {
    const tick = () => {
      const current = Date.now();
      setClock(current);
      if (current >= targetTime) window.clearInterval(id);
    };
    const id = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(id);
  }, [targetTime]);

  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });
  const completedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!complete || completedFor.current === targetTime) return;
    completedFor.current = targetTime;
    onCompleteRef.current?.();
  }, [complete, targetTime]);

  const labels = { ...defaultUnitLabels, ...unitLabels };
  return (
    <div
      className={cx(styles.root, className)}
      data-state={complete ? 'complete' : 'running'}
      {...props}
    >
      <div
        role="timer"
        aria-label={label}
        aria-live="off"
        aria-busy={remaining === null || undefined}
        className={styles.units}
      >
        {countdownUnits.map((unit) => {
          const value = remaining === null ? placeholder : pad(remaining[unit]);
          return (
            <div key={unit} className={styles.unit} data-unit={unit}>
              {/* Keyed by value so each change replays the tick (none under reduced motion). */}
              <span key={value} className={styles.value}>
                {value}
              </span>
              <span className={styles.unitLabel}>{labels[unit]}</span>
            </div>
          );
        })}
      </div>
      {/* One polite region for both: the minute summary (read only) and the visible end text. */}
      <div role="status">
        {announceSummary && remaining !== null && !complete ? (
          <VisuallyHidden>{formatSummary(remaining)}</VisuallyHidden>
        ) : null}
        {complete && completeText ? <p className={styles.completeText}>{completeText}</p> : null}
      </div>
    </div>
  );
}
