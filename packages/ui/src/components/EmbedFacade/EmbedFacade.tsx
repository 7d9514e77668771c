import { Cross2Icon, PlayIcon } from '@radix-ui/react-icons';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { ResponsiveImg, type ImageSource } from '../_internal/ResponsiveImg';
import * as styles from './EmbedFacade.css';

/** The poster drawn before the embed loads: a same-origin image, so nothing reaches the third party. */
export type EmbedFacadePoster = {
  src: string;
  srcSet?: string;
  /**
   * Other encodings, preferred when supported, e.g. AVIF beside a WebP `srcSet`; a source with a
   * `media` query (e.g. a phone width's files under `(max-width: 767.98px)`) is taken only where
   * it matches, so put it before the source without one.
   */
  sources?: ReadonlyArray<ImageSource>;
  sizes?: string;
  /** Alternative text; empty (decorative) by default because the title is written beside it. */
  alt?: string;
  width?: number;
  height?: number;
  /**
   * Where the poster's crop centres, as CSS `object-position` (`30% 20%`): the image's focal
   * point, so what matters stays in the frame at every width. The centre when absent.
   */
  objectPosition?: string;
};

/** The frame's state once requested (drawn as `data-state` on the frame's wrapper). */
export type EmbedFacadeState = 'loading' | 'loaded' | 'error';

export type EmbedFacadeProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> & {
  /** The embed's URL (a player page of the third party). Requested only once the facade is activated or `consented`. */
  src: string;
  /** Names the frame for assistive technology and is written on the facade. */
  title: string;
  /** A line under the title on the facade, e.g. the artist. */
  subtitle?: ReactNode;
  /** Height of the frame and the facade in CSS pixels (e.g. 352 for a track player, 315 for a video). */
  height: number;
  /** The frame's permissions policy, e.g. `autoplay; encrypted-media; picture-in-picture`. */
  allow?: string;
  /** Poster image of the facade; a tinted tile when absent. */
  poster?: EmbedFacadePoster;
  /** When true the frame loads at once (e.g. the visitor accepted marketing cookies). */
  consented?: boolean;
  /** Controlled: whether the frame is shown. */
  active?: boolean;
  /** Whether the frame is shown at first when uncontrolled. */
  defaultActive?: boolean;
  /** Called when the visitor activates the facade (`true`) or closes the frame (`false`). */
  onActiveChange?: (active: boolean) => void;
  /** Accessible name of the play button. Defaults to `Play {title}`. */
  playLabel?: string;
  /** A short line on the facade saying what a click loads, e.g. which service and its cookies. */
  notice?: ReactNode;
  /** When given, a × button with this accessible name closes the frame and returns to the facade. */
  closeLabel?: string;
  /** Shown over the frame until it loads or `loadingTimeout` passes. */
  loadingText?: ReactNode;
  /** Milliseconds after which the loading text gives way to the frame even without a load event. */
  loadingTimeout?: number;
  /** Replaces the frame when it reports an error. */
  errorText?: ReactNode;
  /** Called once the frame has loaded. */
  onLoad?: () => void;
  /** Called when the frame reports an error. */
  onError?: () => void;
  /** `lazy` (default) lets the browser wait until the frame nears the viewport. */
  loading?: 'lazy' | 'eager';
};

/**
 * A lightweight stand-in for a third-party player (a streaming track, a video): a poster, the
 * title and a play button. Nothing is requested from the third party until the visitor activates
 * it or the app says the visitor consented; then the app's frame (`src`, `title`, `height`,
 * `allow`) replaces it and receives focus. Works controlled (`active`) so a page can keep one
 * frame playing at a time.
 */
export function EmbedFacade({
  src,
  title,
  subtitle,
  height,
  allow,
  poster,
  consented = false,
  active: activeProp,
  defaultActive = false,
  onActiveChange,
  playLabel,
  notice,
  closeLabel,
  loadingText,
  loadingTimeout = 5000,
  errorText,
  onLoad,
  onError,
  loading = 'lazy',
  className,
  style,
  ...props
}: EmbedFacadeProps) {
  const [activated, setActivated] = useControllableState({
    prop: activeProp,
    defaultProp: defaultActive,
    onChange: onActiveChange,
    caller: 'EmbedFacade',
  });
  const showFrame = activated || (consented && activeProp === undefined);
  const playRef = useRef<HTMLButtonElement>(null);
  // Focus follows a click into the frame, and back to the play button when the frame closes.
  const focusTarget = useRef<'play' | null>(null);
  const [focusFrame, setFocusFrame] = useState(false);

  useEffect(() => {
    if (!showFrame && focusTarget.current === 'play') {
      focusTarget.current = null;
      playRef.current?.focus();
    }
  }, [showFrame]);

  const activate = () => {
    setFocusFrame(true);
    setActivated(true);
  };
  const close = () => {
    focusTarget.current = 'play';
    setFocusFrame(false);
    setActivated(false);
  };

  return (
    <div
      {...props}
      className={cx(styles.root, className)}
      data-state={showFrame ? 'active' : 'idle'}
      style={{ ...assignInlineVars({ [styles.heightVar]: `${height}px` }), ...style }}
    >
      {showFrame ? (
        <EmbedFrame
          src={src}
          title={title}
          height={height}
          allow={allow}
          loading={loading}
          loadingText={loadingText}
          loadingTimeout={loadingTimeout}
          errorText={errorText}
          onLoad={onLoad}
          onError={onError}
          focusOnMount={focusFrame}
        />
      ) : (
        <div className={styles.facade}>
          {poster ? (
            <ResponsiveImg
              className={styles.poster}
              src={poster.src}
              srcSet={poster.srcSet}
              sources={poster.sources}
              sizes={poster.sizes}
              alt={poster.alt ?? ''}
              width={poster.width}
              height={poster.height}
              style={poster.objectPosition ? { objectPosition: poster.objectPosition } : undefined}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <div className={styles.scrim} />
          <button
            ref={playRef}
            type="button"
            className={styles.play}
            aria-label={playLabel ?? `Play ${title}`}
            onClick={activate}
          >
            <span className={styles.playIcon}>
              <PlayIcon aria-hidden="true" focusable="false" />
            </span>
          </button>
          <div className={styles.caption}>
            <p className={styles.title}>{title}</p>
            {subtitle != null ? <p className={styles.subtitle}>{subtitle}</p> : null}
            {notice != null ? <p className={styles.notice}>{notice}</p> : null}
          </div>
        </div>
      )}
      {showFrame && closeLabel && activated ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
          <Cross2Icon aria-hidden="true" focusable="false" />
        </button>
      ) : null}
    </div>
  );
}

type EmbedFrameProps = Pick<
  EmbedFacadeProps,
  | 'src'
  | 'title'
  | 'height'
  | 'allow'
  | 'loading'
  | 'loadingText'
  | 'errorText'
  | 'onLoad'
  | 'onError'
> & { loadingTimeout: number; focusOnMount: boolean };

/** The third-party frame; mounted only once the facade is activated, so its state starts fresh. */
function EmbedFrame({
  src,
  title,
  height,
  allow,
  loading,
  loadingText,
  loadingTimeout,
  errorText,
  onLoad,
  onError,
  focusOnMount,
}: EmbedFrameProps) {
  const [state, setState] = useState<EmbedFacadeState>('loading');
  const [timedOut, setTimedOut] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (focusOnMount) frameRef.current?.focus();
    // Only on mount: a later re-render must not pull focus back into the frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), loadingTimeout);
    return () => window.clearTimeout(timer);
  }, [loadingTimeout]);

  // React attaches no `error` handler to frames, so listen natively (a refused or blocked frame).
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const handleError = () => {
      setState('error');
      onErrorRef.current?.();
    };
    element.addEventListener('error', handleError);
    return () => element.removeEventListener('error', handleError);
  }, []);

  if (state === 'error' && errorText != null) {
    return (
      <p className={styles.message} role="alert" data-state={state}>
        {errorText}
      </p>
    );
  }
  return (
    <>
      <iframe
        ref={frameRef}
        className={styles.frame}
        data-state={state}
        src={src}
        title={title}
        height={height}
        width="100%"
        allow={allow}
        allowFullScreen
        loading={loading}
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => {
          setState('loaded');
          onLoad?.();
        }}
      />
      {state === 'loading' && !timedOut && loadingText != null ? (
        <p className={styles.loading} role="status">
          {loadingText}
        </p>
      ) : null}
    </>
  );
}
