import { Button, Container, Stack } from '@studio/ui';
import { Link } from 'react-router-dom';
import * as styles from './pages.css';

/** Spec 01 §2 and spec 02 §8: the 404 page with Go Home and View Sitemap. */
export function NotFoundPage() {
  return (
    <Container as="main" id="main" width="narrow" className={styles.page}>
      <Stack gap="5" align="flex-start">
        <p className={styles.eyebrow}>404</p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className={styles.lead}>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <Stack direction="row" gap="3" wrap>
          <Button asChild>
            <Link to="/">Go Home</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/site">View Sitemap</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
