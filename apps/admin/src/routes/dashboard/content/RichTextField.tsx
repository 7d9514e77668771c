import type { ImageReference } from '@studio/contracts';
import { Spinner } from '@studio/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { parseEmbed } from './embeds';
import { MediaPickerDialog } from './MediaPicker';
import type { RichTextSlot } from './SchemaFields';

// Lexical loads only with an editor that has a body (articles), never with the other screens.
const RichTextEditor = lazy(() =>
  import('@studio/ui/editor').then((module) => ({ default: module.RichTextEditor })),
);

type EditorValue = Parameters<React.ComponentProps<typeof RichTextEditor>['onChange']>[0];

/** The article body: the design system's editor, with images from the media library. */
function RichTextField({ value, onChange, ...controlProps }: Parameters<RichTextSlot>[0]) {
  const [picking, setPicking] = useState(false);
  const settle = useRef<((image: ImageReference | null) => void) | null>(null);
  const close = (image: ImageReference | null) => {
    settle.current?.(image);
    settle.current = null;
    setPicking(false);
  };
  return (
    <Suspense fallback={<Spinner label="Loading the editor" />}>
      <RichTextEditor
        {...controlProps}
        value={(value as EditorValue | undefined) ?? null}
        onChange={onChange}
        parseEmbed={parseEmbed}
        pickImage={() =>
          new Promise((resolve) => {
            settle.current = (image) =>
              resolve(
                image && {
                  id: image.mediaId,
                  src: image.sources.at(-1)?.url ?? '',
                  alt: image.alt,
                  width: image.width,
                  height: image.height,
                  sources: image.sources,
                },
              );
            setPicking(true);
          })
        }
      />
      <MediaPickerDialog
        kind="image"
        open={picking}
        onOpenChange={(open) => {
          if (!open) close(null);
        }}
        onPick={(image) => close(image)}
      />
    </Suspense>
  );
}

export const richTextSlot: RichTextSlot = (props) => <RichTextField {...props} />;
