import { PauseIcon, PlayIcon } from '@radix-ui/react-icons';
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { ResponsiveImg, type ImageSource } from '../_internal/ResponsiveImg';
import { formatTime, useAudioPreview, type PreviewTrack } from '../AudioPreview';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TrackRow.css';

/** A track of the library. Extra fields of the app's track are ignored. */
export type Track = PreviewTrack & {
  artist: string;
  genre: string;
  /** The listed length: `m:ss` text, or seconds. */
  duration: string | number;
  /** Cover image URL; drawn at `coverSize` with its intrinsic size so nothing shifts. */
  coverArt?: string;
  /**
   * The cover at other densities (`srcset` with `1x`/`2x` descriptors), so a row loads a file of
   * the size it shows rather than a large one.
   */
  coverSrcSet?: string;
  /** Other encodings of the cover, preferred when supported, e.g. AVIF beside a WebP `coverSrcSet`. */
  coverSources?: ReadonlyArray<ImageSource>;
  /** Alternative text of the cover. Defaults to `Cover art of {title}`. */
  coverAlt?: string;
};

/** Words the row prints or speaks besides the button's, for other languages. */
export type TrackRowLabels = {
  /** Read before the genre (default `Genre: `). */
  genre: string;
  /** Read before the listed length (default `Duration: `). */
  duration: string;
  /** Read before the elapsed time while it plays (default `Elapsed `). */
  elapsed: string;
  /** Read before the remaining time while it plays (default `Remaining `). */
  remaining: string;
  /** The progress slider's name (default `Playback position, {title}`). */
  position: (title: string) => string;
  /** The progress slider's spoken value (default `1:05 of 3:20`). */
  positionValue: (elapsed: string, total: string) => string;
};

const defaultLabels: TrackRowLabels = {
  genre: 'Genre: ',
  duration: 'Duration: ',
  elapsed: 'Elapsed ',
  remaining: 'Remaining ',
  position: (title) => `Playback position, ${title}`,
  positionValue: (elapsed, total) => `${elapsed} of ${total}`,
};

export type TrackRowProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The track to show and preview. */
  track: Track;
  /** The idle label of the button: `Play` on the track library, `Preview` on the new-release page. */
  playLabel?: string;
  /** The label while the preview loads (default `Loading...`). */
  loadingLabel?: string;
  /** The label while it plays (default `Pause`). */
  pauseLabel?: string;
  /** The screen-reader words around the genre, duration and progress, e.g. for another language. */
  labels?: Partial<TrackRowLabels>;
  /** Intrinsic pixel size of the cover image (the `width`/`height` attributes). */
  coverSize?: number;
  /** `lazy` (default) for long lists; `eager` for a row above the fold. */
  coverLoading?: 'lazy' | 'eager';
  /** A line under the row, announced as an alert, e.g. that this track's preview cannot play. */
  message?: ReactNode;
};

/**
 * One track of a library: cover art, title, artist, genre, duration and a preview button that
 * reads `Play`, `Loading...` or `Pause`. While it plays, a progress bar
 * (an ARIA slider: arrow keys, Page Up/Down, Home and End seek) shows elapsed and remaining time.
 * Must be inside `AudioPreviewProvider`, which keeps one preview playing per page.
 */
export function TrackRow({
  track,
  playLabel = 'Play',
  loadingLabel = 'Loading...',
  pauseLabel = 'Pause',
  labels: labelsProp,
  coverSize = 64,
  coverLoading = 'lazy',
  message,
  className,
  ...props
}: TrackRowProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const preview = useAudioPreview();
  const status = preview.getStatus(track.id);
  const isPlaying = status === 'playing';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sliderFocused = useRef(false);
  const label = status === 'loading' ? loadingLabel : isPlaying ? pauseLabel : playLabel;
  const listedDuration =
    typeof track.duration === 'number' ? formatTime(track.duration) : track.duration;
  const elapsed = isPlaying ? preview.currentTime : 0;
  const total = isPlaying ? preview.duration : 0;

  // The slider disappears when the clip stops; keep keyboard users on the row's button.
  useEffect(() => {
    if (!isPlaying && sliderFocused.current) {
      sliderFocused.current = false;
      buttonRef.current?.focus();
    }
  }, [isPlaying]);

  return (
    <div
      {...props}
      className={cx(styles.root, className)}
      data-state={status}
      data-message={message != null ? '' : undefined}
    >
      {track.coverArt ? (
        <ResponsiveImg
          className={styles.cover}
          src={track.coverArt}
          srcSet={track.coverSrcSet}
          sources={track.coverSources}
          alt={track.coverAlt ?? `Cover art of ${track.title}`}
          width={coverSize}
          height={coverSize}
          loading={coverLoading}
          decoding="async"
        />
      ) : (
        <span className={styles.cover} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <p className={styles.title} title={track.title}>
          {track.title}
        </p>
        <p className={styles.artist} title={track.artist}>
          {track.artist}
        </p>
      </div>
      <span className={styles.genre}>
        <VisuallyHidden>{labels.genre}</VisuallyHidden>
        {track.genre}
      </span>
      <span className={styles.duration}>
        <VisuallyHidden>{labels.duration}</VisuallyHidden>
        {listedDuration}
      </span>
      <Button
        ref={buttonRef}
        variant={status === 'idle' ? 'secondary' : 'primary'}
        className={styles.action}
        // The visible label starts the accessible name (WCAG 2.5.3), the title tells rows apart.
        aria-label={`${label} ${track.title}`}
        startIcon={
          status === 'loading' ? (
            <Spinner size="sm" label="" />
          ) : isPlaying ? (
            <PauseIcon className={styles.icon} aria-hidden="true" focusable="false" />
          ) : (
            <PlayIcon className={styles.icon} aria-hidden="true" focusable="false" />
          )
        }
        onClick={() => preview.toggle(track)}
      >
        {label}
      </Button>
      {isPlaying ? (
        <div className={styles.progress}>
          <span className={styles.time}>
            <VisuallyHidden>{labels.elapsed}</VisuallyHidden>
            {formatTime(elapsed)}
          </span>
          <Slider.Root
            className={styles.sliderRoot}
            min={0}
            max={Math.max(total, 1)}
            step={1}
            value={[Math.min(elapsed, Math.max(total, 1))]}
            disabled={total === 0}
            onValueChange={([seconds]) => {
              if (seconds !== undefined) preview.seek(seconds);
            }}
          >
            <Slider.Track className={styles.sliderTrack}>
              <Slider.Range className={styles.sliderRange} />
            </Slider.Track>
            <Slider.Thumb
              className={styles.sliderThumb}
              aria-label={labels.position(track.title)}
              aria-valuetext={labels.positionValue(formatTime(elapsed), formatTime(total))}
              onFocus={() => {
                sliderFocused.current = true;
              }}
              onBlur={() => {
                sliderFocused.current = false;
              }}
            />
          </Slider.Root>
          <span className={styles.time}>
            <VisuallyHidden>{labels.remaining}</VisuallyHidden>
            <span aria-hidden="true">-</span>
            {formatTime(Math.ceil(total - elapsed))}
          </span>
        </div>
      ) : null}
      {message != null ? (
        <p className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
