import { Button, Card, Heading, Stack, Text } from '@studio/ui';
import type { ReactNode } from 'react';
import * as styles from './parts.css';

/** A section's title (the page's one h1), what it is for, and its own actions. */
export function SectionHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.sectionHeader}>
      <Stack gap="1">
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{description}</Text>
      </Stack>
      {actions ? (
        <Stack direction="row" gap="2">
          {actions}
        </Stack>
      ) : null}
    </div>
  );
}

export function StatCard({
  label,
  value,
  detail,
}: {
  label: string;
  value: number | string | undefined;
  detail?: ReactNode;
}) {
  return (
    <Card padding="md">
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value ?? '–'}</p>
      {detail ? <p className={styles.statDetail}>{detail}</p> : null}
    </Card>
  );
}

/** A failed load: the reason, and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card padding="md">
      <Stack gap="3" align="flex-start">
        <Text role="alert" tone="critical">
          {message}
        </Text>
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Card>
  );
}

/** Previous / Next over a server-paginated list, with where we are. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={label}>
      <Text tone="muted" aria-live="polite">
        {total === 0 ? 'Nothing to show' : `${first}–${last} of ${total}`} · Page {page} of {pages}
      </Text>
      <Stack direction="row" gap="2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Stack>
    </nav>
  );
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
