import { type ContentType, type EntrySummary } from '@studio/contracts';
import { Button, ConfirmDialog, Stack, Text, TextField } from '@studio/ui';
import { useState } from 'react';
import {
  useBulkEntryWrite,
  type BulkResult,
  type BulkWriteKind,
} from '../../../api/dashboard/content';
import { fromLocalInput } from './LeafField';

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
  schedule: {
    kind: 'schedule',
    label: 'Schedule',
    critical: false,
    title: (count, nouns) => `Schedule ${count} ${nouns}?`,
    description: 'Each working draft, as it is now, goes live at the time you choose.',
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
 * to the view (Publish, Schedule, Unpublish, Move to trash; Restore in the trash, for a super
 * admin). Each confirms first; the destructive ones open on Cancel; Schedule asks when. One request per row; the summary is
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
  const [publishAt, setPublishAt] = useState('');
  const [publishAtError, setPublishAtError] = useState<string | undefined>();
  const count = selected.length;

  const choose = (action: BulkAction | null) => {
    setChosen(action);
    setPublishAtError(undefined);
  };

  const run = async (action: BulkAction, at?: string) => {
    setAnnouncement('');
    const results = await bulk.mutateAsync({
      kind: action.kind,
      rows: selected.map(({ id, label, version }) => ({ id, label, version })),
      ...(at ? { publishAt: at } : {}),
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
                  onClick={() => choose(action)}
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
            if (!open) choose(null);
          }}
          tone={chosen.critical ? 'critical' : 'primary'}
          title={chosen.title(count, count === 1 ? noun : nouns)}
          description={chosen.description}
          confirmLabel={chosen.label}
          onConfirm={() => {
            if (chosen.kind !== 'schedule') return run(chosen);
            const at = fromLocalInput(publishAt);
            if (!at) {
              setPublishAtError('Choose a date and time');
              return false;
            }
            return run(chosen, at);
          }}
        >
          {chosen.kind === 'schedule' ? (
            <TextField
              label="Publish at"
              hint="Your local time."
              type="datetime-local"
              required
              value={publishAt}
              error={publishAtError}
              onChange={(event) => {
                setPublishAt(event.currentTarget.value);
                setPublishAtError(undefined);
              }}
            />
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
