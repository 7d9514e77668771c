import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CONTENT_TYPES,
  MEDIA_ACCEPT,
  MediaMessages,
  isContentType,
  type MediaItem,
  type MediaUse,
  type Role,
} from '@studio/contracts';
import {
  Button,
  Card,
  ConfirmDialog,
  FileDropZone,
  Stack,
  Text,
  VisuallyHidden,
  useToast,
} from '@studio/ui';
import { errorMessage, isApiError } from '../../api/client';
import {
  uploadMedia,
  useMediaInvalidate,
  useMediaItem,
  useMediaList,
  usePurgeMedia,
  useRestoreMedia,
  useTrashMedia,
} from '../../api/dashboard/media';
import { dashboardPath } from '../../routePaths';
import { usePageTitle } from '../../usePageTitle';
import { formatDateTime } from './formatDateTime';
import { AltTextForm, uploadHint, useUploads } from './mediaUploads';
import { FocalPointForm } from './FocalPointForm';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';
import { SectionPager } from './SectionPager';
import { TrashNote, TrashViewLinks } from './Trash';

import { useDashboardSearch, useSettledText } from './SearchContext';
import * as cardStyles from './cards.css';

const PAGE_SIZE = 24;
function describe(item: MediaItem): string {
  if (item.kind === 'audio') return `Audio preview · ${Math.round(item.duration ?? 0)} s`;
  return `Image · ${item.width} × ${item.height} px`;
}

function ReplaceButton({ item }: { item: MediaItem }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ busy: boolean; message?: string; failed?: boolean }>({
    busy: false,
  });
  const invalidate = useMediaInvalidate();
  return (
    <>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept={MEDIA_ACCEPT}
          tabIndex={-1}
          aria-label={`Replacement file for ${item.name}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setState({ busy: true });
            uploadMedia(file, { replaceId: item.id }).then(
              () => {
                setState({ busy: false, message: MediaMessages.replaced });
                void invalidate();
              },
              (error: unknown) =>
                setState({
                  busy: false,
                  failed: true,
                  message: errorMessage(error, 'Not replaced.'),
                }),
            );
          }}
        />
      </VisuallyHidden>
      <Button
        size="sm"
        variant="secondary"
        loading={state.busy}
        loadingText="Replacing..."
        onClick={() => input.current?.click()}
        aria-label={`Replace ${item.name}`}
      >
        Replace
      </Button>
      {state.message ? (
        <Text as="span" tone={state.failed ? 'critical' : 'muted'} aria-live="polite">
          {state.message}
        </Text>
      ) : null}
    </>
  );
}

function UsedByList({ usedBy }: { usedBy: readonly MediaUse[] }) {
  return (
    <ul>
      {usedBy.map((use) => (
        <li key={`${use.type}-${use.id}`}>
          {use.title} ({isContentType(use.type) ? CONTENT_TYPES[use.type].label : use.type})
        </li>
      ))}
    </ul>
  );
}

/** The entries a refused delete names (409 `{usedBy}`), or none. */
function usedByOf(failure: unknown): MediaUse[] {
  if (!isApiError(failure) || failure.status !== 409) return [];
  const usedBy = (failure.body as { usedBy?: unknown } | undefined)?.usedBy;
  return Array.isArray(usedBy) ? (usedBy as MediaUse[]) : [];
}

function WhereUsed({ item }: { item: MediaItem }) {
  const [open, setOpen] = useState(false);
  const detail = useMediaItem(item.id, open);
  const usedBy = detail.data?.usedBy;
  return (
    <div>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-label={`Where ${item.name} is used`}
        onClick={() => setOpen(!open)}
      >
        Where used
      </Button>
      {open ? (
        <div aria-live="polite">
          {detail.isError ? (
            <Text tone="critical">
              {errorMessage(detail.error, 'Could not load where it is used.')}
            </Text>
          ) : !usedBy ? (
            <Text tone="muted">Loading…</Text>
          ) : usedBy.length === 0 ? (
            <Text tone="muted">Not used by any entry yet.</Text>
          ) : (
            <UsedByList usedBy={usedBy} />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Moves an unused file to the trash; a refusal names the entries that use it. */
/** Where focus goes once a card's file has left the view (its card, and the dialog's trigger, are gone). */
type OnLeft = () => void;

/**
 * The confirmation's focus on closing: back to its trigger as usual, unless the file left the
 * view with it; then to `onLeft`'s place.
 */
function useLeavingFocus(onLeft: OnLeft) {
  const left = useRef(false);
  return {
    leaving: () => {
      left.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!left.current) return;
      left.current = false;
      event.preventDefault();
      onLeft();
    },
  };
}

function TrashButton({ item, onLeft }: { item: MediaItem; onLeft: OnLeft }) {
  const focus = useLeavingFocus(onLeft);
  const trash = useTrashMedia();
  const { toast } = useToast();
  const [error, setError] = useState<ReactNode>();
  return (
    <ConfirmDialog
      title={`Move ${item.name} to the trash?`}
      description="It leaves the library and its files are no longer served. A super admin can restore it from the Trash."
      confirmLabel="Move to trash"
      confirmLoadingLabel="Moving..."
      tone="critical"
      error={error}
      onCloseAutoFocus={focus.onCloseAutoFocus}
      onOpenChange={(open) => {
        if (open) setError(undefined);
      }}
      onConfirm={async () => {
        try {
          const answer = await trash.mutateAsync(item.id);
          focus.leaving();
          toast.success(answer.message ?? MediaMessages.trashed, { message: item.name });
        } catch (failure) {
          const usedBy = usedByOf(failure);
          const message = errorMessage(failure, 'The file was not moved to the trash.');
          setError(
            usedBy.length > 0 ? (
              <>
                {message}
                <UsedByList usedBy={usedBy} />
              </>
            ) : (
              message
            ),
          );
          throw failure;
        }
      }}
      trigger={
        <Button size="sm" variant="critical" aria-label={`Move ${item.name} to the trash`}>
          Move to trash
        </Button>
      }
    />
  );
}

/** In the trash, a super admin's two actions: Restore, and Delete for good. */
function TrashActions({ item, onLeft }: { item: MediaItem; onLeft: OnLeft }) {
  const focus = useLeavingFocus(onLeft);
  const restore = useRestoreMedia();
  const purge = usePurgeMedia();
  const { toast } = useToast();
  const [error, setError] = useState<string>();
  const act = async (run: () => Promise<{ message?: string }>, done: string, failed: string) => {
    try {
      const answer = await run();
      focus.leaving();
      toast.success(answer.message ?? done, { message: item.name });
    } catch (failure) {
      setError(errorMessage(failure, failed));
      throw failure;
    }
  };
  const clearOnOpen = (open: boolean) => {
    if (open) setError(undefined);
  };
  return (
    <Stack direction="row" gap="2" align="center" wrap>
      <ConfirmDialog
        title={`Restore ${item.name}?`}
        description="It comes back to the library and its files are served again."
        confirmLabel="Restore"
        confirmLoadingLabel="Restoring..."
        error={error}
        onOpenChange={clearOnOpen}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onConfirm={() =>
          act(() => restore.mutateAsync(item.id), MediaMessages.restored, 'Not restored.')
        }
        trigger={
          <Button size="sm" variant="secondary" aria-label={`Restore ${item.name}`}>
            Restore
          </Button>
        }
      />
      <ConfirmDialog
        title={`Delete ${item.name} for good?`}
        description="The file and all its sizes are deleted. This cannot be undone."
        confirmLabel="Delete for good"
        confirmLoadingLabel="Deleting..."
        tone="critical"
        error={error}
        onOpenChange={clearOnOpen}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onConfirm={() =>
          act(() => purge.mutateAsync(item.id), MediaMessages.purged, 'Not deleted.')
        }
        trigger={
          <Button size="sm" variant="critical" aria-label={`Delete ${item.name} for good`}>
            Delete for good
          </Button>
        }
      />
    </Stack>
  );
}

/** A file in the trash: its files are not served, so it shows no preview. */
function TrashedCard({ item, role, onLeft }: { item: MediaItem; role: Role; onLeft: OnLeft }) {
  return (
    <article aria-label={item.name}>
      <Card padding="md">
        <Stack gap="3">
          <Stack gap="1">
            <Text weight="semibold">{item.name}</Text>
            <Text tone="muted" size="sm">
              {describe(item)}
            </Text>
            <Text tone="muted" size="sm">
              Moved to the trash {formatDateTime(item.trashedAt)}
            </Text>
          </Stack>
          {role === 'super_admin' ? <TrashActions item={item} onLeft={onLeft} /> : null}
        </Stack>
      </Card>
    </article>
  );
}

function MediaCard({ item, onLeft }: { item: MediaItem; onLeft: OnLeft }) {
  const preview = item.files.find((file) => file.format === 'webp') ?? item.files[0];
  return (
    <article aria-label={item.name}>
      <Card padding="md">
        <Stack gap="3">
          {item.kind === 'image' && preview ? (
            <img
              src={preview.url}
              alt={item.alt}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
              loading="lazy"
              style={{ width: '100%', height: 'auto', maxHeight: 200, objectFit: 'contain' }}
            />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- a music preview has no words to caption
            <audio controls preload="none" src={item.url} className={cardStyles.audioPreview}>
              <a href={item.url}>Download {item.name}</a>
            </audio>
          )}
          <Stack gap="1">
            <Text weight="semibold">{item.name}</Text>
            <Text tone="muted" size="sm">
              {describe(item)}
            </Text>
          </Stack>
          {item.kind === 'image' ? <AltTextForm item={item} /> : null}
          {item.kind === 'image' ? <FocalPointForm item={item} /> : null}
          <Stack direction="row" gap="2" align="center" wrap>
            <ReplaceButton item={item} />
            <TrashButton item={item} onLeft={onLeft} />
          </Stack>
          <WhereUsed item={item} />
        </Stack>
      </Card>
    </article>
  );
}

/**
 * The media library: upload by drag and drop or picker, describe, replace and move to the trash;
 * the Trash view (`?view=trash`, every staff member) where a super admin restores or deletes for
 * good, as in the entries' lists.
 */
export function MediaLibrarySection({ role }: { role: Role }) {
  usePageTitle('Media Library');
  const text = useSettledText(useDashboardSearch());
  const [params] = useSearchParams();
  const trash = params.get('view') === 'trash';
  const [page, setPage] = useState(1);
  const list = useMediaList({
    page,
    pageSize: PAGE_SIZE,
    ...(text ? { q: text.slice(0, 100) } : {}),
    ...(trash ? { trash } : {}),
  });
  // A new search, or the other view, starts on page 1.
  const [searchedFor, setSearchedFor] = useState({ text, trash });
  if (searchedFor.text !== text || searchedFor.trash !== trash) {
    setSearchedFor({ text, trash });
    setPage(1);
  }
  const listPath = dashboardPath(role, 'content/media');
  // A file that leaves the view takes its card along: focus goes to the view's own link.
  const views = useRef<HTMLElement>(null);
  const onLeft = () => views.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  const { uploads, start, cancel, dismiss } = useUploads();
  return (
    <Stack gap="5">
      <SectionHeader
        title="Media Library"
        description="Images and audio previews for the site. Images get alt text before they can be used."
      />
      <Stack direction="row" gap="2" wrap align="center">
        <TrashViewLinks
          ref={views}
          label="Media Library views"
          listLabel="Library"
          listPath={listPath}
          trash={trash}
        />
        {trash ? (
          <TrashNote role={role} days={list.data?.trashDays} things="Files" thing="a file" />
        ) : null}
      </Stack>
      {trash ? null : (
        <FileDropZone
          label="Upload images or audio"
          hint={uploadHint()}
          accept={MEDIA_ACCEPT}
          files={uploads}
          onFiles={start}
          onCancel={cancel}
          onDismiss={dismiss}
        />
      )}
      {list.isError ? (
        <LoadError
          message={errorMessage(list.error, 'The media library could not be loaded.')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <Text tone="muted">
          {text
            ? `No file matches “${text}”.`
            : trash
              ? 'Nothing in the trash.'
              : 'No files yet: drop images or audio above, or choose them.'}
        </Text>
      ) : (
        <div className={cardStyles.mediaGrid}>
          {list.data?.items.map((item) =>
            trash ? (
              <TrashedCard key={item.id} item={item} role={role} onLeft={onLeft} />
            ) : (
              <MediaCard key={item.id} item={item} onLeft={onLeft} />
            ),
          )}
        </div>
      )}
      <SectionPager
        label={trash ? 'Media trash pages' : 'Media library pages'}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total}
        onPageChange={setPage}
      />
    </Stack>
  );
}
