import { useState, type MouseEvent } from 'react';
import { objectPositionOf, type FocalPoint, type MediaItem } from '@studio/contracts';
import { Slider, Stack, Text } from '@studio/ui';
import { useSetMediaFocal } from '../../api/dashboard/media';
import { SaveItemButton, useItemSave } from './mediaUploads';
import * as styles from './FocalPointForm.css';

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The focal point of a library image: the point every crop the site makes (hero, poster, card,
 * thumbnail) keeps in frame. A click on the image puts it there; the two sliders move it by
 * keyboard (arrow keys 1 %, Page Up/Down 10 %). The wide and square previews show the crops.
 */
export function FocalPointForm({ item }: { item: MediaItem }) {
  const [focal, setFocal] = useState<FocalPoint>(item.focal);
  const save = useItemSave(useSetMediaFocal(), item, 'The focal point was not saved.');
  const preview = item.files.find((file) => file.format === 'webp') ?? item.files[0];
  if (!preview) return null;
  const position = objectPositionOf({ focal });
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setFocal({
      x: clampPercent(((event.clientX - box.left) / box.width) * 100),
      y: clampPercent(((event.clientY - box.top) / box.height) * 100),
    });
  };
  return (
    <form
      aria-label={`Focal point of ${item.name}`}
      onSubmit={save.onSubmit(() => ({ id: item.id, ...focal }))}
    >
      <Stack gap="2">
        <Text weight="semibold" size="sm">
          Focal point
        </Text>
        <Text tone="muted" size="sm">
          The point every crop on the site keeps in frame: click it on the image, or move it with
          the sliders.
        </Text>
        <div className={styles.picker}>
          {/* A pointer shortcut: the sliders below set the same point by keyboard. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <img
            src={preview.url}
            alt=""
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            className={styles.image}
            onClick={pick}
          />
          <span
            className={styles.marker}
            style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
            aria-hidden="true"
          />
        </div>
        <Slider
          label="Focal point across"
          value={focal.x}
          valueLabel={`${focal.x} %`}
          valueText={`${focal.x} % from the left`}
          onValueChange={(x) => setFocal((current) => ({ ...current, x }))}
        />
        <Slider
          label="Focal point down"
          value={focal.y}
          valueLabel={`${focal.y} %`}
          valueText={`${focal.y} % from the top`}
          onValueChange={(y) => setFocal((current) => ({ ...current, y }))}
        />
        <div className={styles.crops} aria-hidden="true">
          <img
            src={preview.url}
            alt=""
            className={styles.wide}
            style={{ objectPosition: position }}
          />
          <img
            src={preview.url}
            alt=""
            className={styles.square}
            style={{ objectPosition: position }}
          />
        </div>
        {save.error ? (
          <Text tone="critical" size="sm" role="alert">
            {save.error}
          </Text>
        ) : null}
        <SaveItemButton what="focal point" item={item} pending={save.pending} />
      </Stack>
    </form>
  );
}
