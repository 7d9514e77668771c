import {
  MEDIA_ACCEPT_BY_KIND,
  referenceOf,
  type AudioReference,
  type ImageReference,
} from '@studio/contracts';
import {
  Box,
  Button,
  Dialog,
  FileDropZone,
  Spinner,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@studio/ui';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useMediaList } from '../../../api/dashboard/media';
import { AltTextForm, uploadHint, useUploads } from '../mediaUploads';
import { useSettledText } from '../SearchContext';
import * as styles from './content.css';

export type MediaKindWanted = 'image' | 'audio';

type Reference<K extends MediaKindWanted> = K extends 'image' ? ImageReference : AudioReference;

/**
 * Picks an image or an audio clip from the media library, searched by name or alt text, or
 * uploads one in place. An image without alt text is described here before it can be chosen.
 * Controlled:
 * the caller opens it (a field's button, the body editor's Image button).
 */
export function MediaPickerDialog<K extends MediaKindWanted>({
  kind,
  open,
  onOpenChange,
  onPick,
  onCloseAutoFocus,
}: {
  kind: K;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (reference: Reference<K>) => void;
  /** Where focus goes as it closes (`event.preventDefault()` and focus it); Radix's otherwise. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [search, setSearch] = useState('');
  const q = useSettledText(search);
  const list = useMediaList({ page: 1, pageSize: 24, ...(q ? { q: q.slice(0, 100) } : {}) });
  const items = (list.data?.items ?? []).filter((item) => item.kind === kind);
  const { uploads, start, cancel, dismiss } = useUploads();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>Choose {kind === 'image' ? 'an image' : 'an audio clip'}</Dialog.Title>
        <Dialog.Description>
          From the media library, or upload {kind === 'image' ? 'an image' : 'an audio clip'} here.
        </Dialog.Description>
        <Dialog.Body>
          <FileDropZone
            label={kind === 'image' ? 'Upload an image' : 'Upload an audio clip'}
            hint={uploadHint(kind)}
            accept={MEDIA_ACCEPT_BY_KIND[kind]}
            files={uploads}
            onFiles={start}
            onCancel={cancel}
            onDismiss={dismiss}
          />
          <TextField
            type="search"
            label="Search the library"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {list.isPending ? (
            <Spinner label="Loading the library" />
          ) : list.isError ? (
            <Text role="alert" tone="critical">
              {errorMessage(list.error, 'The media library could not be loaded.')}
            </Text>
          ) : items.length === 0 ? (
            <Text tone="muted">
              {q ? `No ${kind} matches “${q}”.` : `No ${kind} in the library yet.`}
            </Text>
          ) : (
            <Box
              as="ul"
              display="grid"
              gap="3"
              className={styles.pickerGrid}
              aria-label="Library files"
            >
              {items.map((item) => {
                const reference = referenceOf(item);
                const thumb = item.files.find((file) => file.format === 'webp') ?? item.files[0];
                return (
                  <Stack as="li" key={item.id} gap="2" align="flex-start">
                    {item.kind === 'image' && thumb ? (
                      <img src={thumb.url} alt="" className={styles.pickerThumb} />
                    ) : null}
                    <Text size="sm">{item.alt || item.name}</Text>
                    {reference ? (
                      <Button
                        size="sm"
                        aria-label={`Use ${item.name}`}
                        onClick={() => {
                          onPick(reference as Reference<K>);
                          onOpenChange(false);
                        }}
                      >
                        Use
                      </Button>
                    ) : item.kind === 'image' ? (
                      <AltTextForm item={item} />
                    ) : null}
                  </Stack>
                );
              })}
            </Box>
          )}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A field's Choose button and its picker. */
export function MediaPicker<K extends MediaKindWanted>({
  kind,
  fieldLabel,
  onPick,
  disabled,
  buttonRef,
  required = false,
}: {
  kind: K;
  fieldLabel: string;
  onPick: (reference: Reference<K>) => void;
  disabled?: boolean;
  /** The form's ref of the field: a refused save puts focus on this button. */
  buttonRef?: (element: HTMLButtonElement | null) => void;
  /** Says "(required)" in the button's name (a button cannot carry `aria-required`). */
  required?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={(element: HTMLButtonElement | null) => {
          button.current = element;
          buttonRef?.(element);
        }}
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Choose {kind === 'image' ? 'image' : 'audio'}
        <VisuallyHidden>{` for ${fieldLabel}${required ? ' (required)' : ''}`}</VisuallyHidden>
      </Button>
      <MediaPickerDialog
        kind={kind}
        open={open}
        onOpenChange={setOpen}
        onPick={onPick}
        // Back to this button itself: Radix's own return left focus on the page once an image
        // had been described in the dialog (its focused alt-text form gone from under it).
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus();
        }}
      />
    </>
  );
}

/** What a picked reference shows beside its field. */
export function MediaSummary({ value }: { value: ImageReference | AudioReference | undefined }) {
  if (!value) return <Text tone="muted">Nothing chosen yet.</Text>;
  if ('alt' in value) {
    const source = value.sources[0];
    return (
      <Stack direction="row" gap="2" align="center">
        {source ? <img src={source.url} alt={value.alt} className={styles.pickerThumb} /> : null}
        <Text size="sm">{value.alt || value.mediaId}</Text>
      </Stack>
    );
  }
  return <Text size="sm">{value.title}</Text>;
}
