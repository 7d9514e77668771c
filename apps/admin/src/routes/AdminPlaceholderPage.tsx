import { Button, Container, Stack } from '@studio/ui';
import { useEffect } from 'react';
import * as styles from './AdminPlaceholderPage.css';

type Props = { title: string };

/**
 * The agreed interim screen (issue 2) until the admin screens are built: it names the screen and
 * leads back to the public site.
 */
export function AdminPlaceholderPage({ title }: Props) {
  useEffect(() => {
    document.title = `${title} | Sargam Studios`;
  }, [title]);
  return (
    <Container as="main" width="narrow" className={styles.page}>
      <Stack gap="4" align="flex-start">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>This screen of the admin area is not available yet.</p>
        <Button asChild variant="secondary">
          <a href="/">Back to the website</a>
        </Button>
      </Stack>
    </Container>
  );
}
