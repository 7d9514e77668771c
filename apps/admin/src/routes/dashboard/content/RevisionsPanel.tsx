import type { ContentType, Revision } from '@studio/contracts';
import {
  Card,
  ChangeList,
  ConfirmDialog,
  Heading,
  RevisionList,
  Spinner,
  Stack,
  Text,
  useToast,
} from '@studio/ui';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import {
  useEntryWrite,
  useRevision,
  useRevisions,
  type Entry,
} from '../../../api/dashboard/content';
import { changesBetween } from './changes';
import { labelOf } from './fieldSpecs';
import { useTypedValues } from './useAutosave';

const REASONS: Record<Revision['reason'], string> = {
  save: 'Saved',
  autosave: 'Autosaved',
  publish: 'Published',
  'scheduled-publish': 'Published as scheduled',
  restore: 'Restored',
};

const summaryOf = (revision: Revision) =>
  `${REASONS[revision.reason]}${
    revision.changedFields.length > 0
      ? `: ${revision.changedFields.map((field) => labelOf(field).toLowerCase()).join(', ')}`
      : ''
  }`;

type Props = {
  type: ContentType;
  entry: Entry;
  version: () => number;
  onRestored: (entry: Entry) => void;
  /** Runs an action after the editor's other actions (a Publish on its way) have answered. */
  inTurn: <T>(action: () => Promise<T>) => Promise<T>;
};

/** What a revision holds that the open draft does not. */
function RevisionChanges({
  type,
  entry,
  revisionId,
}: Pick<Props, 'type' | 'entry'> & { revisionId: string }) {
  const current = useTypedValues();
  const detail = useRevision(type, entry.id, revisionId);
  if (detail.isPending) return <Spinner label="Loading the revision" />;
  if (detail.isError)
    return (
      <Text role="alert" tone="critical">
        {errorMessage(detail.error, 'The revision could not be loaded.')}
      </Text>
    );
  return (
    <ChangeList
      aria-label={`Revision ${detail.data.number} compared with the open draft`}
      changes={changesBetween(
        { slug: current.slug, ...current.data },
        { slug: detail.data.slug, ...(detail.data.data as object) },
      )}
      labels={{ before: 'Open draft', after: 'This revision', empty: 'Same as the open draft.' }}
    />
  );
}

/** The entry's revisions, newest first: who and when, what changed, restore as the draft. */
export function RevisionsPanel({ type, entry, version, onRestored, inTurn }: Props) {
  const { toast } = useToast();
  const revisions = useRevisions(type, entry.id);
  const write = useEntryWrite(type);
  const [selected, setSelected] = useState<string | undefined>();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const chosen = revisions.data?.find((revision) => revision.id === restoring);
  const section = useRef<HTMLElement>(null);
  return (
    <Card padding="md">
      <section aria-labelledby="revisions-heading" ref={section}>
        <Stack gap="3">
          <Heading level={2} size="sm" id="revisions-heading">
            Revisions
          </Heading>
          {revisions.isPending ? (
            <Spinner label="Loading revisions" />
          ) : revisions.isError ? (
            <Text role="alert" tone="critical">
              {errorMessage(revisions.error, 'The revisions could not be loaded.')}
            </Text>
          ) : (
            <RevisionList
              items={revisions.data.map((revision) => ({
                id: revision.id,
                author: revision.actorEmail ?? 'The system',
                at: revision.createdAt,
                summary: summaryOf(revision),
              }))}
              selectedId={selected ?? null}
              onSelect={(id) => setSelected(id === selected ? undefined : id)}
              onRestore={(id) => {
                setError(undefined);
                setRestoring(id);
              }}
              restoringId={write.isPending ? restoring : null}
              labels={{
                restore: 'Restore as draft',
                empty: 'None yet: one is kept at each save, publish and restore.',
              }}
            />
          )}
          {selected ? <RevisionChanges type={type} entry={entry} revisionId={selected} /> : null}
        </Stack>
      </section>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null);
        }}
        title={`Restore revision ${chosen?.number ?? ''}?`}
        description="It becomes the working draft; the draft open now stays in the revisions. The live page does not change until you publish."
        confirmLabel="Restore"
        // Back to the revision's Restore button, which the list drew anew while it restored
        // (Radix's own return fell to the page); the revision itself when it has none.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const selectedItem = section.current?.querySelector(
            'li:has(button[aria-pressed="true"])',
          );
          const target =
            selectedItem?.querySelector<HTMLButtonElement>(
              'button:not([aria-pressed]):not(:disabled)',
            ) ?? selectedItem?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]');
          target?.focus();
        }}
        confirmLoadingLabel="Restoring..."
        error={error}
        onConfirm={async () => {
          if (!restoring) return;
          try {
            // The version is read once the editor's earlier actions have answered.
            const answer = await inTurn(() =>
              write.mutateAsync({
                id: entry.id,
                write: { kind: 'restore', version: version(), revisionId: restoring },
              }),
            );
            onRestored(answer.entry);
            toast.success(answer.message);
          } catch (failure) {
            setError(errorMessage(failure, 'The revision was not restored.'));
            throw failure;
          }
        }}
      />
    </Card>
  );
}
