import { Button, Container, Stack } from '@studio/ui';
import { Link } from 'react-router-dom';
import { siteConfig } from '../content/site';
import * as styles from './pages.css';

/** Interim home page until the public pages are assembled from the design system's blocks. */
export function HomePage() {
  return (
    <Container as="main" id="main" className={styles.page}>
      <Stack gap="5" align="flex-start">
        <p className={styles.eyebrow}>{siteConfig.tagline}</p>
        <h1 className={styles.title}>{siteConfig.name}</h1>
        <p className={styles.lead}>{siteConfig.description}</p>
        <Stack direction="row" gap="3" wrap>
          <Button asChild>
            <Link to="/super-admin/login" reloadDocument>
              Admin Access
            </Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
