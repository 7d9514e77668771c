import { Spinner, Stack, Text } from '@studio/ui';
import { errorMessage } from '../../api/client';
import { useScheduledBackups } from '../../api/dashboard/backup';
import { FormAlert } from '../../forms/FormAlert';
import { formatDateTime } from './formatDateTime';

/** A size as people read it: KB and MB of 1024. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The scheduled backups the server keeps, newest first, and the last one if it failed. */
export function ScheduledBackups() {
  const query = useScheduledBackups();
  const data = query.data;
  if (query.isPending) return <Spinner label="Loading the scheduled backups" />;
  if (query.isError || !data)
    return (
      <FormAlert>
        {errorMessage(query.error, 'The scheduled backups could not be loaded.')}
      </FormAlert>
    );
  return (
    <Stack gap="2">
      <Text weight="semibold" id="scheduled-backups-title">
        Scheduled backups
      </Text>
      <Text size="sm" tone="muted">
        {data.intervalHours > 0
          ? `Every ${plural(data.intervalHours, 'hour')}, the last ${data.keep} kept.`
          : 'Scheduled backups are turned off (BACKUP_INTERVAL_HOURS is 0).'}
      </Text>
      {data.lastFailure ? (
        <FormAlert>
          {`The last scheduled backup failed (${formatDateTime(data.lastFailure.at)}): ${data.lastFailure.reason}`}
        </FormAlert>
      ) : null}
      {data.backups.length === 0 ? (
        <Text size="sm">No scheduled backups yet.</Text>
      ) : (
        <ul aria-labelledby="scheduled-backups-title" style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {data.backups.map((backup) => (
            <li key={backup.name}>
              <Text size="sm">
                {backup.name}, {formatSize(backup.bytes)}, {formatDateTime(backup.createdAt)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
