import type { Role } from '@studio/contracts';
import { Text } from '@studio/ui';
import { daysText } from './days';

/**
 * What a trash view says about deleting for good (the entries' trash and the media library's):
 * the server's TRASH_DAYS, so the days are told only once a list answer brought them (never a
 * number the server may not keep), and to an admin that only a super admin restores or purges.
 */
export function TrashNote({
  role,
  days,
  things,
  thing,
}: {
  role: Role;
  days: number | undefined;
  /** What the trash holds, as a sentence starts: `Entries`, `Files`. */
  things: string;
  /** One of them: `an entry`, `a file`. */
  thing: string;
}) {
  const expiry =
    days === undefined ? null : `${things} here are deleted for good after ${daysText(days)}`;
  const note =
    role === 'super_admin'
      ? expiry && `${expiry} unless restored.`
      : [`Only a super admin can restore ${thing} or delete it for good.`, expiry && `${expiry}.`]
          .filter(Boolean)
          .join(' ');
  return note ? (
    <Text size="sm" tone="muted">
      {note}
    </Text>
  ) : null;
}
