import { Button, Container, Heading, Stack, Text } from '@studio/ui';
import { useWords } from '../i18n/siteWords';
import { Link } from './SiteLink';
import * as styles from './ErrorFallback.css';

/**
 * What a visitor sees when a page fails unexpectedly: never a blank screen. Try Again reloads the
 * page (a fresh copy of its code and data); Go Home leaves it.
 */
export function ErrorFallback({ details }: { details: string }) {
  const words = useWords('error');
  return (
    <Container paddingY="9">
      <Stack gap="5" align="flex-start">
        <Heading level={1}>{words.title}</Heading>
        <Text tone="muted">{words.text}</Text>
        <details className={styles.details}>
          <summary>{words.details}</summary>
          <pre className={styles.pre}>{details}</pre>
        </details>
        <Stack direction="row" gap="3" wrap>
          <Button onClick={() => window.location.reload()}>{words.tryAgain}</Button>
          <Button variant="secondary" asChild>
            <Link to="/">{words.goHome}</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
