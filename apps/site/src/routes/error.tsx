import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { contentLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import { useHydrated } from '../hydration/useHydrated';
import * as styles from '../components/StatusPage.css';

export const loader = contentLoader(async (content) => {
  const { generic, errorIdLabel } = await content.page('errors');
  return { content: generic, errorIdLabel };
});

export const meta = pageHead('/error');

/** "ERR-" and the time in base 36 (e.g. ERR-M3X7K2QF): quotable, and support can date it. */
export function createErrorId(now: number = Date.now()): string {
  return `ERR-${now.toString(36).toUpperCase()}`;
}

/** As long as an error ID (ERR- and eight base-36 digits until the year 2059). */
const ERROR_ID_PLACEHOLDER = 'ERR-00000000';

export default function ErrorPage() {
  const { content, errorIdLabel: idLabel } = useLoaderData<typeof loader>();
  // Made in the browser when the visitor arrives, not at build time.
  const hydrated = useHydrated();
  const [errorId] = useState(createErrorId);
  return (
    <StatusPage content={content}>
      {/* The line is in the prerendered page already, hidden and as wide, so its value arriving
          after hydration moves nothing below it. */}
      <p
        className={hydrated ? styles.detail : `${styles.detail} ${styles.pending}`}
        aria-hidden={hydrated ? undefined : true}
      >
        {idLabel}:{' '}
        <span className={styles.detailValue}>{hydrated ? errorId : ERROR_ID_PLACEHOLDER}</span>
      </p>
    </StatusPage>
  );
}
