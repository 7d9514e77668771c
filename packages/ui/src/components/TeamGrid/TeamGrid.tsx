import { useId, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { TeamCard, type TeamCardProps } from '../TeamCard';
import type { TeamMember } from '../TeamModal';
import * as styles from './TeamGrid.css';

export type TeamGridProps = Pick<TeamCardProps, 'experience' | 'socialLabel' | 'onImageError'> & {
  /** The team, in display order. */
  members: readonly TeamMember[];
  /** The section heading, e.g. `<h2>Meet Our Team</h2>`; it also names the section. */
  heading?: ReactNode;
  /** Below the cards, e.g. a "View Full Team" link. */
  action?: ReactNode;
  /** Class name of the section. */
  className?: string;
};

/**
 * The "Meet Our Team" section: a list of TeamCards in 1, 2 (from 480 px) or 3 (from 1024 px)
 * columns, each opening its member's modal.
 *
 * The About page's "Meet Our Team" section: TeamCards in 1 column, 2 from 480 px and 3 from 1024
 * px, each opening its TeamModal, with a heading slot (which names the section) and an action slot
 * (the "View Full Team" link). The sample has three cards: founder and producer; production
 * designer and director; singer, composer, lyricist.
 */
export function TeamGrid({
  members,
  heading,
  action,
  experience,
  socialLabel,
  onImageError,
  className,
}: TeamGridProps) {
  const headingId = useId();
  return (
    <section
      className={cx(styles.section, className)}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? <div id={headingId}>{heading}</div> : null}
      <ul className={styles.list}>
        {members.map((member) => (
          <li key={member.name} className={styles.item}>
            <TeamCard
              member={member}
              experience={experience}
              socialLabel={socialLabel}
              onImageError={onImageError}
            />
          </li>
        ))}
      </ul>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
