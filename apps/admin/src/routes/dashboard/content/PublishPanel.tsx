import type { ContentType } from '@studio/contracts';
import { Badge, Button, Card, Heading, Stack, Text, TextField, useToast } from '@studio/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client';
import { useEntryWrite, type Entry, type EntryWrite } from '../../../api/dashboard/content';
import { formatDateTime } from '../formatDateTime';
import { EntryLabel } from './EntryLabel';
import { fromLocalInput, toLocalInput } from './LeafField';
import { STATE_OPTIONS, UNPUBLISHED_CHANGES } from './contentTypes';

type Props = {
  type: ContentType;
  entry: Entry;
  /** The version the next write names (the editor's, which autosave moves on). */
  version: () => number;
  /** Sends unsaved edits first; false when they could not be saved. */
  saveFirst: () => Promise<boolean>;
  onWritten: (entry: Entry) => void;
  /** Runs an action after the editor's other actions (Restore, another Publish) have answered. */
  inTurn: <T>(action: () => Promise<T>) => Promise<T>;
  disabled?: boolean;
};

/** Where the entry stands, and Publish, Unpublish and Schedule with their outcome as a toast. */
export function PublishPanel({
  type,
  entry,
  version,
  saveFirst,
  onWritten,
  inTurn,
  disabled,
}: Props) {
  const { toast } = useToast();
  const write = useEntryWrite(type);
  const [publishAt, setPublishAt] = useState(toLocalInput(entry.scheduledFor ?? undefined));
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const [unpublishAt, setUnpublishAt] = useState(toLocalInput(entry.unpublishAt ?? undefined));
  const [unpublishError, setUnpublishError] = useState<string | undefined>();
  const state = STATE_OPTIONS.find((option) => option.value === entry.state);

  // In turn with the editor's other actions, so that each names the version the one before it
  // left: never a conflict with this editor's own request.
  // A second press of the same action while the first waits or runs is the same wish: ignored.
  const waiting = useRef(new Set<string>());
  const run = (make: (version: number) => EntryWrite, failure: string) => {
    if (waiting.current.has(failure)) return Promise.resolve();
    waiting.current.add(failure);
    return inTurn(() => act(make, failure)).finally(() => waiting.current.delete(failure));
  };
  const act = async (make: (version: number) => EntryWrite, failure: string) => {
    if (!(await saveFirst())) {
      toast.error(`${failure} failed`, { message: 'Save the draft first: fix the marked fields.' });
      return;
    }
    try {
      const answer = await write.mutateAsync({ id: entry.id, write: make(version()) });
      onWritten(answer.entry);
      setScheduleError(undefined);
      setUnpublishError(undefined);
      toast.success(answer.message, { message: <EntryLabel entry={entry} /> });
    } catch (error) {
      const field = isApiError(error)
        ? error.errors?.find((item) => item.field === 'publishAt')
        : undefined;
      if (field) setScheduleError(field.message);
      const downField = isApiError(error)
        ? error.errors?.find((item) => item.field === 'unpublishAt')
        : undefined;
      if (downField) setUnpublishError(downField.message);
      toast.error(`${failure} failed`, { message: errorMessage(error, `${failure} failed.`) });
    }
  };

  const canPublish = entry.state !== 'published' || entry.hasUnpublishedChanges;
  const heading = useRef<HTMLHeadingElement>(null);
  // Publish (or Unpublish) goes away once it has done its work, and the focus it held would fall
  // to the page: the panel's heading takes it, next to the state it reports.
  useLayoutEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, [canPublish, entry.state]);
  return (
    <Card padding="md">
      <section aria-labelledby="publish-heading">
        <Stack gap="3">
          <Heading level={2} size="sm" id="publish-heading" ref={heading} tabIndex={-1}>
            Publishing
          </Heading>
          <Stack direction="row" gap="2" align="center" wrap>
            <Badge tone={state?.tone ?? 'neutral'}>{state?.label ?? entry.state}</Badge>
            {entry.state === 'published' && entry.hasUnpublishedChanges ? (
              <Text size="sm">{UNPUBLISHED_CHANGES}</Text>
            ) : null}
            {entry.publishedAt ? (
              <Text size="sm" tone="muted">
                Published {formatDateTime(entry.publishedAt)}
              </Text>
            ) : null}
          </Stack>
          {entry.scheduledFor ? (
            <Text size="sm">Goes live {formatDateTime(entry.scheduledFor)}</Text>
          ) : null}
          {entry.unpublishAt ? (
            <Text size="sm">Comes down {formatDateTime(entry.unpublishAt)}</Text>
          ) : null}
          <Stack direction="row" wrap gap="2" align="center">
            {canPublish ? (
              <Button
                disabled={disabled}
                loading={write.isPending && write.variables?.write.kind === 'publish'}
                loadingText="Publishing..."
                onClick={() => void run((v) => ({ kind: 'publish', version: v }), 'Publish')}
              >
                Publish
              </Button>
            ) : null}
            {entry.state === 'published' ? (
              <Button
                variant="secondary"
                disabled={disabled}
                onClick={() => void run((v) => ({ kind: 'unpublish', version: v }), 'Unpublish')}
              >
                Unpublish
              </Button>
            ) : null}
          </Stack>
          <form
            id="schedule"
            onSubmit={(event) => {
              event.preventDefault();
              const iso = fromLocalInput(publishAt);
              if (!iso) {
                setScheduleError('Choose a date and time');
                return;
              }
              void run((v) => ({ kind: 'schedule', version: v, publishAt: iso }), 'Schedule');
            }}
          >
            <Stack gap="2">
              <TextField
                label="Publish at"
                hint="Your local time. The draft as it is now goes live then."
                type="datetime-local"
                value={publishAt}
                error={scheduleError}
                onChange={(event) => setPublishAt(event.currentTarget.value)}
                disabled={disabled}
              />
              <Stack direction="row" wrap gap="2" align="center">
                <Button type="submit" variant="secondary" disabled={disabled}>
                  Schedule
                </Button>
                {entry.scheduledFor ? (
                  <Button
                    variant="ghost"
                    disabled={disabled}
                    onClick={() =>
                      void run(
                        (v) => ({ kind: 'schedule', version: v, publishAt: null }),
                        'Cancel schedule',
                      )
                    }
                  >
                    Cancel schedule
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </form>
          {entry.state === 'published' ? (
            <form
              id="schedule-unpublish"
              onSubmit={(event) => {
                event.preventDefault();
                const iso = fromLocalInput(unpublishAt);
                if (!iso) {
                  setUnpublishError('Choose a date and time');
                  return;
                }
                void run(
                  (v) => ({ kind: 'schedule-unpublish', version: v, unpublishAt: iso }),
                  'Schedule unpublish',
                );
              }}
            >
              <Stack gap="2">
                <TextField
                  label="Unpublish at"
                  hint="Your local time. The live page comes down then; the draft stays."
                  type="datetime-local"
                  value={unpublishAt}
                  error={unpublishError}
                  onChange={(event) => setUnpublishAt(event.currentTarget.value)}
                  disabled={disabled}
                />
                <Stack direction="row" wrap gap="2" align="center">
                  <Button type="submit" variant="secondary" disabled={disabled}>
                    Schedule unpublish
                  </Button>
                  {entry.unpublishAt ? (
                    <Button
                      variant="ghost"
                      disabled={disabled}
                      onClick={() =>
                        void run(
                          (v) => ({ kind: 'schedule-unpublish', version: v, unpublishAt: null }),
                          'Cancel scheduled unpublish',
                        )
                      }
                    >
                      Cancel scheduled unpublish
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
            </form>
          ) : null}
        </Stack>
      </section>
    </Card>
  );
}
