import { type ContentType, type EntrySummary } from '@studio/contracts';
import { Button, ConfirmDialog, Stack, Text } from '@studio/ui';
import { useState } from 'react';
import {
  useBulkEntryWrite,
  type BulkResult,
  type BulkWriteKind,
} from '../../../api/dashboard/content';

type BulkAction = {
  kind: BulkWriteKind;
  label: string;
  /** Destructive: its confirmation opens on Cancel (tone critical). */
  critical: boolean;
  title: (count: number, nouns: string) => string;
  description: string;
};

const plural = (count: number, noun: string, nouns: string) =>
  `${count} ${count === 1 ? noun : nouns}`;

const ACTIONS: Record<BulkWriteKind, BulkAction> = {
  publish: {
    kind: 'publish',
    label: 'Publish',
    critical: false,
    title: (count, nouns) => `Publish ${count} ${nouns}?`,
    description: 'Each working draft goes live on the site now.',
  },
  unpublish: {
    kind: 'unpublish',
    label: 'Unpublish',
    critical: true,
    title: (count, nouns) => `Unpublish ${count} ${nouns}?`,
    description: 'Their pages leave the site; the drafts stay here.',
  },
  trash: {
    kind: 'trash',
    label: 'Move to trash',
    critical: true,
    title: (count, nouns) => `Move ${count} ${nouns} to the trash?`,
    description:
      'Published pages leave the site and the entries leave this list. A super admin can restore them from the Trash.',
  },
  untrash: {
    kind: 'untrash',
    label: 'Restore',
    critical: false,
    title: (count, nouns) => `Restore ${count} ${nouns}?`,
    description: 'They come back to the list as drafts, with their revisions.',
  },
};

const OUTCOME_TEXT: Record<BulkResult['outcome'], string> = {
  done: 'done',
  conflict: 'conflict',
  refused: 'refused',
};

/** "Publish: 2 done, 1 conflict, 0 refused." — what the live region announces. */
export function bulkSummary(label: string, results: ReadonlyArray<BulkResult>) {
  const count = (outcome: BulkResult['outcome']) =>
    results.filter((result) => result.outcome === outcome).length;
  const parts = (['done', 'conflict', 'refused'] as const).map(
    (outcome) => `${count(outcome)} ${OUTCOME_TEXT[outcome]}`,
  );
  return `${label}: ${parts.join(', ')}.`;
}

/** A row's result, shown beside it: "Conflict: …". */
export function BulkResultNote({ result }: { result: BulkResult | undefined }) {
  if (!result) return null;
  const heading =
    result.outcome === 'done' ? 'Done' : result.outcome === 'conflict' ? 'Conflict' : 'Refused';
  return (
    <Text
      as="span"
      size="sm"
      tone={result.outcome === 'done' ? 'success' : 'critical'}
      data-bulk-result={result.outcome}
      style={{ display: 'block' }}
    >
      {heading}: {result.message}
    </Text>
  );
}

/**
 * The bulk actions of a collection's list: the selected rows' count and the actions that apply
 * to the view (Publish, Unpublish, Move to trash; Restore in the trash, for a super admin). Each
 * confirms first; the destructive ones open on Cancel. One request per row; the summary is
 * announced in a polite live region, and each row's result is handed back to be shown beside it.
 */
export function BulkActions({
  type,
  noun,
  nouns,
  kinds,
  selected,
  onResults,
}: {
  type: ContentType;
  noun: string;
  nouns: string;
  kinds: ReadonlyArray<BulkWriteKind>;
  selected: ReadonlyArray<EntrySummary>;
  onResults: (results: BulkResult[]) => void;
}) {
  const bulk = useBulkEntryWrite(type);
  const [announcement, setAnnouncement] = useState('');
  const [chosen, setChosen] = useState<BulkAction | null>(null);
  const count = selected.length;

  const run = async (action: BulkAction) => {
    setAnnouncement('');
    const results = await bulk.mutateAsync({
      kind: action.kind,
      rows: selected.map(({ id, label, version }) => ({ id, label, version })),
    });
    onResults(results);
    setAnnouncement(bulkSummary(action.label, results));
  };

  return (
    <Stack gap="2">
      {count > 0 ? (
        <section aria-label="Bulk actions">
          <Stack direction="row" gap="2" wrap align="center">
            <Text as="span" size="sm" weight="medium">
              {plural(count, noun, nouns)} selected
            </Text>
            {kinds.map((kind) => {
              const action = ACTIONS[kind];
              return (
                <Button
                  key={kind}
                  size="sm"
                  variant={action.critical ? 'critical' : 'secondary'}
                  disabled={bulk.isPending}
                  onClick={() => setChosen(action)}
                >
                  {action.label}
                </Button>
              );
            })}
          </Stack>
        </section>
      ) : null}
      <Text as="p" size="sm" role="status" aria-live="polite">
        {announcement}
      </Text>
      {chosen ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setChosen(null);
          }}
          tone={chosen.critical ? 'critical' : 'primary'}
          title={chosen.title(count, count === 1 ? noun : nouns)}
          description={chosen.description}
          confirmLabel={chosen.label}
          onConfirm={() => run(chosen)}
        />
      ) : null}
    </Stack>
  );
}
