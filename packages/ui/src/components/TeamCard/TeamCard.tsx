import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { Avatar } from '../Avatar';
import { TeamModal, type TeamModalProps } from '../TeamModal';
import * as styles from './TeamCard.css';

export type TeamCardProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'onClick'> &
  Pick<TeamModalProps, 'member' | 'experience' | 'socialLabel' | 'onImageError'> & {
    /** Fetch the portrait at once with high priority, for cards in the first screenful. */
    priority?: boolean;
  };

/**
 * A team member's card: portrait (or first-letter tile), name and role. The whole card is one
 * button that opens the member's TeamModal; focus returns to the card when it closes.
 *
 * A team member's card: portrait, name and role. The whole card is one button that opens the
 * member's TeamModal. When the portrait is missing or fails, the first letter of the name shows on
 * a coloured tile and `onImageError` receives the URL. Use TeamGrid for the section.
 * Accessibility: the button is named by the name and role, announces that it opens a dialog
 * (`aria-haspopup`, `aria-expanded`), and gets focus back when the modal closes.
 */
export function TeamCard({
  member,
  experience,
  socialLabel,
  onImageError,
  priority,
  className,
  type,
  ...props
}: TeamCardProps) {
  return (
    <TeamModal
      member={member}
      experience={experience}
      socialLabel={socialLabel}
      onImageError={onImageError}
      trigger={
        <button type={type ?? 'button'} className={cx(styles.card, className)} {...props}>
          {/* The name is written below, so the portrait is decorative in the card's name. */}
          <Avatar
            name={member.name}
            src={member.image}
            srcSet={member.imageSrcSet}
            priority={priority}
            alt=""
            size="lg"
            onImageError={onImageError}
          />
          <span className={styles.name}>{member.name}</span>
          {/* Separates name and role in the accessible name; a flex container hides the space. */}{' '}
          <span className={styles.role}>{member.role}</span>
        </button>
      }
    />
  );
}
