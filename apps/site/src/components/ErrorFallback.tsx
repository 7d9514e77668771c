import { Button, Container, Heading, Stack, Text } from '@studio/ui';
import { Link } from './SiteLink';
import * as styles from './ErrorFallback.css';

/**
 * What a visitor sees when a page fails unexpectedly: never a blank screen. Try Again reloads the
 * page (a fresh copy of its code and data); Go Home leaves it.
 */
export function ErrorFallback({ details }: { details: string }) {
  return (
    <Container paddingY="9">
      <Stack gap="5" align="flex-start">
        <Heading level={1}>Oops! Something went wrong</Heading>
        <Text tone="muted">
          This page ran into a problem. Try again, or go back to the home page.
        </Text>
        <details className={styles.details}>
          <summary>Error details</summary>
          <pre className={styles.pre}>{details}</pre>
        </details>
        <Stack direction="row" gap="3" wrap>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
          <Button variant="secondary" asChild>
            <Link to="/">Go Home</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
