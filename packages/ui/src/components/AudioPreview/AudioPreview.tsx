import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** What the provider needs to play a preview. `Track`-shaped objects from the app fit as they are. */
export type PreviewTrack = {
  /** Stable id: one preview per id plays at a time. */
  id: string;
  /** Used in error reports and accessible names. */
  title: string;
  /** The preview clip. When missing, the fallback is tried; when both are missing, `onError` fires. */
  previewUrl?: string;
  /** Tried once when `previewUrl` fails (for example a fallback sample keyed by track id). */
  fallbackUrl?: string;
};

/** Per-track playback state: idle → loading → playing → idle (ended or paused). */
export type AudioPreviewStatus = 'idle' | 'loading' | 'playing';

/** `missing-url`: the track has neither a preview nor a fallback URL; `unplayable`: both failed. */
export type AudioPreviewErrorReason = 'missing-url' | 'unplayable';

/** The error given to `onError`: the app turns it into its own alert text. */
export class AudioPreviewError extends Error {
  readonly reason: AudioPreviewErrorReason;
  readonly trackId: string;
  constructor(reason: AudioPreviewErrorReason, track: PreviewTrack, options?: { cause?: unknown }) {
    super(
      reason === 'missing-url'
        ? `No preview URL for "${track.title}"`
        : `The preview of "${track.title}" could not be played`,
      options,
    );
    this.name = 'AudioPreviewError';
    this.reason = reason;
    this.trackId = track.id;
  }
}

export type AudioPreviewContextValue = {
  /** Id of the track that is loading or playing, or `null`. */
  currentId: string | null;
  /** State of the current track (`idle` when nothing plays). */
  status: AudioPreviewStatus;
  /** Seconds into the current clip. */
  currentTime: number;
  /** Length of the current clip in seconds, `0` until known. */
  duration: number;
  /** Length in seconds of a track's clip, once its metadata has loaded on this page. */
  getClipLength: (trackId: string) => number | undefined;
  /** The state of any track: `idle` unless it is the current one. */
  getStatus: (trackId: string) => AudioPreviewStatus;
  /** Starts a preview, stopping any other first. */
  play: (track: PreviewTrack) => void;
  /** Stops and clears playback (a pause that forgets the position: the next Play starts from the beginning). */
  stop: () => void;
  /** Play when idle; stop when this track is loading or playing. What a play button calls. */
  toggle: (track: PreviewTrack) => void;
  /** Moves the current clip to `seconds`. */
  seek: (seconds: number) => void;
};

const AudioPreviewContext = createContext<AudioPreviewContextValue | null>(null);

export type AudioPreviewProviderProps = {
  children?: ReactNode;
  /**
   * Called when a preview cannot play: no URL at all, or the preview and the fallback both failed.
   * Show your text, e.g. `Audio preview not available for this track`.
   */
  onError?: (track: PreviewTrack, error: AudioPreviewError) => void;
  /** Makes the media element. Tests inject a fake one; defaults to `new Audio()`. */
  createAudio?: () => HTMLAudioElement;
};

type Attempt = { track: PreviewTrack; audio: HTMLAudioElement; detach: () => void };

const defaultCreateAudio = () => new Audio();

function seekMedia(audio: HTMLAudioElement, seconds: number) {
  audio.currentTime = seconds;
}

/**
 * Coordinates audio previews across a page: ONE plays at a time (starting another stops the
 * current one), a failed preview falls back once, and leaving the page (unmount or `pagehide`)
 * stops the sound. Wrap a page (or the app) once; TrackRow and TrackList read it with
 * `useAudioPreview()`.
 */
export function AudioPreviewProvider({
  children,
  onError,
  createAudio = defaultCreateAudio,
}: AudioPreviewProviderProps) {
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [status, setStatus] = useState<AudioPreviewStatus>('idle');
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  // Kept after the clip stops, so a row can go on telling how long its preview is.
  const [clipLengths, setClipLengths] = useState<ReadonlyMap<string, number>>(new Map());
  const attemptRef = useRef<Attempt | null>(null);
  // Latest callbacks without re-creating the controls on every render.
  const onErrorRef = useRef(onError);
  const createAudioRef = useRef(createAudio);
  useEffect(() => {
    onErrorRef.current = onError;
    createAudioRef.current = createAudio;
  });

  const release = useCallback(() => {
    const attempt = attemptRef.current;
    if (!attempt) return;
    attemptRef.current = null;
    // Listeners go first so our own pause is not mistaken for the listener pausing it.
    attempt.detach();
    attempt.audio.pause();
    attempt.audio.removeAttribute('src');
    attempt.audio.load();
  }, []);

  const stop = useCallback(() => {
    release();
    setCurrentId(null);
    setStatus('idle');
    setCurrentTime(0);
    setDuration(0);
  }, [release]);

  const play = useCallback(
    (track: PreviewTrack) => {
      const tryNext = (urls: string[], lastError?: unknown) => {
        release();
        const [url, ...rest] = urls;
        if (!url) {
          stop();
          onErrorRef.current?.(
            track,
            new AudioPreviewError(lastError === undefined ? 'missing-url' : 'unplayable', track, {
              cause: lastError,
            }),
          );
          return;
        }
        const audio = createAudioRef.current();
        const isCurrent = () => attemptRef.current?.audio === audio;
        const fail = (error: unknown) => {
          if (isCurrent()) tryNext(rest, error ?? new Error(`Could not load ${url}`));
        };
        const listeners: Record<string, (event: Event) => void> = {
          playing: () => setStatus('playing'),
          timeupdate: () => setCurrentTime(audio.currentTime),
          durationchange: () => {
            const known = Number.isFinite(audio.duration) ? audio.duration : 0;
            setDuration(known);
            if (known > 0) setClipLengths((lengths) => new Map(lengths).set(track.id, known));
          },
          ended: () => stop(),
          // Paused from outside (hardware keys, the OS media panel): back to idle.
          pause: () => stop(),
          error: () => fail(audio.error),
        };
        for (const [type, listener] of Object.entries(listeners))
          audio.addEventListener(type, listener);
        attemptRef.current = {
          track,
          audio,
          detach: () => {
            for (const [type, listener] of Object.entries(listeners))
              audio.removeEventListener(type, listener);
          },
        };
        setCurrentId(track.id);
        setStatus('loading');
        setCurrentTime(0);
        setDuration(0);
        audio.preload = 'auto';
        audio.src = url;
        let played: Promise<void> | undefined;
        try {
          played = audio.play();
        } catch (error) {
          fail(error);
          return;
        }
        played?.then(
          () => {
            if (isCurrent()) setStatus('playing');
          },
          (error: unknown) => {
            // AbortError: a newer play or our own stop interrupted this one; nothing failed.
            if (error instanceof DOMException && error.name === 'AbortError') return;
            fail(error);
          },
        );
      };
      tryNext([track.previewUrl, track.fallbackUrl].filter((url): url is string => !!url));
    },
    [release, stop],
  );

  const toggle = useCallback(
    (track: PreviewTrack) => {
      if (attemptRef.current?.track.id === track.id) stop();
      else play(track);
    },
    [play, stop],
  );

  const seek = useCallback((seconds: number) => {
    const audio = attemptRef.current?.audio;
    if (!audio) return;
    seekMedia(audio, seconds);
    setCurrentTime(seconds);
  }, []);

  // Leaving the page stops audio: unmount (route change) and pagehide (tab closed, bfcache).
  useEffect(() => {
    window.addEventListener('pagehide', stop);
    return () => {
      window.removeEventListener('pagehide', stop);
      release();
    };
  }, [stop, release]);

  const getStatus = useCallback(
    (trackId: string): AudioPreviewStatus => (trackId === currentId ? status : 'idle'),
    [currentId, status],
  );

  const getClipLength = useCallback((trackId: string) => clipLengths.get(trackId), [clipLengths]);

  const value = useMemo<AudioPreviewContextValue>(
    () => ({
      currentId,
      status,
      currentTime,
      duration,
      getClipLength,
      getStatus,
      play,
      stop,
      toggle,
      seek,
    }),
    [currentId, status, currentTime, duration, getClipLength, getStatus, play, stop, toggle, seek],
  );

  return <AudioPreviewContext.Provider value={value}>{children}</AudioPreviewContext.Provider>;
}

/** Reads the page's audio preview state and controls. Must be inside `AudioPreviewProvider`. */
export function useAudioPreview(): AudioPreviewContextValue {
  const context = useContext(AudioPreviewContext);
  if (!context) {
    throw new Error('useAudioPreview must be used inside <AudioPreviewProvider>.');
  }
  return context;
}

/** Formats seconds as `m:ss` (e.g. 167 → `2:47`), the listed duration format. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
