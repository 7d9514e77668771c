import type { ReactElement, ReactNode, RefObject } from 'react';
import { Avatar } from '../Avatar';
import { Dialog } from '../Dialog';
import { SocialIcon } from './SocialIcon';
import * as styles from './TeamModal.css';
import { teamSocialNetworks, type TeamSocialNetwork } from './TeamModal.css';

/** Links to a person's profiles; only the networks present are shown. */
export type TeamMemberSocial = Partial<Record<TeamSocialNetwork, string>>;

/** A person shown by TeamCard and TeamModal. */
export type TeamMember = {
  name: string;
  /** Their role, e.g. "Founder & Producer". */
  role: string;
  /** A short biography. */
  bio: string;
  /** Portrait URL. When missing or broken, the first letter of the name is shown on a tile. */
  image?: string;
  /** Other widths of the portrait (`srcset`); the card and the modal set `sizes` to their drawn size. */
  imageSrcSet?: string;
  /** Where the portrait's round crop centres (`object-position`): its focal point. */
  imagePosition?: string;
  social?: TeamMemberSocial;
};

/** Display names of the networks, used in the links' accessible labels. */
export const teamSocialNetworkNames: Record<TeamSocialNetwork, string> = {
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  facebook: 'Facebook',
};

/** The default accessible label of a social link. */
export const defaultTeamSocialLabel = (network: TeamSocialNetwork, member: TeamMember) =>
  `${teamSocialNetworkNames[network]} profile of ${member.name} (opens in a new tab)`;

export type TeamModalProps = {
  /** The person shown. */
  member: TeamMember;
  /** Controlled open state (e.g. `open={selected !== null}`). */
  open?: boolean;
  /** Called when the modal opens or closes; clear your selection on `false`. */
  onOpenChange?: (open: boolean) => void;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** The element that opens the modal (TeamCard passes its card); focus returns to it on close. */
  trigger?: ReactElement;
  /** A paragraph after the bio (e.g. a line about their experience); nothing is shown without it. */
  experience?: ReactNode | ((member: TeamMember) => ReactNode);
  /** Accessible label of each social link. Defaults to "Instagram profile of {name} (opens in a new tab)". */
  socialLabel?: (network: TeamSocialNetwork, member: TeamMember) => string;
  /** Called with the URL when the portrait fails to load (e.g. to log it). */
  onImageError?: (src: string) => void;
  /** The dialog's id, for the `aria-controls` of an opener that is not `trigger`. */
  id?: string;
  /**
   * Where focus goes when the modal closes without a `trigger` (the element that opened it):
   * without it, and without a trigger, focus falls back to the page.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * A team member's detail view in a Dialog: portrait (a first-letter tile if it fails), name,
 * role, bio, the optional `experience` paragraph and links to the social profiles present, each
 * opening in a new tab with `rel="noopener noreferrer"`. TeamCard opens it for you; use it directly
 * when the app keeps the selected member (`open`/`onOpenChange`: clear the selection on close).
 *
 * The dialog is named by the name and described by the bio; each social link is an icon with an
 * explicit label ("Instagram profile of Arjun Mehta (opens in a new tab)"). ×, the backdrop and
 * Escape close it, and focus returns to the card or trigger.
 */
export function TeamModal({
  member,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  experience,
  socialLabel = defaultTeamSocialLabel,
  onImageError,
  id,
  returnFocusRef,
}: TeamModalProps) {
  const networks = teamSocialNetworks.filter((network) => member.social?.[network]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        size="md"
        // Only when given: an `id` of undefined would replace the one Radix gives the trigger.
        {...(id === undefined ? {} : { id })}
        onCloseAutoFocus={
          returnFocusRef
            ? (event) => {
                event.preventDefault();
                returnFocusRef.current?.focus();
              }
            : undefined
        }
      >
        <div className={styles.header}>
          {/* The name is the dialog's title right beside it, so the portrait is decorative. */}
          <Avatar
            name={member.name}
            src={member.image}
            srcSet={member.imageSrcSet}
            imagePosition={member.imagePosition}
            alt=""
            size="xl"
            onImageError={onImageError}
          />
          <div className={styles.heading}>
            <Dialog.Title className={styles.title}>{member.name}</Dialog.Title>
            <p className={styles.role}>{member.role}</p>
          </div>
        </div>
        <Dialog.Body>
          <Dialog.Description className={styles.bio}>{member.bio}</Dialog.Description>
          {experience ? (
            <p className={styles.experience}>
              {typeof experience === 'function' ? experience(member) : experience}
            </p>
          ) : null}
          {networks.length > 0 ? (
            <ul className={styles.socialList}>
              {networks.map((network) => (
                <li key={network}>
                  <a
                    className={styles.socialLink}
                    href={member.social?.[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={socialLabel(network, member)}
                    data-network={network}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
