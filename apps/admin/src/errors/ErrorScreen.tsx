import { Box, Button, Stack } from '@studio/ui';
import { AuthScreen } from '../layout/AuthScreen';
import * as styles from './ErrorScreen.css';

type Props = { error: unknown; onTryAgain: () => void };

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    const { status, statusText } = error as { status?: number; statusText?: string };
    return [status, statusText].filter(Boolean).join(' ');
  }
  return String(error);
}

/** What a crash shows instead of a blank page: what happened, and two ways on. */
export function ErrorScreen({ error, onTryAgain }: Props) {
  return (
    <AuthScreen
      title="Oops! Something went wrong"
      lead="This screen ran into a problem. Try again, or go back to the website."
    >
      <Box as="details" padding="3" borderRadius="md" border="standard" className={styles.details}>
        <summary className={styles.summary}>Error details</summary>
        <pre className={styles.pre}>{describe(error)}</pre>
      </Box>
      <Stack direction="row" gap="3" wrap>
        <Button variant="primary" onClick={onTryAgain}>
          Try Again
        </Button>
        <Button asChild variant="secondary">
          <a href="/">Go Home</a>
        </Button>
      </Stack>
    </AuthScreen>
  );
}
