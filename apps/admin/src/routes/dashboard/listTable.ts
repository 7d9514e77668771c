import { useToast } from '@studio/ui';
import { errorMessage } from '../../api/client';
import { useDashboardSearchState } from './SearchContext';

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
