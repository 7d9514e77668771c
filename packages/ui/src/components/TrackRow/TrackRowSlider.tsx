import * as Slider from '@radix-ui/react-slider';
import { sliderRange } from './TrackRowSliderStandIn';
import * as sliderStyles from '../Slider/Slider.css';
import * as styles from './TrackRow.css';

export type TrackRowSliderProps = {
  /** Seconds played. */
  elapsed: number;
  /** Length of the clip in seconds, `0` until known (the slider is disabled until then). */
  total: number;
  /** The thumb's accessible name. */
  label: string;
  /** The thumb's spoken value, e.g. `1:05 of 3:20`. */
  valueText: string;
  onSeek: (seconds: number) => void;
  /** Focus came to the thumb (`true`) or left it. */
  onFocusChange: (focused: boolean) => void;
};

/**
 * The playing row's progress on Radix Slider (pointer drag, arrow keys, Page Up/Down, Home and
 * End). Its own module, which TrackRow loads on the first sign of intent on the row; until then
 * TrackRow draws the same markup itself.
 */
export function TrackRowSlider({
  elapsed,
  total,
  label,
  valueText,
  onSeek,
  onFocusChange,
}: TrackRowSliderProps) {
  const { min, max, value, disabled } = sliderRange(elapsed, total);
  return (
    <Slider.Root
      className={styles.sliderRoot}
      min={min}
      max={max}
      step={1}
      value={[value]}
      disabled={disabled}
      onValueChange={([seconds]) => {
        if (seconds !== undefined) onSeek(seconds);
      }}
    >
      <Slider.Track className={sliderStyles.track}>
        <Slider.Range className={sliderStyles.range} />
      </Slider.Track>
      <Slider.Thumb
        className={sliderStyles.thumb}
        aria-label={label}
        aria-valuetext={valueText}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      />
    </Slider.Root>
  );
}
