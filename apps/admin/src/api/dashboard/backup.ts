import type { BackupLinkAnswer, ScheduledBackupsAnswer } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

/** The password again; the API answers a one-minute link that downloads the archive. */
export function requestBackupLink(currentPassword: string): Promise<BackupLinkAnswer> {
  return apiFetch<BackupLinkAnswer>('/api/super-admin/backup/link', {
    method: 'POST',
    body: { currentPassword },
  });
}

/**
 * Hands the link to the browser's own download manager: the archive (it may be large) streams
 * to disk as the server writes it, never into the page's memory as a blob would.
 */
export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** The scheduled backups kept, and the last scheduled one if it failed. */
export function useScheduledBackups() {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'backups'] as const,
    queryFn: () => apiFetch<ScheduledBackupsAnswer>('/api/super-admin/backups'),
  });
}
