import { Spinner, Stack } from '@studio/ui';

/** Shown while a screen's code or the session check is on its way. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack align="center" justify="center" style={{ minHeight: '100dvh' }}>
      <Spinner label={label} />
    </Stack>
  );
}
