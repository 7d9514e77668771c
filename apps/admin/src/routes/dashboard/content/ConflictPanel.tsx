import { ContentTexts } from '@studio/contracts';
import { Button, Card, ChangeList, Heading, Stack, Text, type FieldChange } from '@studio/ui';
import type { Entry } from '../../../api/dashboard/content';
import { formatDateTime } from '../formatDateTime';
import { changesBetween } from './changes';
import { useTypedValues } from './useAutosave';

/**
 * Someone else saved while this editor typed: their version beside what was typed here, field by
 * field. Nothing is dropped until the editor chooses.
 */
export function ConflictPanel({
  changes,
  changedBy,
  changedAt,
  onKeepMine,
  onTakeTheirs,
}: {
  changes: FieldChange[];
  changedBy: string | null;
  changedAt: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <Card padding="md">
      <section aria-labelledby="conflict-heading">
        <Stack gap="3">
          <Heading level={2} size="md" id="conflict-heading">
            Changed on the server
          </Heading>
          <Text role="alert">{ContentTexts.stale}</Text>
          <Text tone="muted" size="sm">
            Saved {formatDateTime(changedAt)}
            {changedBy ? ` by ${changedBy}` : ''}. Your text is kept here and in this browser.
          </Text>
          <ChangeList
            aria-label="Fields that differ"
            changes={changes}
            labels={{
              before: 'On the server',
              after: 'Yours',
              empty: 'The server’s version has the same text as yours.',
            }}
          />
          <Stack direction="row" wrap gap="2" align="center">
            <Button onClick={onKeepMine}>Keep mine on top of theirs</Button>
            <Button variant="secondary" onClick={onTakeTheirs}>
              Take the server’s version
            </Button>
          </Stack>
        </Stack>
      </section>
    </Card>
  );
}

/**
 * An entry editor's conflict: the entry as the server holds it against what is typed now (this
 * part re-renders as the editor types, the rest of the editor does not).
 */
export function EntryConflictPanel({
  theirs,
  onKeepMine,
  onTakeTheirs,
}: {
  theirs: Entry;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const mine = useTypedValues();
  return (
    <ConflictPanel
      changes={changesBetween(
        { slug: theirs.slug, ...theirs.data },
        { slug: mine.slug, ...mine.data },
      )}
      changedBy={theirs.updatedBy}
      changedAt={theirs.updatedAt}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
    />
  );
}
