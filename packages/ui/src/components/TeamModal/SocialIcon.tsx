import { InstagramLogoIcon } from '@radix-ui/react-icons';
import * as styles from './TeamModal.css';
import type { TeamSocialNetwork } from './TeamModal.css';

const drawn = {
  className: styles.socialIcon,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

/**
 * A network's mark. Radix Icons carries Instagram; it has no X, YouTube or Facebook mark, and
 * those are the networks' own logos (not ours to redraw in another style), so they stay drawn.
 */
export function SocialIcon({ network }: { network: TeamSocialNetwork }) {
  switch (network) {
    case 'instagram':
      return <InstagramLogoIcon className={styles.socialIcon} aria-hidden="true" />;
    case 'x':
      return (
        <svg {...drawn} fill="currentColor">
          <path d="M4 3h4.6l4.1 5.6L17.5 3H20l-6.1 7.1L21 21h-4.6l-4.5-6.1L6.5 21H4l6.7-7.7z" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...drawn} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...drawn} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />
        </svg>
      );
  }
}
