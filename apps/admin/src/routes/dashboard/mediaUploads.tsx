import { useRef, useState } from 'react';
import { MEDIA_MAX_BYTES, MediaMessages, type MediaItem, type MediaKind } from '@studio/contracts';
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

export function AltTextForm({ item }: { item: MediaItem }) {
  const [alt, setAlt] = useState(item.alt);
  const [error, setError] = useState<string | undefined>();
  const save = useSetMediaAlt();
  const { toast } = useToast();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // In the editors' picker this form sits (through a portal) inside the entry's form.
        event.stopPropagation();
        if (alt.trim() === '') {
          setError(MediaMessages.altRequired);
          return;
        }
        setError(undefined);
        save.mutate(
          { id: item.id, alt: alt.trim() },
          {
            onSuccess: (answer) => toast.success(answer.message, { message: item.name }),
            onError: (failure) => setError(errorMessage(failure, 'The alt text was not saved.')),
          },
        );
      }}
    >
      <Stack gap="2">
        <TextField
          label="Alt text"
          hint="What the image shows, for people who cannot see it. Needed before it can be used."
          value={alt}
          maxLength={300}
          error={error}
          onChange={(event) => setAlt(event.currentTarget.value)}
        />
        <div>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            loading={save.isPending}
            aria-label={`Save alt text of ${item.name}`}
          >
            Save alt text
          </Button>
        </div>
      </Stack>
    </form>
  );
}
