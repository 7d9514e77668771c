import type { ContentType, Revision } from '@studio/contracts';
import { Button, Card, ConfirmDialog, Heading, Spinner, Stack, Text, useToast } from '@studio/ui';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import {
  useEntryWrite,
  useRevision,
  useRevisions,
  type Entry,
} from '../../../api/dashboard/content';
import { formatDateTime } from '../parts';
import { changesBetween } from './changes';
import * as styles from './content.css';

const REASONS: Record<Revision['reason'], string> = {
  save: 'Saved',
  autosave: 'Autosaved',
  publish: 'Published',
  'scheduled-publish': 'Published as scheduled',
  restore: 'Restored',
};

/** What one revision changed compared with the draft open now, and its Restore. */
function RevisionDetail({
  type,
  entry,
  revisionId,
  current,
  version,
  onRestored,
}: {
  type: ContentType;
  entry: Entry;
  revisionId: string;
  current: { slug: string; data: object };
  version: () => number;
  onRestored: (entry: Entry) => void;
}) {
  const { toast } = useToast();
  const detail = useRevision(type, entry.id, revisionId);
  const write = useEntryWrite(type);
  const [error, setError] = useState<string | undefined>();
  if (detail.isPending) return <Spinner label="Loading the revision" />;
  if (detail.isError)
    return (
      <Text role="alert" tone="critical">
        {errorMessage(detail.error, 'The revision could not be loaded.')}
      </Text>
    );
  const revision = detail.data;
  const changes = changesBetween(
    { slug: current.slug, ...current.data },
    { slug: revision.slug, ...(revision.data as object) },
  );
  return (
    <Stack gap="2">
      {changes.length === 0 ? (
        <Text size="sm">Same as the draft open now.</Text>
      ) : (
        <dl aria-label={`Differences from the open draft, revision ${revision.number}`}>
          {changes.map((change) => (
            <div key={change.field}>
              <dt>
                <Text size="sm" weight="semibold">
                  {change.field}
                </Text>
              </dt>
              <dd>
                <pre className={styles.changeValue}>{change.after}</pre>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <ConfirmDialog
        title={`Restore revision ${revision.number}?`}
        description="It becomes the working draft; the draft open now stays in the revisions. The live page does not change until you publish."
        confirmLabel="Restore"
        confirmLoadingLabel="Restoring..."
        error={error}
        onConfirm={async () => {
          try {
            const answer = await write.mutateAsync({
              id: entry.id,
              write: { kind: 'restore', version: version(), revisionId },
            });
            onRestored(answer.entry);
            toast.success(answer.message);
          } catch (failure) {
            setError(errorMessage(failure, 'The revision was not restored.'));
            throw failure;
          }
        }}
        trigger={
          <Button size="sm" variant="secondary">
            Restore as draft
          </Button>
        }
      />
    </Stack>
  );
}

/** The entry's revisions, newest first: who and when, what changed, restore as the draft. */
export function RevisionsPanel(props: {
  type: ContentType;
  entry: Entry;
  current: { slug: string; data: object };
  version: () => number;
  onRestored: (entry: Entry) => void;
}) {
  const revisions = useRevisions(props.type, props.entry.id);
  const [selected, setSelected] = useState<string | undefined>();
  return (
    <Card padding="md">
      <section aria-labelledby="revisions-heading">
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
          ) : revisions.data.length === 0 ? (
            <Text tone="muted" size="sm">
              None yet: one is kept at each save, publish and restore.
            </Text>
          ) : (
            <ol className={styles.revisionList}>
              {revisions.data.map((revision) => (
                <li key={revision.id}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-expanded={selected === revision.id}
                    onClick={() => setSelected(selected === revision.id ? undefined : revision.id)}
                  >
                    {REASONS[revision.reason]} {formatDateTime(revision.createdAt)}
                    {revision.actorEmail ? ` by ${revision.actorEmail}` : ''}
                  </Button>
                  {selected === revision.id ? (
                    <RevisionDetail {...props} revisionId={revision.id} />
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </Stack>
      </section>
    </Card>
  );
}
