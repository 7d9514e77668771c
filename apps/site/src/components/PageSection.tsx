import { Heading, Text } from '@studio/ui';
import { useId, type ReactNode } from 'react';
import * as styles from './PageSection.css';

export interface PageSectionProps {
  heading: string;
  /** A muted line under the heading. */
  intro?: ReactNode;
  headingSize?: 'lg' | 'xl';
  /** Replaces the default column layout, e.g. a callout box. */
  className?: string;
  children?: ReactNode;
}

/** A studio page's section, named by its level-2 heading. */
export function PageSection({
  heading,
  intro,
  headingSize = 'xl',
  className,
  children,
}: PageSectionProps) {
  const headingId = useId();
  const title = (
    <Heading level={2} size={headingSize} id={headingId}>
      {heading}
    </Heading>
  );
  return (
    <section className={className ?? styles.section} aria-labelledby={headingId}>
      {intro ? (
        <div className={styles.sectionHeader}>
          {title}
          <Text tone="muted">{intro}</Text>
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
