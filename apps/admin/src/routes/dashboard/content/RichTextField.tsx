import type { ImageReference } from '@studio/contracts';
import { Spinner } from '@studio/ui';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useDeferredFields } from '../../../forms/deferredFields';
import { parseEmbed } from './embeds';
import { MediaPickerDialog } from './MediaPicker';
import type { RichTextSlot } from './SchemaFields';

// Lexical loads only with an editor that has a body (articles), never with the other screens.
const RichTextEditor = lazy(() =>
  import('@studio/ui/editor').then((module) => ({ default: module.RichTextEditor })),
);

type EditorProps = React.ComponentProps<typeof RichTextEditor>;

/**
 * The article body: the design system's editor, with images from the media library. Where the
 * form defers it (the editor that saves as it types), a key only reports the change; the JSON of
 * the whole body is made when the draft is kept or sent.
 */
function RichTextField({ name, value, onChange, ...controlProps }: Parameters<RichTextSlot>[0]) {
  const deferred = useDeferredFields();
  const [picking, setPicking] = useState(false);
  const settle = useRef<((image: ImageReference | null) => void) | null>(null);
  const close = (image: ImageReference | null) => {
    settle.current?.(image);
    settle.current = null;
    setPicking(false);
  };
  const changed = useCallback<EditorProps['onChange']>(
    (content) =>
      deferred ? deferred.changed(name, () => content.toJSON()) : onChange(content.toJSON()),
    [deferred, name, onChange],
  );
  const pickImage = useCallback<NonNullable<EditorProps['pickImage']>>(
    () =>
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
      }),
    [],
  );
  return (
    <Suspense fallback={<Spinner label="Loading the editor" />}>
      <RichTextEditor
        {...controlProps}
        value={(value as EditorProps['value'] | undefined) ?? null}
        onChange={changed}
        parseEmbed={parseEmbed}
        pickImage={pickImage}
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
