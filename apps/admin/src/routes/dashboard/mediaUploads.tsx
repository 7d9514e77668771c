import { useRef, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  MEDIA_MAX_BYTES,
  MediaMessages,
  type MediaAnswer,
  type MediaItem,
  type MediaKind,
} from '@studio/contracts';
import { Button, Stack, TextField, useToast, type FileDropZoneFile } from '@studio/ui';
import { errorMessage } from '../../api/client';
import { uploadMedia, useMediaInvalidate, useSetMediaAlt } from '../../api/dashboard/media';

/*
 * Uploading to the media library and describing an image: the Media Library section and the
 * editors' picker (which uploads in place) share them.
 */

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const FORMATS_OF_KIND = {
  image: `JPEG, PNG, WebP or AVIF images up to ${megabytes(MEDIA_MAX_BYTES.image)}`,
  audio: `Opus, AAC/M4A or MP3 previews up to ${megabytes(MEDIA_MAX_BYTES.audio)}`,
} as const satisfies Record<MediaKind, string>;

/** The formats a drop zone takes: those of `kind`, or of every kind when it takes any. */
export const uploadHint = (kind?: MediaKind) =>
  kind ? `${FORMATS_OF_KIND[kind]}.` : `${FORMATS_OF_KIND.image}; ${FORMATS_OF_KIND.audio}.`;

type Upload = FileDropZoneFile & { controller?: AbortController };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The uploads of this visit: each file on its own, so one refusal leaves the others going. */
export function useUploads() {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const counter = useRef(0);
  const invalidate = useMediaInvalidate();
  const update = (id: string, change: Partial<Upload>) =>
    setUploads((all) =>
      all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
    );

  const start = (files: File[]) => {
    for (const file of files) {
      counter.current += 1;
      const id = `upload-${counter.current}`;
      const controller = new AbortController();
      setUploads((all) => [...all, { id, name: file.name, status: 'uploading', controller }]);
      uploadMedia(file, {
        signal: controller.signal,
        onProgress: (progress) => update(id, { progress }),
      }).then(
        () => {
          update(id, { status: 'done', controller: undefined });
          void invalidate();
        },
        (error: unknown) =>
          update(
            id,
            isAbort(error)
              ? { status: 'cancelled', controller: undefined }
              : {
                  status: 'error',
                  error: errorMessage(error, 'Upload failed.'),
                  controller: undefined,
                },
          ),
      );
    }
  };
  const cancel = (id: string) => uploads.find((upload) => upload.id === id)?.controller?.abort();
  const dismiss = (id: string) => setUploads((all) => all.filter((upload) => upload.id !== id));
  return { uploads, start, cancel, dismiss };
}

/**
 * The save of a form that describes a library item (alt text, focal point): the answer's message
 * in a toast naming the file, a failure beside the form. `read` answers what to send, or null
 * after setting the form's own error.
 */
export function useItemSave<Input>(
  mutation: UseMutationResult<MediaAnswer, Error, Input>,
  item: MediaItem,
  failed: string,
) {
  const [error, setError] = useState<string | undefined>();
  const { toast } = useToast();
  const onSubmit = (read: () => Input | null) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // In the editors' picker the form sits (through a portal) inside the entry's form.
    event.stopPropagation();
    const input = read();
    if (input === null) return;
    setError(undefined);
    mutation.mutate(input, {
      onSuccess: (answer) => toast.success(answer.message, { message: item.name }),
      onError: (failure) => setError(errorMessage(failure, failed)),
    });
  };
  return { error, setError, onSubmit, pending: mutation.isPending };
}

/** The submit button of a form describing a library item: "Save alt text", "Save focal point". */
export function SaveItemButton({
  what,
  item,
  pending,
}: {
  what: string;
  item: MediaItem;
  pending: boolean;
}) {
  return (
    <div>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        loading={pending}
        aria-label={`Save ${what} of ${item.name}`}
      >
        Save {what}
      </Button>
    </div>
  );
}

export function AltTextForm({ item }: { item: MediaItem }) {
  const [alt, setAlt] = useState(item.alt);
  const save = useItemSave(useSetMediaAlt(), item, 'The alt text was not saved.');
  return (
    <form
      onSubmit={save.onSubmit(() => {
        if (alt.trim() !== '') return { id: item.id, alt: alt.trim() };
        save.setError(MediaMessages.altRequired);
        return null;
      })}
    >
      <Stack gap="2">
        <TextField
          label="Alt text"
          hint="What the image shows, for people who cannot see it. Needed before it can be used."
          value={alt}
          maxLength={300}
          error={save.error}
          onChange={(event) => setAlt(event.currentTarget.value)}
        />
        <SaveItemButton what="alt text" item={item} pending={save.pending} />
      </Stack>
    </form>
  );
}
