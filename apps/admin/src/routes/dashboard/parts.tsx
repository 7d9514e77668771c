import {
  Button,
  Card,
  Heading,
  Pagination,
  Stack,
  Text,
  useToast,
  type PaginationProps,
} from '@studio/ui';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import * as styles from './parts.css';
import { useDashboardSearchState } from './SearchContext';

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
    <Stack direction="row" wrap gap="3" align="flex-end" justify="space-between" marginBottom="5">
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
    </Stack>
  );
}

/** Asks for a section's data again; busy while any fetch of it runs. */
export function RefreshButton({
  query,
}: {
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <Button
      variant="secondary"
      loading={query.isFetching}
      loadingText="Refreshing..."
      onClick={() => void query.refetch()}
    >
      Refresh
    </Button>
  );
}

/**
 * The StatusActionTable props every dashboard list shares: its query's loading and error states,
 * and the top bar's search text (so the table leaves out its own box, one search box per page).
 * The section's heading names the table, so its caption is hidden.
 */
export function useListTableProps(
  list: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> },
  loadErrorMessage: string,
) {
  const { search, setSearch } = useDashboardSearchState();
  return {
    hideCaption: true,
    search,
    onSearchChange: setSearch,
    hideSearch: true,
    loading: list.isPending,
    error: list.isError ? errorMessage(list.error, loadErrorMessage) : undefined,
    onRetry: () => void list.refetch(),
  };
}

/**
 * Reports a row action that failed: a toast, then the message rethrown so that the table's
 * confirmation stays open and shows it too.
 */
export function useRowActionFailure() {
  const { toast } = useToast();
  return (actionLabel: string, error: unknown): never => {
    const message = errorMessage(
      error,
      `Error executing ${actionLabel.toLowerCase()} action. Please try again.`,
    );
    toast.error(`${actionLabel} failed`, { message });
    throw new Error(message);
  };
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

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The pager under a section's list; nothing until the list's total is known. */
export function SectionPager({
  total,
  ...props
}: Omit<PaginationProps, 'total' | 'className'> & { total: number | undefined }) {
  return total === undefined ? null : (
    <Pagination {...props} className={styles.pager} total={total} />
  );
}
