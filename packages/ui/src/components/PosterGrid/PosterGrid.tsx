import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { intentLoader } from '../_internal/intentLoader';
import { cx } from '../_internal/cx';
import { ResponsiveImg, type ImageSource } from '../_internal/ResponsiveImg';
import { Badge, type BadgeTone } from '../Badge';
import type { PosterViewerProps } from './PosterViewer';
import * as styles from './PosterGrid.css';

type Viewer = ComponentType<PosterViewerProps>;
/** The viewer dialog's code, loaded once on the first sign of intent (see PosterGrid). */
const { load: loadViewer, loaded: loadedViewerNow } = intentLoader<Viewer>(() =>
  import('./PosterViewer').then((module) => module.PosterViewer),
);

/** A poster's badge: the app's own words (a release stage, a festival) and a Badge tone. */
export type PosterBadge = { label: string; tone?: BadgeTone };

/** A release poster. */
export type Poster = {
  /** Stable id, also used by `selectedId`. */
  id: string;
  /** Image URL. */
  image: string;
  /** The release title: the image's alt text and the viewer's heading. */
  alt: string;
  /** The badge drawn on the poster and beside the viewer's heading, e.g. `{ label: 'Coming Soon', tone: 'info' }`. */
  badge?: PosterBadge;
  /** Intrinsic width of the image in pixels (reserves its space before it loads). */
  width: number;
  /** Intrinsic height of the image in pixels. */
  height: number;
  /** Other widths of the same image (`srcset`), e.g. `poster-400.webp 400w, poster-800.webp 800w`. */
  srcSet?: string;
  /** Other encodings, preferred when the browser supports them, e.g. AVIF beside the WebP `srcSet`. */
  sources?: ReadonlyArray<ImageSource>;
  /** The displayed width for `srcSet` in the grid. Defaults to the grid's `sizes`. */
  sizes?: string;
  /**
   * Loads this poster's image at once with high fetch priority instead of lazily: set it on the
   * first posters when the grid is above the fold (the largest contentful paint).
   */
  priority?: boolean;
};

/** Texts of the grid and viewer, for other languages. */
export type PosterGridLabels = {
  /** Accessible name of the × button. */
  close: string;
  /** Visible label of the previous button. */
  previous: string;
  /** Visible label of the next button. */
  next: string;
  /** The previous button's accessible name (default `Previous poster`). */
  previousName: string;
  /** The next button's accessible name (default `Next poster`). */
  nextName: string;
  /** The position announced when paging, e.g. "2 of 4". */
  position: (current: number, total: number) => string;
  /** Shown when there are no posters. */
  empty: string;
};

const defaultLabels: PosterGridLabels = {
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  previousName: 'Previous poster',
  nextName: 'Next poster',
  position: (current, total) => `${current} of ${total}`,
  empty: 'No releases to show yet.',
};

export type PosterGridProps = {
  /** The posters, in display order. */
  posters: readonly Poster[];
  /** The section heading, e.g. `<h2>Upcoming Releases</h2>`; it also names the section. */
  heading?: ReactNode;
  /** Controlled: the id of the poster shown full size, or `null` when the viewer is closed. */
  selectedId?: string | null;
  /** Called with the poster id when the viewer opens or pages, and `null` when it closes. */
  onSelectedIdChange?: (id: string | null) => void;
  /** Texts, for other languages. */
  labels?: Partial<PosterGridLabels>;
  /** Called when a poster image fails to load; the poster then shows its title on a tile. */
  onImageError?: (poster: Poster) => void;
  /**
   * How wide a poster is drawn, for posters with a `srcSet`. The default matches the grid: half
   * the width below 768 px, a quarter from there, within the 1200 px content width.
   */
  sizes?: string;
  /**
   * Renders an action beside the viewer's heading for the poster shown, e.g. a router link to
   * the release's page (`<Button asChild><Link to=…>Read more</Link></Button>`).
   */
  renderViewerAction?: (poster: Poster) => ReactNode;
  /** How wide the viewer draws the full-size poster, for posters with a `srcSet`. */
  viewerSizes?: string;
  /** Class name of the section. */
  className?: string;
};

const defaultSizes = '(min-width: 1200px) 300px, (min-width: 768px) 25vw, 50vw';
const defaultViewerSizes = '(min-width: 1024px) 60vw, 100vw';

/**
 * A grid of release posters (4 columns, 2 below 768 px). Each poster is a button that opens a
 * full-size viewer; inside it ArrowLeft/ArrowRight (or the Previous/Next buttons) page through the
 * posters, wrapping around at the ends (mirrored in right-to-left pages), Home and End jump to the
 * first and last, and the new position ("2 of 4") is announced politely.
 * Closing (×, backdrop, Escape) returns focus to the poster last shown.
 * The viewer's code (the Radix Dialog stack) loads on the first sign of intent on a poster
 * (pointer over, focus, touch, a press); a press made while it loads opens it when it arrives.
 */
export function PosterGrid({
  posters,
  heading,
  selectedId: selectedIdProp,
  onSelectedIdChange,
  labels: labelsProp,
  onImageError,
  sizes = defaultSizes,
  viewerSizes = defaultViewerSizes,
  renderViewerAction,
  className,
}: PosterGridProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const headingId = useId();
  const [selectedId, select] = useControllableState<string | null>({
    prop: selectedIdProp,
    defaultProp: null,
    onChange: onSelectedIdChange,
    caller: 'PosterGrid',
  });
  const selectedIndex = posters.findIndex((poster) => poster.id === selectedId);
  const open = selectedIndex !== -1;
  // The poster last shown: it stays on screen while the viewer animates out, and focus returns
  // to its button on close (it may not be the one first opened).
  const [lastShownId, setLastShownId] = useState<string | null>(null);
  if (open && selectedId !== lastShownId) setLastShownId(selectedId);
  const lastShownIndex = Math.max(
    0,
    posters.findIndex((poster) => poster.id === lastShownId),
  );
  const shownIndex = open ? selectedIndex : lastShownIndex;
  const shown = posters[shownIndex];
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // The viewer's code loads on intent (pointer over a poster, focus, touch, a press); a press
  // opens the viewer as soon as it has loaded, so the first press is never lost.
  // (An initialiser function: a component passed directly would be called as one.)
  const [Viewer, setViewer] = useState<Viewer | undefined>(() => loadedViewerNow());
  const prepareViewer = () => {
    if (Viewer) return;
    loadViewer().then(
      (loaded) => setViewer(() => loaded),
      () => undefined,
    );
  };
  // Opening by a press or by the app (`selectedId`) loads it too.
  const prepareOpenViewer = useEffectEvent(prepareViewer);
  useEffect(() => {
    if (open) prepareOpenViewer();
  }, [open]);
  const [failedIds, setFailedIds] = useState<ReadonlySet<string>>(() => new Set());

  const onPosterError = (poster: Poster) => {
    if (failedIds.has(poster.id)) return;
    setFailedIds((previous) => new Set(previous).add(poster.id));
    onImageError?.(poster);
  };
  const ratioStyle = (poster: Poster) =>
    assignInlineVars({ [styles.posterRatio]: `${poster.width} / ${poster.height}` });

  const page = (step: 1 | -1) => {
    if (!open || posters.length < 2) return;
    // Wraps around: paging past the last poster shows the first, as in a carousel of releases.
    const nextIndex = (selectedIndex + step + posters.length) % posters.length;
    const nextPoster = posters[nextIndex];
    if (nextPoster) select(nextPoster.id);
  };

  const showIndex = (index: number) => {
    const poster = posters[index];
    if (open && poster) select(poster.id);
  };

  const onViewerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // In right-to-left pages the previous poster is to the right.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const handlers: Record<string, () => void> = {
      ArrowLeft: () => page(rtl ? 1 : -1),
      ArrowRight: () => page(rtl ? -1 : 1),
      Home: () => showIndex(0),
      End: () => showIndex(posters.length - 1),
    };
    const handler = handlers[event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  };

  return (
    <section
      className={cx(styles.section, className)}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? <div id={headingId}>{heading}</div> : null}
      {posters.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ul className={styles.grid}>
          {posters.map((poster, index) => (
            <li key={poster.id} className={styles.item}>
              <button
                ref={(element) => {
                  buttonRefs.current[index] = element;
                }}
                type="button"
                className={styles.posterButton}
                aria-haspopup="dialog"
                data-state={open && index === selectedIndex ? 'open' : 'closed'}
                onPointerEnter={prepareViewer}
                onTouchStart={prepareViewer}
                onFocus={prepareViewer}
                onClick={() => {
                  prepareViewer();
                  select(poster.id);
                }}
              >
                {failedIds.has(poster.id) ? (
                  <span
                    role="img"
                    aria-label={poster.alt}
                    className={styles.posterFallback}
                    style={ratioStyle(poster)}
                  >
                    <span aria-hidden="true">{poster.alt}</span>
                  </span>
                ) : (
                  <ResponsiveImg
                    className={styles.posterImage}
                    src={poster.image}
                    srcSet={poster.srcSet}
                    sources={poster.sources}
                    sizes={poster.srcSet ? (poster.sizes ?? sizes) : undefined}
                    alt={poster.alt}
                    width={poster.width}
                    height={poster.height}
                    loading={poster.priority ? 'eager' : 'lazy'}
                    fetchPriority={poster.priority ? 'high' : undefined}
                    decoding="async"
                    onError={() => onPosterError(poster)}
                  />
                )}
                {poster.badge && (
                  <Badge className={styles.posterBadge} tone={poster.badge.tone} size="sm">
                    {poster.badge.label}
                  </Badge>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {Viewer && shown ? (
        <Viewer
          open={open}
          onClose={() => select(null)}
          shown={shown}
          position={shownIndex + 1}
          total={posters.length}
          failed={failedIds.has(shown.id)}
          onImageError={() => onPosterError(shown)}
          ratioStyle={ratioStyle(shown)}
          labels={labels}
          viewerSizes={viewerSizes}
          renderViewerAction={renderViewerAction}
          onPage={page}
          onKeyDown={onViewerKeyDown}
          returnFocus={() => buttonRefs.current[lastShownIndex]?.focus()}
        />
      ) : null}
    </section>
  );
}
