import { PauseIcon, PlayIcon } from '@radix-ui/react-icons';
import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { cx } from '../_internal/cx';
import { intentLoader } from '../_internal/intentLoader';
import { ResponsiveImg, type ImageSource } from '../_internal/ResponsiveImg';
import { formatTime, useAudioPreview, type PreviewTrack } from '../AudioPreview';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import type { TrackRowSliderProps } from './TrackRowSlider';
import { TrackRowSliderStandIn } from './TrackRowSliderStandIn';
import * as styles from './TrackRow.css';

type SliderPart = ComponentType<TrackRowSliderProps>;
/** Radix Slider's code (the playing row's progress), loaded once on the first sign of intent. */
const { load: loadSlider, loaded: loadedSliderNow } = intentLoader<SliderPart>(() =>
  import('./TrackRowSlider').then((module) => module.TrackRowSlider),
);

/** A track of the library. Extra fields of the app's track are ignored. */
export type Track = PreviewTrack & {
  artist: string;
  genre: string;
  /** The listed length: `m:ss` text, or seconds. */
  duration: string | number;
  /**
   * The preview clip's length (`m:ss` text, or seconds) when the content knows it; otherwise the
   * row shows the clip's own length once its metadata has loaded.
   */
  previewDuration?: string | number;
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
  /**
   * Where the square crop of a non-square cover centres, as CSS `object-position` (`30% 20%`):
   * the image's focal point, so the face or the instrument stays in the square.
   */
  coverPosition?: string;
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
  /** The preview clip's length beside the button (default `Preview 0:18`). */
  previewLength: (length: string) => string;
};

const defaultLabels: TrackRowLabels = {
  genre: 'Genre: ',
  duration: 'Duration: ',
  elapsed: 'Elapsed ',
  remaining: 'Remaining ',
  position: (title) => `Playback position, ${title}`,
  positionValue: (elapsed, total) => `${elapsed} of ${total}`,
  previewLength: (length) => `Preview ${length}`,
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
 * The slider's code loads on the first sign of intent on the row (pointer over, focus, touch, a
 * press); a clip that plays before it arrives gets a stand-in that looks and seeks the same.
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
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: TrackRowProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const preview = useAudioPreview();
  const status = preview.getStatus(track.id);
  const isPlaying = status === 'playing';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sliderFocused = useRef(false);
  const label = status === 'loading' ? loadingLabel : isPlaying ? pauseLabel : playLabel;
  const asText = (length: string | number) =>
    typeof length === 'number' ? formatTime(length) : length;
  const listedDuration = asText(track.duration);
  // The clip's own length wins: the content's figure may be older than the file.
  const clipLength = preview.getClipLength(track.id) ?? track.previewDuration;
  const elapsed = isPlaying ? preview.currentTime : 0;
  const total = isPlaying ? preview.duration : 0;

  // Radix Slider takes over from the stand-in between interactions, never during one: at once
  // when it arrives, or once focus has left the stand-in's thumb, so focus never has to move.
  // (An initialiser: a component passed directly would be called as one.)
  const [Slider, setSlider] = useState<SliderPart | undefined>(() => loadedSliderNow());
  const takeOverWhenIdle = () => {
    const loaded = loadedSliderNow();
    if (loaded && !sliderFocused.current) setSlider(() => loaded);
  };
  const prepareSlider = () => {
    if (!Slider) loadSlider().then(takeOverWhenIdle, () => undefined);
  };
  const SliderOrStandIn = Slider ?? TrackRowSliderStandIn;

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
      // The app's own handlers run first.
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prepareSlider();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prepareSlider();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prepareSlider();
      }}
    >
      {track.coverArt ? (
        <ResponsiveImg
          className={styles.cover}
          src={track.coverArt}
          srcSet={track.coverSrcSet}
          sources={track.coverSources}
          alt={track.coverAlt ?? `Cover art of ${track.title}`}
          style={track.coverPosition ? { objectPosition: track.coverPosition } : undefined}
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
      <div className={styles.actionCell}>
        {clipLength !== undefined ? (
          <span className={styles.previewLength}>{labels.previewLength(asText(clipLength))}</span>
        ) : null}
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
          onClick={() => {
            prepareSlider();
            preview.toggle(track);
          }}
        >
          {label}
        </Button>
      </div>
      {isPlaying ? (
        <div className={styles.progress}>
          <span className={styles.time}>
            <VisuallyHidden>{labels.elapsed}</VisuallyHidden>
            {formatTime(elapsed)}
          </span>
          <SliderOrStandIn
            elapsed={elapsed}
            total={total}
            label={labels.position(track.title)}
            valueText={labels.positionValue(formatTime(elapsed), formatTime(total))}
            onSeek={preview.seek}
            onFocusChange={(focused) => {
              sliderFocused.current = focused;
              if (!focused) takeOverWhenIdle();
            }}
          />
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
