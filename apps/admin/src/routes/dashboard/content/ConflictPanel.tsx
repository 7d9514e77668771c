import { ContentTexts } from '@studio/contracts';
import { Button, Card, Heading, Stack, Text } from '@studio/ui';
import { formatDateTime } from '../parts';
import type { FieldChange } from './changes';
import * as styles from './content.css';

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
          {changes.length === 0 ? (
            <Text>The server’s version has the same text as yours.</Text>
          ) : (
            <table>
              <caption className={styles.legend}>Fields that differ</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">On the server</th>
                  <th scope="col">Yours</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.field}</th>
                    <td>
                      <pre className={styles.changeValue}>{change.before}</pre>
                    </td>
                    <td>
                      <pre className={styles.changeValue}>{change.after}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className={styles.actionsRow}>
            <Button onClick={onKeepMine}>Keep mine on top of theirs</Button>
            <Button variant="secondary" onClick={onTakeTheirs}>
              Take the server’s version
            </Button>
          </div>
        </Stack>
      </section>
    </Card>
  );
}
