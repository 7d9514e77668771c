import type { ContentType } from '@studio/contracts';
import { Button, Card, Stack, Text, VisuallyHidden } from '@studio/ui';
import { errorMessage } from '../../../api/client';
import type { Entry } from '../../../api/dashboard/content';
import { usePresence } from '../../../api/dashboard/presence';
import { formatTime } from '../formatDateTime';

/**
 * Who else has this entry open ("Priya Nair is editing since 10:02"), with Take over; or, in the
 * tab it was taken from, who took it over. The sentence is also said in a polite live region that
 * is always in the page (a region added with its text is not reliably announced) and takes no
 * room, so the editor does not move while nobody else is there.
 */
export function EditingPresence({
  type,
  id,
  version,
  saveFirst,
  onTakenOver,
  disabled,
}: {
  type: ContentType;
  id: string;
  /** The version this editor holds now. */
  version: () => number;
  /** Saves what is typed first; false when it could not be. */
  saveFirst: () => Promise<boolean>;
  onTakenOver: (entry: Entry) => void;
  disabled: boolean;
}) {
  const { others, takenOver, takeOver } = usePresence(type, id);
  const sentences = [
    ...(takenOver ? [`${takenOver.by} took over at ${formatTime(takenOver.at)}`] : []),
    ...others.map((other) => `${other.name} is editing since ${formatTime(other.since)}`),
  ];
  const outcome = takeOver.isError
    ? errorMessage(takeOver.error, 'The request failed. Please try again.')
    : takeOver.isSuccess
      ? takeOver.data.message
      : '';
  const press = async () => {
    if (!(await saveFirst())) return;
    const answer = await takeOver.mutateAsync(version()).catch(() => null);
    if (answer) onTakenOver(answer.entry);
  };
  const notice = [sentences.join('. '), outcome].filter(Boolean).join('. ');

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {notice}
      </VisuallyHidden>
      {notice ? (
        <Card padding="sm">
          <Stack direction="row" wrap gap="3" align="center">
            <Text>{notice}</Text>
            {others.length > 0 ? (
              <Button
                variant="secondary"
                onClick={() => void press()}
                disabled={disabled || takeOver.isPending}
              >
                Take over
              </Button>
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
