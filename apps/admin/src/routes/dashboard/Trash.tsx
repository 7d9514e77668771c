import type { Role } from '@studio/contracts';
import { Button, Stack, Text } from '@studio/ui';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { daysText } from './days';

/*
 * The one way a list shows its trash (the entries' lists and the media library): two links, the
 * list and `?view=trash`, and the note on what happens there.
 */

/** The links between a list and its trash; the current one is marked `aria-current="page"`. */
export function TrashViewLinks({
  label,
  listLabel,
  listPath,
  trash,
  ref,
}: {
  /** The navigation's name: `Articles views`. */
  label: string;
  /** The list's link: `Entries`, `Library`. */
  listLabel: string;
  listPath: string;
  trash: boolean;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <nav aria-label={label} ref={ref}>
      <Stack direction="row" gap="2">
        <Button asChild size="sm" variant={trash ? 'ghost' : 'secondary'}>
          <Link to={listPath} aria-current={trash ? undefined : 'page'}>
            {listLabel}
          </Link>
        </Button>
        <Button asChild size="sm" variant={trash ? 'secondary' : 'ghost'}>
          <Link to={`${listPath}?view=trash`} aria-current={trash ? 'page' : undefined}>
            Trash
          </Link>
        </Button>
      </Stack>
    </nav>
  );
}

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
