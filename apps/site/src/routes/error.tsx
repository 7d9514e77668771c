import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { errorIdLabel, genericError } from '../content/errors';
import { headFor } from '../head/meta';
import { useHydrated } from '../search/useHydrated';
import * as styles from '../components/StatusPage.css';

export function loader() {
  return { content: genericError, errorIdLabel };
}

export const meta = () => headFor('/error');

/** "ERR-" and the time in base 36 (e.g. ERR-M3X7K2QF): quotable, and support can date it. */
export function createErrorId(now: number = Date.now()): string {
  return `ERR-${now.toString(36).toUpperCase()}`;
}

export default function ErrorPage() {
  const { content, errorIdLabel: idLabel } = useLoaderData<typeof loader>();
  // Made in the browser when the visitor arrives, not at build time.
  const hydrated = useHydrated();
  const [errorId] = useState(createErrorId);
  return (
    <StatusPage content={content}>
      {hydrated ? (
        <p className={styles.detail}>
          {idLabel}: <span className={styles.detailValue}>{errorId}</span>
        </p>
      ) : null}
    </StatusPage>
  );
}
