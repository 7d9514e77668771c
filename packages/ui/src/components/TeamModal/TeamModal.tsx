import type { ReactElement, ReactNode } from 'react';
import { Avatar } from '../Avatar';
import { Dialog } from '../Dialog';
import * as styles from './TeamModal.css';
import { teamSocialNetworks, type TeamSocialNetwork } from './TeamModal.css';

/** Links to a person's profiles; only the networks present are shown. */
export type TeamMemberSocial = Partial<Record<TeamSocialNetwork, string>>;

/** A team member (spec 01 §3 "Team member"). */
export type TeamMember = {
  name: string;
  /** Their role, e.g. "Founder & Producer". */
  role: string;
  /** A short biography. */
  bio: string;
  /** Portrait URL. When missing or broken, the first letter of the name is shown on a tile. */
  image?: string;
  social?: TeamMemberSocial;
};

/** Display names of the networks, used in the links' accessible labels. */
export const teamSocialNetworkNames: Record<TeamSocialNetwork, string> = {
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  facebook: 'Facebook',
};

/** The person's first name: "Arjun Mehta" → "Arjun". */
export const teamMemberFirstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The default experience sentence (spec 01 "About": "a generic sentence about experience"). */
export const defaultTeamExperience = (member: TeamMember) =>
  `With years of experience in the industry, ${teamMemberFirstName(member.name)} brings creativity and expertise to every project.`;

/** The default accessible label of a social link. */
export const defaultTeamSocialLabel = (network: TeamSocialNetwork, member: TeamMember) =>
  `${teamSocialNetworkNames[network]} profile of ${member.name} (opens in a new tab)`;

function SocialIcon({ network }: { network: TeamSocialNetwork }) {
  const common = {
    className: styles.socialIcon,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (network) {
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'x':
      return (
        <svg {...common} fill="currentColor">
          <path d="M4 3h4.6l4.1 5.6L17.5 3H20l-6.1 7.1L21 21h-4.6l-4.5-6.1L6.5 21H4l6.7-7.7z" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
        </svg>
      );
  }
}

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
  /** The experience sentence. Defaults to "With years of experience in the industry, {first name} brings creativity and expertise to every project." */
  experience?: ReactNode | ((member: TeamMember) => ReactNode);
  /** Accessible label of each social link. Defaults to "Instagram profile of {name} (opens in a new tab)". */
  socialLabel?: (network: TeamSocialNetwork, member: TeamMember) => string;
  /** Called with the URL when the portrait fails to load (the spec logs it). */
  onImageError?: (src: string) => void;
};

/**
 * A team member's detail view in a Dialog: portrait, name, role, bio, an experience sentence and
 * links to the social profiles present, each opening in a new tab. Closed by ×, the backdrop or
 * Escape.
 */
export function TeamModal({
  member,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  experience = defaultTeamExperience,
  socialLabel = defaultTeamSocialLabel,
  onImageError,
}: TeamModalProps) {
  const networks = teamSocialNetworks.filter((network) => member.social?.[network]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content size="md">
        <div className={styles.header}>
          {/* The name is the dialog's title right beside it, so the portrait is decorative. */}
          <Avatar
            name={member.name}
            src={member.image}
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
          <p className={styles.experience}>
            {typeof experience === 'function' ? experience(member) : experience}
          </p>
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
