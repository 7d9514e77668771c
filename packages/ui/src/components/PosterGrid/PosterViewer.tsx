import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { ResponsiveImg } from '../_internal/ResponsiveImg';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { VisuallyHidden } from '../VisuallyHidden';
import type { Poster, PosterGridLabels } from './PosterGrid';
import * as styles from './PosterGrid.css';

export type PosterViewerProps = {
  open: boolean;
  /** Closes the viewer (×, the backdrop, Escape, a click on the empty space). */
  onClose: () => void;
  /** The poster shown (the last one shown while the viewer animates out). */
  shown: Poster;
  /** Its 1-based position and the number of posters. */
  position: number;
  total: number;
  /** Whether its image failed (the viewer then shows its title on a tile). */
  failed: boolean;
  onImageError: () => void;
  /** The tile's aspect ratio, as the grid's tiles draw it. */
  ratioStyle: CSSProperties;
  labels: PosterGridLabels;
  viewerSizes: string;
  renderViewerAction?: (poster: Poster) => ReactNode;
  onPage: (step: 1 | -1) => void;
  /** Arrow keys, Home and End, handled by the grid that owns the selection. */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Moves focus back to the poster last shown when the viewer closes. */
  returnFocus: () => void;
};

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  const Icon = direction === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon className={styles.arrowIcon} aria-hidden="true" focusable="false" />;
}

/**
 * PosterGrid's full-size viewer (Dialog: focus trap, Escape, scroll lock, backdrop). Its own
 * module, which PosterGrid loads when a visitor shows intent on a poster, so pages whose posters
 * are never opened never load the dialog's code.
 */
export function PosterViewer({
  open,
  onClose,
  shown,
  position,
  total,
  failed,
  onImageError,
  ratioStyle,
  labels,
  viewerSizes,
  renderViewerAction,
  onPage,
  onKeyDown,
  returnFocus,
}: PosterViewerProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Content
        ref={contentRef}
        size="full"
        className={styles.viewer}
        closeLabel={labels.close}
        aria-describedby={undefined}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // The full-size viewer covers the overlay, so its empty space is the backdrop:
          // a click there (not on the poster, the title or a control) closes it.
          if (event.target === event.currentTarget || event.target === figureRef.current) onClose();
        }}
        onOpenAutoFocus={(event) => {
          // Focus the viewer itself: arrow keys page at once, Tab reaches the controls.
          event.preventDefault();
          contentRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Back to the poster last shown, which may not be the one first opened.
          event.preventDefault();
          returnFocus();
        }}
      >
        <div className={styles.viewerHeader}>
          <Dialog.Title className={styles.viewerTitle}>{shown.alt}</Dialog.Title>
          {shown.badge && <Badge tone={shown.badge.tone}>{shown.badge.label}</Badge>}
          {renderViewerAction ? (
            <div className={styles.viewerAction}>{renderViewerAction(shown)}</div>
          ) : null}
        </div>
        <figure ref={figureRef} className={styles.viewerFigure}>
          {failed ? (
            <span
              role="img"
              aria-label={shown.alt}
              className={styles.viewerFallback}
              style={ratioStyle}
            >
              <span aria-hidden="true">{shown.alt}</span>
            </span>
          ) : (
            <ResponsiveImg
              key={shown.id}
              className={styles.viewerImage}
              src={shown.image}
              srcSet={shown.srcSet}
              sources={shown.sources}
              sizes={shown.srcSet ? viewerSizes : undefined}
              alt={shown.alt}
              width={shown.width}
              height={shown.height}
              decoding="async"
              onError={onImageError}
            />
          )}
        </figure>
        {total > 1 ? (
          <div className={styles.viewerControls}>
            <Button
              className={styles.previous}
              variant="secondary"
              size="lg"
              aria-label={labels.previousName}
              startIcon={<ArrowIcon direction="left" />}
              onClick={() => onPage(-1)}
            >
              {labels.previous}
            </Button>
            <p className={styles.position} aria-live="polite" aria-atomic="true">
              <VisuallyHidden>{shown.alt}, </VisuallyHidden>
              {labels.position(position, total)}
            </p>
            <Button
              className={styles.next}
              variant="secondary"
              size="lg"
              aria-label={labels.nextName}
              endIcon={<ArrowIcon direction="right" />}
              onClick={() => onPage(1)}
            >
              {labels.next}
            </Button>
          </div>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
