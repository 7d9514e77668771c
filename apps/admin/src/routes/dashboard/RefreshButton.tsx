import { Button } from '@studio/ui';

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
