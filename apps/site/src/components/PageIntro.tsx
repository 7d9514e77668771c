import { Heading, Link } from '@studio/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import * as styles from './PageIntro.css';

export interface PageIntroProps {
  eyebrow?: string;
  /** The page's one level-1 heading (the root focuses it after a client navigation). */
  title: string;
  lead?: ReactNode;
  /** A small line under the lead, e.g. when a policy was last updated. */
  note?: ReactNode;
  /** Text of the link back to the home page. */
  back?: string;
}

/** The top of a text page: back link, eyebrow, title and lead. */
export function PageIntro({ eyebrow, title, lead, note, back }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      {back ? (
        <Link asChild className={styles.back}>
          <RouterLink to="/">
            <span aria-hidden="true">← </span>
            {back}
          </RouterLink>
        </Link>
      ) : null}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading level={1} size="2xl">
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {note ? <p className={styles.note}>{note}</p> : null}
    </header>
  );
}
